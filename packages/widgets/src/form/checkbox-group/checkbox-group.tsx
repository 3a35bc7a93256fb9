import { useEffect, useRef } from 'react';
import { LABELS } from '@sfc/core';
import { Field } from '../field/field.js';
import { focusLeaves } from '../shared/group-blur.js';
import { describedBy, fieldIds, useFieldId } from '../shared/ids.js';
import type { FieldBaseProps, Option, OptionValue, ValueProps } from '../shared/types.js';
import { useControllableState } from '../shared/use-controllable.js';
import { useStyles } from '../shared/use-styles.js';
import { useValidation } from '../shared/use-validation.js';
import { checkboxGroupStyles } from './checkbox-group.styles.js';

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps<V extends OptionValue = OptionValue>
  extends FieldBaseProps, ValueProps<V[]> {
  options: ReadonlyArray<Option<V>>;
  /** Shows the "Todo" checkbox that checks or clears every enabled option. Default true. */
  showAll?: boolean;
  /** Lays the options out in a row. */
  inline?: boolean;
}

const SHEETS = [['sfc-checkbox-group', checkboxGroupStyles]] as const;

/**
 * Group of checkboxes in a fieldset whose legend is the label, headed by a "Todo" option that
 * is checked when every enabled option is, mixed when some are, and checks or clears them all.
 * Required groups say "Este campo es obligatorio" when focus leaves them with nothing checked.
 */
export function CheckboxGroup<V extends OptionValue = OptionValue>({
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
  defaultValue = [],
  onChange,
  options,
  showAll = true,
  inline,
}: CheckboxGroupProps<V>) {
  const id = useFieldId(givenId);
  const ids = fieldIds(id);
  const allRef = useRef<HTMLInputElement>(null);
  // Styles go through the list, which always renders: the "Todo" box is optional (showAll).
  const listRef = useRef<HTMLDivElement>(null);
  useStyles(listRef, SHEETS);
  const [current, setCurrent] = useControllableState<V[]>(value, defaultValue, onChange);
  const { message, touch } = useValidation({ value: current, required, error, showErrors });

  const enabled = options.filter((o) => !o.disabled && !disabled);
  const checkedEnabled = enabled.filter((o) => current.includes(o.value)).length;
  const allChecked = enabled.length > 0 && checkedEnabled === enabled.length;
  const mixed = checkedEnabled > 0 && !allChecked;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = mixed;
  }, [mixed]);

  const toggle = (option: Option<V>, checked: boolean) => {
    const next = checked ? [...current, option.value] : current.filter((v) => v !== option.value);
    // Keep the options' order so the value does not depend on click order.
    setCurrent(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  const toggleAll = (checked: boolean) => {
    const enabledValues = new Set<OptionValue>(enabled.map((o) => o.value));
    const kept = current.filter((v) => !enabledValues.has(v));
    const next = checked ? [...kept, ...enabled.map((o) => o.value)] : kept;
    setCurrent(options.map((o) => o.value).filter((v) => next.includes(v)));
  };

  return (
    <Field
      id={id}
      group
      label={label}
      required={required}
      hint={hint}
      error={message}
      className={`sfc-checkbox-group${className ? ` ${className}` : ''}`}
      groupProps={{
        'aria-describedby': describedBy(ids, { hint, error: message }),
        'aria-invalid': message ? 'true' : undefined,
      }}
    >
      <div
        ref={listRef}
        className="sfc-choice-list"
        data-inline={inline ? 'true' : undefined}
        onBlur={(event) => focusLeaves(event) && touch()}
      >
        {showAll ? (
          <label className="sfc-choice sfc-checkbox-group__all">
            <input
              ref={allRef}
              type="checkbox"
              checked={allChecked}
              disabled={disabled || enabled.length === 0}
              onChange={(event) => toggleAll(event.target.checked)}
            />
            {LABELS.checkAll}
          </label>
        ) : null}
        {options.map((option, index) => (
          <label key={String(option.value)} className="sfc-choice">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              name={name}
              value={String(option.value)}
              checked={current.includes(option.value)}
              disabled={disabled || option.disabled}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </Field>
  );
}
