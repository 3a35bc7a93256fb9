import { NumberField, type NumberFieldProps } from '@sfc/widgets';
import { useFormField, type FormFieldProps } from '../../../components/form/index.js';

/** A whole number of a report form: digits only ("Este campo es solo numerico" otherwise). */
export function FormNumberField(
  props: FormFieldProps<string> & Omit<NumberFieldProps, 'value' | 'onChange' | 'name' | 'label'>,
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
  return <NumberField maxLength={9} {...own} {...control} onBlur={onBlur} />;
}
