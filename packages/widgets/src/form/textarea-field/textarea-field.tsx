import { useEffect, useRef } from 'react';
import { INPUT_LIMIT_TEXTS, LIMITS, textareaState, type ValidationRule } from '@sfc/core';
import { Field } from '../field/field.js';
import { fieldIds, useFieldId } from '../shared/ids.js';
import type { FieldBaseProps, ValueProps } from '../shared/types.js';
import { useControllableState } from '../shared/use-controllable.js';
import { useStyles } from '../shared/use-styles.js';
import { useValidation } from '../shared/use-validation.js';
import { textareaFieldStyles } from './textarea-field.styles.js';

/** Props of {@link TextareaField}. */
export interface TextareaFieldProps extends FieldBaseProps, ValueProps<string> {
  /** Characters allowed before line-break costs; default 1000. */
  maxLength?: number;
  /** Optional minimum: shorter text gets "Este campo debe tener mas de {n} caracteres". */
  minLength?: number;
  /** Visible rows; default 6. */
  rows?: number;
  placeholder?: string;
  rules?: ReadonlyArray<ValidationRule<string> | false | null | undefined>;
}

const SHEETS = [['sfc-textarea-field', textareaFieldStyles]] as const;

/**
 * §5 textarea: 1000 characters and 6 rows by default, with a "count/limit" counter under it.
 * Every line break lowers the limit by 3. Text beyond the limit (pasted, say) is kept whole: the
 * counter shows it over the limit, a notice under it says by how much until it is shortened, and
 * the field's error (on leaving it, or on sending) blocks the form. With `minLength`, shorter
 * text gets its message on leaving.
 */
export function TextareaField({
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
  maxLength = LIMITS.textareaMaxLength,
  minLength,
  rows = LIMITS.textareaRows,
  placeholder,
  rules = [],
}: TextareaFieldProps) {
  const id = useFieldId(givenId);
  const ids = fieldIds(id);
  const counterId = `${id}-counter`;
  const overId = `${id}-over`;
  const ref = useRef<HTMLTextAreaElement>(null);
  useStyles(ref, SHEETS);
  const [current, setCurrent] = useControllableState(value, defaultValue, onChange);
  const state = textareaState(current, { max: maxLength, minLength });
  const { message, invalid, touch } = useValidation({
    value: current,
    required,
    rules: [(v) => textareaState(v, { max: maxLength, minLength }).error, ...rules],
    error,
    showErrors,
  });
  useEffect(() => ref.current?.setCustomValidity?.(invalid ?? ''), [invalid]);
  const described = [
    hint ? ids.hintId : null,
    counterId,
    state.over > 0 ? overId : null,
    message ? ids.errorId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={message}
      className={`sfc-textarea-field${className ? ` ${className}` : ''}`}
    >
      <textarea
        ref={ref}
        id={id}
        name={name}
        className="sfc-input"
        rows={rows}
        value={current}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={described}
        onChange={(event) => setCurrent(event.target.value)}
        onBlur={touch}
      />
      <div id={counterId} className="sfc-textarea-field__counter" data-full={state.remaining === 0}>
        {state.count}/{state.limit}
      </div>
      {/* Always in the page, so a screen reader announces the notice when a paste goes over. */}
      <p id={overId} className="sfc-textarea-field__over" role="status">
        {state.over > 0 ? INPUT_LIMIT_TEXTS.textareaOver(state.over) : null}
      </p>
    </Field>
  );
}
