import type { FocusEvent } from 'react';
import {
  useController,
  useFormContext,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';
import { coreRulesValidate, type FieldRules } from './core-rules.js';

/** What every form field component takes besides its control's own props. */
export interface FormFieldProps<TValue> {
  /** The field's name in the form's values; also the control's id unless `id` is given. */
  name: string;
  label: string;
  id?: string;
  required?: boolean;
  /** Core rules checked after "required" (see {@link coreRulesValidate}). */
  rules?: FieldRules<TValue>;
  hint?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Whether focus is going to a submit button. Leaving a field for the form's submit is not checked
 * on the way: a message appearing there would move the button down between press and release,
 * the click would land elsewhere and the submit (which checks every field) would never happen.
 */
function toSubmit(next: EventTarget | null): boolean {
  return (
    next !== null &&
    typeof (next as { tagName?: unknown }).tagName === 'string' &&
    (next as HTMLElement).tagName === 'BUTTON' &&
    (next as HTMLButtonElement).type === 'submit'
  );
}

/**
 * Binds one field to the surrounding {@link PortalForm}: value, change, the error to show and a
 * blur that counts only when focus leaves the whole control (a select's list or a radio group
 * moving focus inside itself is not "leaving"). The returned props spread onto a widgets form
 * control, which renders the label, the asterisk, the hint, the error and aria-invalid/-describedby.
 */
export function useFormField<TValue>({
  name,
  label,
  id,
  required,
  rules,
  hint,
  disabled,
  className,
}: FormFieldProps<TValue>) {
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({
    name: name as FieldPath<FieldValues>,
    control,
    rules: { validate: coreRulesValidate<TValue>(rules, { required }) as never },
  });
  return {
    control: {
      id: id ?? name,
      name,
      label,
      required,
      hint,
      disabled,
      className,
      value: field.value as FieldPathValue<FieldValues, string> as TValue,
      onChange: field.onChange as (value: TValue) => void,
      error: fieldState.error?.message ?? null,
    },
    /** Put on a wrapper around controls without their own onBlur. */
    onBlurOutside: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null;
      if ((!next || !event.currentTarget.contains(next)) && !toSubmit(next)) field.onBlur();
    },
    onBlur: (event?: FocusEvent<HTMLElement>) => {
      if (!toSubmit(event?.relatedTarget ?? null)) field.onBlur();
    },
  };
}
