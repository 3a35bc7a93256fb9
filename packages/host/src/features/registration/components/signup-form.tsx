import { Link, useNavigate } from 'react-router';
import { MESSAGES, PORTAL_TEXTS as T } from '@sfc/core';
import {
  applyServerFailure,
  FormCheckboxGroup,
  FormFileField,
  FormPasswordField,
  FormPhoneField,
  FormRadioGroup,
  PortalForm,
  usePortalForm,
  type FormProblem,
  FormEmailField,
  FormIdentificationFields,
  FormNameFields,
} from '../../../components/form/index.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { useCaptchaSend } from '../../../lib/captcha.js';
import { useServices } from '../../../lib/services.js';
import { useOptionList } from '../../../lib/use-option-list.js';
import { createUser } from '../api/create-user.js';
import { EMPTY_SIGNUP, matchesRule, strongPasswordRule, type SignupValues } from './signup-rules.js';

/** Text fields sent to `POST /user/`, in this order (empty optional ones are left out). */
const SENT_FIELDS = [
  'email',
  'password',
  'first_name',
  'second_name',
  'first_last_name',
  'second_last_name',
  'identification_type',
  'identification_number',
  'person_type',
  'phone',
] as const;

/** Labels in the order the fields appear (the error summary's order). */
const LABELS: Record<string, string> = {
  person_type: T.personTypeLabel,
  identification_type: T.identificationTypeLabel,
  identification_number: T.identificationNumberLabel,
  first_name: T.firstNameLabel,
  second_name: T.secondNameLabel,
  first_last_name: T.firstLastNameLabel,
  second_last_name: T.secondLastNameLabel,
  email: T.emailLabel,
  phone: T.phoneLabel,
  password: T.newPasswordLabel,
  password_confirmation: T.confirmPasswordLabel,
  files: T.documentsLabel,
  terms: T.termsLabel,
};

/** The server's field names on the form (`file-N` are the documents; the captcha is no field). */
const formFieldFor = (serverField: string): keyof SignupValues | null =>
  serverField === 'captcha'
    ? null
    : /^file-\d+$/.test(serverField)
      ? 'files'
      : (serverField as keyof SignupValues);

/**
 * `/signup`: the consumer's registration (person type, identification with the §5 rules, names,
 * e-mail, phone, password with its hints and confirmation, terms, optional documents), sent with
 * the proof-of-work captcha solved in the browser. On success, on to `/verify`.
 */
export function SignupForm() {
  const { api } = useServices();
  const navigate = useNavigate();
  const personTypes = useOptionList('personType');
  const identificationTypes = useOptionList('identificationType');
  const form = usePortalForm<SignupValues>({ defaultValues: EMPTY_SIGNUP });
  const captcha = useCaptchaSend();

  async function send(values: SignupValues): Promise<FormProblem | null> {
    const answer = await captcha.withCaptcha((token) => {
      const fields: Array<readonly [string, string]> = [];
      for (const name of SENT_FIELDS) {
        const value = (values[name] ?? '').trim();
        if (value !== '') fields.push([name, name === 'password' ? values.password : value]);
        if (name === 'password') fields.push(['captcha', token]);
      }
      return createUser(api, fields, values.files);
    });
    if (!answer) return { message: MESSAGES.recaptchaFailed, general: false };
    const result = answer.sent;
    if (result.ok) {
      void navigate('/verify', { state: { email: values.email.trim(), notice: result.data.detail ?? null } });
      return null;
    }
    return applyServerFailure(form, result, formFieldFor);
  }

  return (
    <PortalForm form={form} onValid={send} labels={LABELS}>
      <p>{T.signupIntro}</p>

      <fieldset className="form-section">
        <legend>
          <h2>{T.personalDataHeading}</h2>
        </legend>
        <FormRadioGroup
          name="person_type"
          label={T.personTypeLabel}
          required
          inline
          options={personTypes.options}
        />
        <div className="form-grid">
          <FormIdentificationFields types={identificationTypes} />
          <FormNameFields autoComplete />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>
          <h2>{T.contactDataHeading}</h2>
        </legend>
        <div className="form-grid">
          <FormEmailField autoComplete />
          <FormPhoneField name="phone" label={T.phoneLabel} hint={T.phoneHint} />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>
          <h2>{T.passwordHeading}</h2>
        </legend>
        <div className="form-stack">
          <FormPasswordField
            name="password"
            label={T.newPasswordLabel}
            required
            showHints
            autoComplete="new-password"
            rules={[strongPasswordRule]}
          />
          <FormPasswordField
            name="password_confirmation"
            label={T.confirmPasswordLabel}
            required
            autoComplete="new-password"
            rules={(values) => [matchesRule((values as SignupValues).password)]}
          />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>
          <h2>{T.documentsHeading}</h2>
        </legend>
        <FormFileField name="files" label={T.documentsLabel} hint={T.documentsHint} />
      </fieldset>

      <FormCheckboxGroup
        name="terms"
        label={T.termsLabel}
        required
        showAll={false}
        options={[{ value: 'accepted', label: T.termsOption }]}
      />

      <div className="form-actions">
        <SubmitButton busy={captcha.busy} busyLabel={captcha.busyLabel}>
          {T.signupSubmit}
        </SubmitButton>
      </div>
      <p>
        <Link to="/login">{T.haveAccount}</Link>
      </p>
    </PortalForm>
  );
}
