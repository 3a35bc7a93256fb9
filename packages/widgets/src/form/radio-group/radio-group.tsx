import { useRef } from 'react';
import { Field } from '../field/field.js';
import { focusLeaves } from '../shared/group-blur.js';
import { describedBy, fieldIds, useFieldId } from '../shared/ids.js';
import type { FieldBaseProps, Option, OptionValue, ValueProps } from '../shared/types.js';
import { useControllableState } from '../shared/use-controllable.js';
import { useStyles } from '../shared/use-styles.js';
import { useValidation } from '../shared/use-validation.js';
import { radioGroupStyles } from './radio-group.styles.js';

/** Props of {@link RadioGroup}; the value is the chosen option's value or null. */
export interface RadioGroupProps<V extends OptionValue = OptionValue>
  extends FieldBaseProps, ValueProps<V | null> {
  options: ReadonlyArray<Option<V>>;
  /** Lays the options out in a row (e.g. Sí / No). */
  inline?: boolean;
}

const SHEETS = [['sfc-radio-group', radioGroupStyles]] as const;

/**
 * Native radio buttons in a `radiogroup` fieldset (arrow keys move and choose, as in every
 * browser). §5: a required group left with no choice says "Este campo es obligatorio".
 */
export function RadioGroup<V extends OptionValue = OptionValue>({
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
  options,
  inline,
}: RadioGroupProps<V>) {
  const id = useFieldId(givenId);
  const ids = fieldIds(id);
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const [current, setCurrent] = useControllableState<V | null>(value, defaultValue, onChange);
  const { message, touch } = useValidation({ value: current, required, error, showErrors });
  return (
    <Field
      id={id}
      group
      label={label}
      required={required}
      hint={hint}
      error={message}
      className={`sfc-radio-group${className ? ` ${className}` : ''}`}
      groupProps={{
        role: 'radiogroup',
        'aria-required': required ? 'true' : undefined,
        'aria-invalid': message ? 'true' : undefined,
        'aria-describedby': describedBy(ids, { hint, error: message }),
      }}
    >
      <div
        ref={ref}
        className="sfc-choice-list"
        data-inline={inline ? 'true' : undefined}
        onBlur={(event) => focusLeaves(event) && touch()}
      >
        {options.map((option, index) => (
          <label key={String(option.value)} className="sfc-choice">
            <input
              id={`${id}-${index}`}
              type="radio"
              name={name ?? id}
              value={String(option.value)}
              checked={current === option.value}
              required={required}
              disabled={disabled || option.disabled}
              onChange={() => setCurrent(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </Field>
  );
}
