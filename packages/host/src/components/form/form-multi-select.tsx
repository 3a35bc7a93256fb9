import { MultiSelect, type MultiSelectProps } from '@sfc/widgets';
import { useFormField, type FormFieldProps } from './use-form-field.js';

/** A blur-catching wrapper that does not change the layout (the control stays the grid item). */
const SLOT = { display: 'contents' } as const;

/**
 * A several-choice select of a {@link PortalForm} (value: the chosen option values), for lists
 * too long for a checkbox group (e.g. the entities of a DCF user).
 */
export function FormMultiSelect(
  props: FormFieldProps<Array<string | number>> &
    Omit<MultiSelectProps, keyof FormFieldProps<unknown> | 'value' | 'defaultValue' | 'onChange' | 'error'>,
) {
  const { name, label, id, required, rules, hint, disabled, className, ...own } = props;
  const { control, onBlurOutside } = useFormField<Array<string | number>>({
    name,
    label,
    id,
    required,
    rules,
    hint,
    disabled,
    className,
  });
  return (
    <div style={SLOT} onBlur={onBlurOutside}>
      <MultiSelect {...own} {...control} />
    </div>
  );
}
