import { useRef, useState } from 'react';
import { FORM_LABELS, MESSAGES, parseDuration, toDuration, validateHoursMinutes } from '@sfc/core';
import { Field } from '../field/field.js';
import { focusLeaves } from '../shared/group-blur.js';
import { describedBy, fieldIds, useFieldId } from '../shared/ids.js';
import type { FieldBaseProps, ValueProps } from '../shared/types.js';
import { useStyles } from '../shared/use-styles.js';
import { hoursMinutesFieldStyles } from './hours-minutes-field.styles.js';

/**
 * Props of {@link HoursMinutesField}. The value is a duration "0 hh:mm:ss" (core's
 * `toDuration`), or null while the boxes are empty or hold something invalid.
 */
export type HoursMinutesFieldProps = FieldBaseProps & ValueProps<string | null>;

const SHEETS = [['sfc-hours-minutes', hoursMinutesFieldStyles]] as const;

interface Parts {
  hours: string;
  minutes: string;
}

function partsOf(duration: string | null | undefined): Parts {
  const parsed = duration ? parseDuration(duration) : null;
  return parsed
    ? { hours: String(parsed.hours), minutes: String(parsed.minutes).padStart(2, '0') }
    : { hours: '', minutes: '' };
}

function durationOf(parts: Parts): string | null {
  const errors = validateHoursMinutes(parts.hours, parts.minutes);
  if (errors.hours || errors.minutes || (parts.hours.trim() === '' && parts.minutes.trim() === ''))
    return null;
  return toDuration({ hours: Number(parts.hours || 0), minutes: Number(parts.minutes || 0) });
}

/**
 * §5 hours:minutes input: "Horas" 0–999 and "Minutos" 0–59 in one group, each box saying
 * "Número inválido" as soon as it holds anything else. Emits "0 hh:mm:ss" (an empty box counts
 * as 0 once the other is filled) or null.
 */
export function HoursMinutesField({
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
  defaultValue = null,
  onChange,
}: HoursMinutesFieldProps) {
  const id = useFieldId(givenId);
  const ids = fieldIds(id);
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const [parts, setParts] = useState<Parts>(() => partsOf(value ?? defaultValue));
  const [emitted, setEmitted] = useState<string | null>(value ?? defaultValue);
  const [touched, setTouched] = useState(false);
  // A parent that sets a different duration (a reset, a loaded record) rewrites the boxes.
  if (value !== undefined && value !== emitted) {
    setEmitted(value);
    setParts(partsOf(value));
  }

  const errors = validateHoursMinutes(parts.hours, parts.minutes);
  const empty = parts.hours.trim() === '' && parts.minutes.trim() === '';
  const groupMessage = error || ((touched || showErrors) && required && empty ? MESSAGES.required : null);

  const update = (part: keyof Parts, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    const duration = durationOf(next);
    if (duration !== emitted) {
      setEmitted(duration);
      onChange?.(duration);
    }
  };

  const box = (part: keyof Parts, message: string | null) => {
    const boxId = `${id}-${part}`;
    const errorId = `${boxId}-error`;
    return (
      <div className="sfc-hours-minutes__part">
        <label htmlFor={boxId}>{part === 'hours' ? FORM_LABELS.hours : FORM_LABELS.minutes}</label>
        <input
          id={boxId}
          type="text"
          inputMode="numeric"
          className="sfc-input"
          value={parts[part]}
          required={required}
          disabled={disabled}
          aria-invalid={message || groupMessage ? true : undefined}
          aria-describedby={
            [message ? errorId : null, groupMessage ? ids.errorId : null].filter(Boolean).join(' ') ||
            undefined
          }
          onChange={(event) => update(part, event.target.value)}
        />
        <div id={errorId} className="sfc-hours-minutes__error" aria-live="polite">
          {message}
        </div>
      </div>
    );
  };

  return (
    <Field
      id={id}
      group
      label={label}
      required={required}
      hint={hint}
      error={groupMessage}
      className={`sfc-hours-minutes${className ? ` ${className}` : ''}`}
      groupProps={{ 'aria-describedby': describedBy(ids, { hint, error: groupMessage }) }}
    >
      <div
        ref={ref}
        className="sfc-hours-minutes__row"
        onBlur={(event) => focusLeaves(event) && setTouched(true)}
      >
        {box('hours', errors.hours)}
        <span className="sfc-hours-minutes__colon" aria-hidden="true">
          :
        </span>
        {box('minutes', errors.minutes)}
      </div>
      {name ? <input type="hidden" name={name} value={emitted ?? ''} /> : null}
    </Field>
  );
}
