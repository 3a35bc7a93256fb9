import { SpreadsheetDropzone, type SpreadsheetDropzoneProps } from '@sfc/widgets';
import { useFormField, type FormFieldProps } from './use-form-field.js';

/** A blur-catching wrapper that does not change the layout (the control stays the grid item). */
const SLOT = { display: 'contents' } as const;

/** The spreadsheet-only drop zone (csv, xls, xlsx) of a {@link PortalForm} (value: the chosen file). */
export function FormSpreadsheetField(
  props: FormFieldProps<File[]> &
    Omit<
      SpreadsheetDropzoneProps,
      keyof FormFieldProps<unknown> | 'value' | 'defaultValue' | 'onChange' | 'error'
    >,
) {
  const { name, label, id, required, rules, hint, disabled, className, ...own } = props;
  const { control, onBlurOutside } = useFormField<File[]>({
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
      <SpreadsheetDropzone {...own} {...control} />
    </div>
  );
}
