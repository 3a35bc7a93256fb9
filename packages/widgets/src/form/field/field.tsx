import { useRef, type ReactNode, type RefObject } from 'react';
import { BASE_STYLES_KEY, baseStyles } from '../shared/base.styles.js';
import { fieldIds } from '../shared/ids.js';
import { useStyles } from '../shared/use-styles.js';
import { fieldStyles } from './field.styles.js';

/** Props of {@link Field}. */
export interface FieldProps {
  /** Id of the control the label names (for a group: the fieldset's id). */
  id: string;
  label: ReactNode;
  /** Shows the red asterisk; the control itself carries `required` for assistive technology. */
  required?: boolean;
  hint?: ReactNode;
  /** Message shown in the field's live region; empty means valid. */
  error?: string | null;
  /** Renders a `<fieldset>` with a `<legend>` for controls made of several inputs. */
  group?: boolean;
  /** Extra attributes of a group's fieldset (role, aria-describedby, aria-required). */
  groupProps?: Record<string, string | boolean | undefined>;
  className?: string;
  children: ReactNode;
}

/** The field style sheets, keyed, for {@link useStyles}. */
export const FIELD_SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-field', fieldStyles],
] as const;

/**
 * Frame of every form control: a real `<label>` tied to the control (or a `<legend>` for
 * groups), the red asterisk for required fields, an optional hint and the error text inside
 * a polite live region that is always present, so a message appearing later is announced.
 * Ids follow {@link fieldIds}: `${id}-hint`, `${id}-error`, `${id}-label`.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  group,
  groupProps,
  className,
  children,
}: FieldProps) {
  const ref = useRef<HTMLElement>(null);
  useStyles(ref, FIELD_SHEETS);
  const ids = fieldIds(id);
  const caption = (
    <>
      {label}
      {required ? (
        <span className="sfc-field__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  const rest = (
    <>
      {hint ? (
        <div id={ids.hintId} className="sfc-field__hint">
          {hint}
        </div>
      ) : null}
      {children}
      <div id={ids.errorId} className="sfc-field__error" aria-live="polite">
        {error || null}
      </div>
    </>
  );
  const classes = `sfc-form sfc-field${className ? ` ${className}` : ''}`;
  if (group) {
    return (
      <fieldset ref={ref as RefObject<HTMLFieldSetElement>} id={id} className={classes} {...groupProps}>
        <legend id={ids.labelId} className="sfc-field__label">
          {caption}
        </legend>
        {rest}
      </fieldset>
    );
  }
  return (
    <div ref={ref as RefObject<HTMLDivElement>} className={classes}>
      <label id={ids.labelId} htmlFor={id} className="sfc-field__label">
        {caption}
      </label>
      {rest}
    </div>
  );
}
