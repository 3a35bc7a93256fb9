import { useRef } from 'react';
import { Field } from '../field/field.js';
import { describedBy, fieldIds, useFieldId } from '../shared/ids.js';
import type { FieldBaseProps, ValueProps } from '../shared/types.js';
import { useControllableState } from '../shared/use-controllable.js';
import { useStyles } from '../shared/use-styles.js';
import { sliderStyles } from './slider.styles.js';

/** Props of {@link Slider}. */
export interface SliderProps extends Omit<FieldBaseProps, 'showErrors'>, ValueProps<number> {
  min?: number;
  max?: number;
  step?: number;
  /** Text read and shown for a value (e.g. `(v) => \`${v} %\``); the number itself by default. */
  formatValue?: (value: number) => string;
}

const SHEETS = [['sfc-slider', sliderStyles]] as const;

/**
 * Slider over a numeric range: the native range input (arrow keys, Page Up/Down, Home/End
 * work as everywhere), with the current value shown in an `<output>` next to it.
 */
export function Slider({
  label,
  name,
  id: givenId,
  required,
  disabled,
  error,
  hint,
  className,
  value,
  defaultValue,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  formatValue = String,
}: SliderProps) {
  const id = useFieldId(givenId);
  const ids = fieldIds(id);
  const ref = useRef<HTMLInputElement>(null);
  useStyles(ref, SHEETS);
  const [current, setCurrent] = useControllableState(value, defaultValue ?? min, onChange);
  const text = formatValue(current);
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={`sfc-slider${className ? ` ${className}` : ''}`}
    >
      <div className="sfc-slider__row">
        <input
          ref={ref}
          id={id}
          name={name}
          type="range"
          className="sfc-slider__input"
          min={min}
          max={max}
          step={step}
          value={current}
          disabled={disabled}
          aria-valuetext={text === String(current) ? undefined : text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error })}
          onChange={(event) => setCurrent(Number(event.target.value))}
        />
        <output htmlFor={id} className="sfc-slider__value" aria-hidden="true">
          {text}
        </output>
      </div>
    </Field>
  );
}
