import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES, PORTAL_TEXTS as T } from '@sfc/core';
import {
  CheckboxGroup,
  FileDropzone,
  IdentificationField,
  NumberField,
  PasswordField,
  RadioGroup,
  SearchableSelect,
  TextField,
} from '@sfc/widgets';
import { ErrorSummary } from '../../../components/error-summary.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { solveCaptcha } from '../../../lib/captcha.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { useOptionList } from '../../../lib/use-option-list.js';
import { emailRule } from '../../../lib/email-rule.js';
import { createUser } from '../api/create-user.js';
import {
  EMPTY_SIGNUP,
  matchesRule,
  signupProblems,
  strongPasswordRule,
  type SignupValues,
} from './signup-rules.js';

type Phase = 'idle' | 'captcha' | 'sending';

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
  files: T.documentsLabel,
};

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
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [showErrors, setShowErrors] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const set =
    <K extends keyof SignupValues>(key: K) =>
    (value: SignupValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setServerErrors((current) => {
        if (!(key in current)) return current;
        const next = { ...current };
        delete next[key];
        return next;
      });
    };

  const problems = showErrors ? signupProblems(values) : [];
  const summary = [
    ...problems,
    ...Object.entries(serverErrors)
      .filter(([id]) => !problems.some((problem) => problem.id === id))
      .map(([id, message]) => ({ id, label: LABELS[id] ?? id, message })),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    setFormError(null);
    setAttempt((n) => n + 1);
    if (signupProblems(values).length > 0) return;
    setPhase('captcha');
    let captcha: string;
    try {
      captcha = await solveCaptcha(api);
    } catch {
      setPhase('idle');
      setFormError(MESSAGES.recaptchaFailed);
      return;
    }
    setPhase('sending');
    const fields: Array<readonly [string, string]> = [];
    for (const name of SENT_FIELDS) {
      const value = (values[name] ?? '').trim();
      if (value !== '') fields.push([name, name === 'password' ? values.password : value]);
      if (name === 'password') fields.push(['captcha', captcha]);
    }
    const result = await createUser(api, fields, values.files);
    setPhase('idle');
    if (result.ok) {
      void navigate('/verify', { state: { email: values.email.trim(), notice: result.data.detail ?? null } });
      return;
    }
    const failure = readFailure(result);
    const byField: Record<string, string> = {};
    let form = failure.form;
    for (const [field, message] of Object.entries(failure.fields)) {
      if (field === 'captcha') form = message;
      else if (/^file-\d+$/.test(field)) byField.files = message;
      else byField[field] = message;
    }
    setServerErrors(byField);
    setFormError(form);
  }

  const busy = phase !== 'idle';
  return (
    <form
      className="sfc-form portal-form portal-form--wide"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <ErrorSummary key={attempt} items={summary} form={formError} />
      <p>{T.signupIntro}</p>

      <fieldset className="form-section">
        <legend>
          <h2>{T.personalDataHeading}</h2>
        </legend>
        <RadioGroup
          id="person_type"
          name="person_type"
          label={T.personTypeLabel}
          required
          inline
          options={personTypes.options}
          value={values.person_type}
          onChange={set('person_type')}
          error={serverErrors.person_type}
          showErrors={showErrors}
        />
        <div className="form-grid">
          <SearchableSelect
            id="identification_type"
            name="identification_type"
            label={T.identificationTypeLabel}
            required
            loading={identificationTypes.loading}
            options={identificationTypes.options}
            value={values.identification_type}
            onChange={set('identification_type')}
            error={serverErrors.identification_type}
            showErrors={showErrors}
          />
          <IdentificationField
            id="identification_number"
            name="identification_number"
            label={T.identificationNumberLabel}
            required
            typeId={values.identification_type}
            value={values.identification_number}
            onChange={set('identification_number')}
            error={serverErrors.identification_number}
            showErrors={showErrors}
          />
          <TextField
            id="first_name"
            name="first_name"
            label={T.firstNameLabel}
            required
            maxLength={50}
            autoComplete="given-name"
            value={values.first_name}
            onChange={set('first_name')}
            error={serverErrors.first_name}
            showErrors={showErrors}
          />
          <TextField
            id="second_name"
            name="second_name"
            label={T.secondNameLabel}
            maxLength={50}
            autoComplete="additional-name"
            value={values.second_name}
            onChange={set('second_name')}
            error={serverErrors.second_name}
            showErrors={showErrors}
          />
          <TextField
            id="first_last_name"
            name="first_last_name"
            label={T.firstLastNameLabel}
            required
            maxLength={50}
            autoComplete="family-name"
            value={values.first_last_name}
            onChange={set('first_last_name')}
            error={serverErrors.first_last_name}
            showErrors={showErrors}
          />
          <TextField
            id="second_last_name"
            name="second_last_name"
            label={T.secondLastNameLabel}
            maxLength={50}
            value={values.second_last_name}
            onChange={set('second_last_name')}
            error={serverErrors.second_last_name}
            showErrors={showErrors}
          />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>
          <h2>{T.contactDataHeading}</h2>
        </legend>
        <div className="form-grid">
          <TextField
            id="email"
            name="email"
            type="email"
            label={T.emailLabel}
            required
            maxLength={254}
            autoComplete="email"
            rules={[emailRule]}
            value={values.email}
            onChange={set('email')}
            error={serverErrors.email}
            showErrors={showErrors}
          />
          <NumberField
            id="phone"
            name="phone"
            label={T.phoneLabel}
            hint={T.phoneHint}
            maxLength={15}
            autoComplete="tel-national"
            value={values.phone}
            onChange={set('phone')}
            error={serverErrors.phone}
            showErrors={showErrors}
          />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>
          <h2>{T.passwordHeading}</h2>
        </legend>
        <div className="form-stack">
          <PasswordField
            id="password"
            name="password"
            label={T.newPasswordLabel}
            required
            showHints
            autoComplete="new-password"
            rules={[strongPasswordRule]}
            value={values.password}
            onChange={set('password')}
            error={serverErrors.password}
            showErrors={showErrors}
          />
          <PasswordField
            id="password_confirmation"
            name="password_confirmation"
            label={T.confirmPasswordLabel}
            required
            autoComplete="new-password"
            rules={[matchesRule(values.password)]}
            value={values.password_confirmation}
            onChange={set('password_confirmation')}
            showErrors={showErrors}
          />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>
          <h2>{T.documentsHeading}</h2>
        </legend>
        <FileDropzone
          id="files"
          name="files"
          label={T.documentsLabel}
          hint={T.documentsHint}
          value={values.files}
          onChange={set('files')}
          error={serverErrors.files}
        />
      </fieldset>

      <CheckboxGroup
        id="terms"
        name="terms"
        label={T.termsLabel}
        required
        showAll={false}
        options={[{ value: 'accepted', label: T.termsOption }]}
        value={values.terms}
        onChange={set('terms')}
        showErrors={showErrors}
      />

      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={phase === 'captcha' ? T.solvingCaptcha : T.sending}>
          {T.signupSubmit}
        </SubmitButton>
      </div>
      <p>
        <Link to="/login">{T.haveAccount}</Link>
      </p>
    </form>
  );
}
