import type { ComponentType, ReactElement } from 'react';
import {
  CheckboxGroup,
  DateField,
  FileDropzone,
  IdentificationField,
  NumberField,
  PasswordField,
  RadioGroup,
  SearchableSelect,
  TextareaField,
  TextField,
  type CheckboxGroupProps,
  type DateFieldProps,
  type FileDropzoneProps,
  type IdentificationFieldProps,
  type NumberFieldProps,
  type PasswordFieldProps,
  type RadioGroupProps,
  type SearchableSelectProps,
  type TextareaFieldProps,
  type TextFieldProps,
} from '@sfc/widgets';
import { textareaState, type ValidationRule } from '@sfc/core';
import type { FieldRules } from './core-rules.js';
import { useFormField, type FormFieldProps } from './use-form-field.js';

/** The control's own props, less what the form supplies. */
export type Own<P> = Omit<
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

/** How {@link formField} binds a control. */
export interface FormFieldOptions<P> {
  /**
   * `control`: the control takes the form's `onBlur` itself (a single input). `outside`: a
   * wrapper counts a blur only when focus leaves the whole control (a select's list, a radio
   * group or a drop zone moving focus inside itself is not "leaving").
   */
  blur: 'control' | 'outside';
  /** Props given before the caller's (the caller may override them). */
  defaults?: Partial<Own<P>>;
  /** Props given after the form's (nobody overrides them). */
  fixed?: Partial<P>;
}

/** A blur-catching wrapper that does not change the layout (the control stays the grid item). */
const SLOT = { display: 'contents' } as const;

/**
 * Makes a widgets form control a field of a {@link PortalForm}: its value, change, error and blur
 * come from the form ({@link useFormField}); the control keeps rendering the label, the asterisk,
 * the hint, the error and aria-invalid/-describedby. Every `Form*` field is one call of this.
 */
export function formField<TValue, P extends object>(
  Control: ComponentType<P>,
  { blur, defaults, fixed }: FormFieldOptions<P>,
): (props: FormFieldProps<TValue> & Own<P>) => ReactElement {
  return function FormField(props) {
    const { name, label, id, required, rules, hint, disabled, className, ...own } = props;
    const { control, onBlur, onBlurOutside } = useFormField<TValue>({
      name,
      label,
      id,
      required,
      rules,
      hint,
      disabled,
      className,
    });
    if (blur === 'control') {
      return <Control {...({ ...defaults, ...own, ...control, ...fixed, onBlur } as unknown as P)} />;
    }
    return (
      <div style={SLOT} onBlur={onBlurOutside}>
        <Control {...({ ...defaults, ...own, ...control, ...fixed } as unknown as P)} />
      </div>
    );
  };
}

// The calls below are pure: a bundle that imports one field does not keep the others.

/** A single-line text field of a {@link PortalForm}. */
export const FormTextField = /* @__PURE__ */ formField<string, TextFieldProps>(TextField, {
  blur: 'control',
});

/** A password field (show/hide, optional strength hints) of a {@link PortalForm}. */
export const FormPasswordField = /* @__PURE__ */ formField<string, PasswordFieldProps>(PasswordField, {
  blur: 'control',
});

/**
 * A phone field of a {@link PortalForm}: digits only, as the spec asks; any other character is
 * dropped as it is typed (like the identification number), so "300 abc" cannot be entered.
 */
export const FormPhoneField = /* @__PURE__ */ formField<string, NumberFieldProps>(NumberField, {
  blur: 'control',
  defaults: { autoComplete: 'tel-national', maxLength: 15 },
  fixed: { stripNonDigits: true },
});

/**
 * A whole number of a {@link PortalForm}: digits only ("Este campo es solo numerico" otherwise),
 * at most 9 of them unless `maxLength` says otherwise.
 */
export const FormNumberField = /* @__PURE__ */ formField<string, NumberFieldProps>(NumberField, {
  blur: 'control',
  defaults: { maxLength: 9 },
});

/** A date (YYYY-MM-DD) of a {@link PortalForm}. */
export const FormDateField = /* @__PURE__ */ formField<string, DateFieldProps>(DateField, {
  blur: 'control',
});

/** An identification number of a {@link PortalForm}, filtered and checked for the chosen type. */
export const FormIdentificationField = /* @__PURE__ */ formField<string, IdentificationFieldProps>(
  IdentificationField,
  { blur: 'control' },
);

const BoundTextarea = /* @__PURE__ */ formField<string, TextareaFieldProps>(TextareaField, {
  blur: 'outside',
});

/**
 * A long text of a {@link PortalForm} (with its character counter). A text over its limit is
 * kept whole and refused with core's message until it is shortened (the field never cuts it).
 */
export function FormTextarea(props: FormFieldProps<string> & Own<TextareaFieldProps>): ReactElement {
  const { rules, maxLength, minLength } = props;
  const limit: ValidationRule<string> = (value) =>
    textareaState(value ?? '', { max: maxLength, minLength }).error;
  const all: FieldRules<string> =
    typeof rules === 'function' ? (values) => [limit, ...rules(values)] : [limit, ...(rules ?? [])];
  return <BoundTextarea {...props} rules={all} />;
}

/** A searchable select of a {@link PortalForm}. */
export const FormSelect = /* @__PURE__ */ formField<string | number | null, SearchableSelectProps>(
  SearchableSelect,
  { blur: 'outside' },
);

/** A radio group of a {@link PortalForm}. */
export const FormRadioGroup = /* @__PURE__ */ formField<string | number | null, RadioGroupProps>(RadioGroup, {
  blur: 'outside',
});

/** A checkbox group of a {@link PortalForm} (value: the checked options). */
export const FormCheckboxGroup = /* @__PURE__ */ formField<Array<string | number>, CheckboxGroupProps>(
  CheckboxGroup,
  { blur: 'outside' },
);

/** A file picker of a {@link PortalForm} (value: the chosen files). */
export const FormFileField = /* @__PURE__ */ formField<File[], FileDropzoneProps>(FileDropzone, {
  blur: 'outside',
});
