import { useRef } from 'react';
import { FORM_LABELS, isIsoDate, LABELS, MESSAGES } from '@sfc/core';
import { Field } from '../field/field.js';
import { focusLeaves } from '../shared/group-blur.js';
import { describedBy, fieldIds, useFieldId } from '../shared/ids.js';
import type { FieldBaseProps, ValueProps } from '../shared/types.js';
import { useControllableState } from '../shared/use-controllable.js';
import { useStyles } from '../shared/use-styles.js';
import { useValidation } from '../shared/use-validation.js';
import { dateRangePickerStyles } from './date-range-picker.styles.js';

/** A period as two YYYY-MM-DD dates; '' where not chosen yet. */
export interface DateRange {
  start: string;
  end: string;
}

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps extends Omit<FieldBaseProps, 'label'>, ValueProps<DateRange> {
  /** Group label; default "Periodo". */
  label?: FieldBaseProps['label'];
  /** Earliest selectable date, YYYY-MM-DD. */
  min?: string;
  /** Latest selectable date, YYYY-MM-DD. */
  max?: string;
}

const SHEETS = [['sfc-date-range', dateRangePickerStyles]] as const;
const EMPTY: DateRange = { start: '', end: '' };

/** The period rule: the end may not be before the start ("YYYY-MM-DD" compares as text). */
export function dateRangeError({ start, end }: DateRange): string | null {
  return start && end && end < start ? FORM_LABELS.dateRangeOrder : null;
}

/**
 * §2 date-range picker: a "Periodo" group with "Fecha de inicio" and "Fecha de fin" date
 * inputs. The end cannot be chosen before the start (its picker starts there) and, if typed
 * so, says "La fecha de fin no puede ser anterior a la fecha de inicio" at once. When required,
 * both dates are needed.
 */
export function DateRangePicker({
  label = LABELS.period,
  name,
  id: givenId,
  required,
  disabled,
  error,
  hint,
  showErrors,
  className,
  value,
  defaultValue = EMPTY,
  onChange,
  min,
  max,
}: DateRangePickerProps) {
  const id = useFieldId(givenId);
  const ids = fieldIds(id);
  const startId = `${id}-start`;
  const endId = `${id}-end`;
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const [range, setRange] = useControllableState<DateRange>(value, defaultValue, onChange);
  const { message, touch } = useValidation({
    value: range,
    liveRules: [dateRangeError],
    // Required means both dates: one alone still gets "Este campo es obligatorio".
    rules: [(r) => (required && (!r.start || !r.end) ? MESSAGES.required : null)],
    error,
    showErrors,
  });
  const partial = required && (!range.start || !range.end);
  const describe = describedBy(ids, { hint, error: message });
  const update = (part: keyof DateRange, raw: string) =>
    setRange({ ...range, [part]: isIsoDate(raw) ? raw : '' });

  return (
    <Field
      id={id}
      group
      label={label}
      required={required}
      hint={hint}
      error={message}
      className={`sfc-date-range${className ? ` ${className}` : ''}`}
      groupProps={{ 'aria-describedby': describe }}
    >
      <div ref={ref} className="sfc-date-range__row" onBlur={(event) => focusLeaves(event) && touch()}>
        <div className="sfc-date-range__part">
          <label htmlFor={startId}>{LABELS.startDate}</label>
          <input
            id={startId}
            type="date"
            className="sfc-input"
            name={name ? `${name}_start` : undefined}
            value={range.start}
            min={min}
            max={range.end && (!max || range.end < max) ? range.end : max}
            required={required}
            disabled={disabled}
            aria-invalid={message && partial && !range.start ? true : undefined}
            onChange={(event) => update('start', event.target.value)}
          />
        </div>
        <div className="sfc-date-range__part">
          <label htmlFor={endId}>{LABELS.endDate}</label>
          <input
            id={endId}
            type="date"
            className="sfc-input"
            name={name ? `${name}_end` : undefined}
            value={range.end}
            min={range.start && (!min || range.start > min) ? range.start : min}
            max={max}
            required={required}
            disabled={disabled}
            aria-invalid={message && (dateRangeError(range) || (partial && !range.end)) ? true : undefined}
            aria-describedby={message ? ids.errorId : undefined}
            onChange={(event) => update('end', event.target.value)}
          />
        </div>
      </div>
    </Field>
  );
}
