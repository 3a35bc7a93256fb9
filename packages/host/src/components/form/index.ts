// The portal's one form pattern (docs/decisions/0007-form-pattern.md): React Hook Form, core's
// rules, the widgets' form controls, the error summary focused once per refused submit.
export { coreRulesValidate, type FieldRules } from './core-rules.js';
export { usePortalForm } from './use-portal-form.js';
export { PortalForm, type PortalFormProps } from './portal-form.js';
export { applyServerFailure, type FormProblem } from './server-failure.js';
export { useFormField, type FormFieldProps } from './use-form-field.js';
export {
  formField,
  FormCheckboxGroup,
  FormDateField,
  FormFileField,
  FormIdentificationField,
  FormNumberField,
  FormPasswordField,
  FormPhoneField,
  FormRadioGroup,
  FormSelect,
  FormTextarea,
  FormTextField,
  type FormFieldOptions,
} from './form-fields.js';
export { FormEmailField, FormIdentificationFields, FormNameFields } from './person-fields.js';
