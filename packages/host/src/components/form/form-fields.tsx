import {
  CheckboxGroup,
  FileDropzone,
  IdentificationField,
  NumberField,
  PasswordField,
  RadioGroup,
  SearchableSelect,
  TextareaField,
  TextField,
  type CheckboxGroupProps,
  type FileDropzoneProps,
  type IdentificationFieldProps,
  type NumberFieldProps,
  type PasswordFieldProps,
  type RadioGroupProps,
  type SearchableSelectProps,
  type TextareaFieldProps,
  type TextFieldProps,
} from '@sfc/widgets';
import { useFormField, type FormFieldProps } from './use-form-field.js';

/** The control's own props, less what the form supplies. */
type Own<P> = Omit<
  P,
  | keyof FormFieldProps<unknown>
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'error'
  | 'showErrors'
  | 'rules'
  | 'onBlur'
>;

/** A blur-catching wrapper that does not change the layout (the control stays the grid item). */
const SLOT = { display: 'contents' } as const;

/** A single-line text field of a {@link PortalForm}. */
export function FormTextField(props: FormFieldProps<string> & Own<TextFieldProps>) {
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
  return <TextField {...own} {...control} onBlur={onBlur} />;
}

/** A password field (show/hide, optional strength hints) of a {@link PortalForm}. */
export function FormPasswordField(props: FormFieldProps<string> & Own<PasswordFieldProps>) {
  const { name, label, id, required, rules, disabled, className, ...own } = props;
  const { control, onBlur } = useFormField<string>({ name, label, id, required, rules, disabled, className });
  const { hint: _hint, ...rest } = control;
  return <PasswordField {...own} {...rest} onBlur={onBlur} />;
}

/**
 * A phone field of a {@link PortalForm}: digits only, as the spec asks; any other character is
 * dropped as it is typed (like the identification number), so "300 abc" cannot be entered.
 */
export function FormPhoneField(props: FormFieldProps<string> & Own<NumberFieldProps>) {
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
  return (
    <NumberField
      autoComplete="tel-national"
      maxLength={15}
      {...own}
      {...control}
      stripNonDigits
      onBlur={onBlur}
    />
  );
}

/** An identification number of a {@link PortalForm}, filtered and checked for the chosen type. */
export function FormIdentificationField(props: FormFieldProps<string> & Own<IdentificationFieldProps>) {
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
  return <IdentificationField {...own} {...control} onBlur={onBlur} />;
}

/** A long text of a {@link PortalForm} (with its character counter). */
export function FormTextarea(props: FormFieldProps<string> & Own<TextareaFieldProps>) {
  const { name, label, id, required, rules, hint, disabled, className, ...own } = props;
  const { control, onBlurOutside } = useFormField<string>({
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
      <TextareaField {...own} {...control} />
    </div>
  );
}

/** A searchable select of a {@link PortalForm}. */
export function FormSelect(props: FormFieldProps<string | number | null> & Own<SearchableSelectProps>) {
  const { name, label, id, required, rules, hint, disabled, className, ...own } = props;
  const { control, onBlurOutside } = useFormField<string | number | null>({
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
      <SearchableSelect {...own} {...control} />
    </div>
  );
}

/** A radio group of a {@link PortalForm}. */
export function FormRadioGroup(props: FormFieldProps<string | number | null> & Own<RadioGroupProps>) {
  const { name, label, id, required, rules, hint, disabled, className, ...own } = props;
  const { control, onBlurOutside } = useFormField<string | number | null>({
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
      <RadioGroup {...own} {...control} />
    </div>
  );
}

/** A checkbox group of a {@link PortalForm} (value: the checked options). */
export function FormCheckboxGroup(props: FormFieldProps<Array<string | number>> & Own<CheckboxGroupProps>) {
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
      <CheckboxGroup {...own} {...control} />
    </div>
  );
}

/** A file picker of a {@link PortalForm} (value: the chosen files). */
export function FormFileField(props: FormFieldProps<File[]> & Own<FileDropzoneProps>) {
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
      <FileDropzone {...own} {...control} />
    </div>
  );
}
