import { useEffect, useRef, type FocusEvent, type HTMLAttributes, type ReactNode } from 'react';
import type { ValidationRule } from '@sfc/core';
import { Field } from '../field/field.js';
import { describedBy, fieldIds, useFieldId } from '../shared/ids.js';
import type { FieldBaseProps, ValueProps } from '../shared/types.js';
import { useControllableState } from '../shared/use-controllable.js';
import { useStyles } from '../shared/use-styles.js';
import { useValidation } from '../shared/use-validation.js';
import { textFieldStyles } from './text-field.styles.js';

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldBaseProps, ValueProps<string> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'date' | 'password';
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  min?: string;
  max?: string;
  /** Rules checked after `required` once the user leaves the field. */
  rules?: ReadonlyArray<ValidationRule<string> | false | null | undefined>;
  /** Rules shown while typing. */
  liveRules?: ReadonlyArray<ValidationRule<string> | false | null | undefined>;
  /** Rewrites what the user types before it becomes the value (e.g. keep digits only). */
  filter?: (raw: string) => string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Content after the input inside the same row (e.g. a show-password button). */
  suffix?: ReactNode;
  /** Extra keyed style sheets adopted with the field's own (used by the fields built on this one). */
  sheets?: ReadonlyArray<readonly [string, string]>;
}

const SHEET = ['sfc-text-field', textFieldStyles] as const;

/**
 * Single-line text input with its label, hint and error. "Este campo es obligatorio" when
 * `required` and left empty; the first failing rule's message is also set as the native
 * validity message, so a surrounding form's `checkValidity()` sees it.
 */
export function TextField({
  label,
  name,
  id: givenId,
  required,
  disabled,
  error,
  hint,
  showErrors,
  className,
  value,
  defaultValue = '',
  onChange,
  type = 'text',
  placeholder,
  maxLength,
  autoComplete,
  inputMode,
  readOnly,
  min,
  max,
  rules,
  liveRules,
  filter,
  onBlur,
  suffix,
  sheets = [],
}: TextFieldProps) {
  const id = useFieldId(givenId);
  const ids = fieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  useStyles(inputRef, [SHEET, ...sheets]);
  const [current, setCurrent] = useControllableState(value, defaultValue, onChange);
  const { message, invalid, touch } = useValidation({
    value: current,
    required,
    rules,
    liveRules,
    error,
    showErrors,
  });
  useEffect(() => inputRef.current?.setCustomValidity?.(invalid ?? ''), [invalid]);

  const input = (
    <input
      ref={inputRef}
      id={id}
      name={name}
      type={type}
      className="sfc-input"
      value={current}
      placeholder={placeholder}
      maxLength={maxLength}
      autoComplete={autoComplete}
      inputMode={inputMode}
      readOnly={readOnly}
      min={min}
      max={max}
      required={required}
      disabled={disabled}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy(ids, { hint, error: message })}
      onChange={(event) => setCurrent(filter ? filter(event.target.value) : event.target.value)}
      onBlur={(event) => {
        touch();
        onBlur?.(event);
      }}
    />
  );
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={message}
      className={`sfc-text-field${className ? ` ${className}` : ''}`}
    >
      {suffix ? (
        <div className="sfc-text-field__row">
          {input}
          {suffix}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
