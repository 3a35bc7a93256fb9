import { useState } from 'react';
import { FORM_LABELS, passwordHints } from '@sfc/core';
import { TextField, type TextFieldProps } from '../text-field/text-field.js';
import { useControllableState } from '../shared/use-controllable.js';
import { passwordFieldStyles } from './password-field.styles.js';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'filter' | 'suffix' | 'hint'> {
  /** Shows the four §5 rules under the label, each marked as met or pending while typing. */
  showHints?: boolean;
  /** `new-password` for sign-up and changes, `current-password` for sign-in. */
  autoComplete?: 'new-password' | 'current-password';
}

const SHEETS = [['sfc-password-field', passwordFieldStyles]] as const;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/**
 * Password input with a show/hide toggle (a real button, `aria-pressed`) and, when
 * `showHints` is on, the §5 rules (8 characters, an uppercase letter, a digit, a special
 * character) from core's `passwordHints`, each marked as met while the user types.
 */
export function PasswordField({
  showHints = false,
  autoComplete = 'current-password',
  value,
  defaultValue = '',
  onChange,
  id,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [current, setCurrent] = useControllableState(value, defaultValue, onChange);
  const hints = showHints ? (
    <ul className="sfc-password-field__hints">
      {passwordHints(current).map((hint) => (
        <li key={hint.key} className="sfc-password-field__hint" data-met={hint.met}>
          <span className="sfc-password-field__mark" aria-hidden="true">
            {hint.met ? '✓' : '•'}
          </span>
          <span>
            {hint.text}
            <span className="sfc-visually-hidden">
              {' '}
              ({hint.met ? FORM_LABELS.hintMet : FORM_LABELS.hintPending})
            </span>
          </span>
        </li>
      ))}
    </ul>
  ) : undefined;
  return (
    <TextField
      {...props}
      id={id}
      value={current}
      onChange={setCurrent}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      hint={hints}
      sheets={SHEETS}
      className={`sfc-password-field${props.className ? ` ${props.className}` : ''}`}
      suffix={
        <button
          type="button"
          className="sfc-button sfc-button--secondary sfc-button--icon sfc-password-field__toggle"
          aria-label={visible ? FORM_LABELS.hidePassword : FORM_LABELS.showPassword}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}
