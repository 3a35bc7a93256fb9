import { DateField, type DateFieldProps } from '@sfc/widgets/form/date-field/date-field.js';
import { useFormField, type FormFieldProps } from '../../../components/form/use-form-field.js';

/** A date (YYYY-MM-DD) field of a PortalForm: the widgets' DateField bound like every form field. */
export function FormDateField(
  props: FormFieldProps<string> &
    Omit<DateFieldProps, keyof FormFieldProps<unknown> | 'value' | 'onChange' | 'error'>,
) {
  const { name, label, id, required, rules, hint, disabled, className, ...own } = props;
  const { control, onBlur } = useFormField<string>({
    name,
    label,
    id,
    required,
    rules,
    hint,
    disabled,
    className,
  });
  return <DateField {...own} {...control} onBlur={onBlur} />;
}
