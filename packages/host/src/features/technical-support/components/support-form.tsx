import { useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES, numericOnly, PORTAL_TEXTS as T, required, validate } from '@sfc/core';
import { FileDropzone, NumberField, SearchableSelect, TextareaField, TextField } from '@sfc/widgets';
import { ErrorSummary } from '../../../components/error-summary.js';
import { Notice } from '../../../components/notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { solveCaptcha } from '../../../lib/captcha.js';
import { emailRule } from '../../../lib/email-rule.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { useOptionList } from '../../../lib/use-option-list.js';
import { createSupportRequest } from '../api/create-support-request.js';

interface SupportValues {
  name: string;
  email: string;
  phone: string;
  identification: string;
  problem_type: string | null;
  description: string;
  files: File[];
}

const EMPTY: SupportValues = {
  name: '',
  email: '',
  phone: '',
  identification: '',
  problem_type: null,
  description: '',
  files: [],
};

const LABELS: Record<string, string> = {
  name: T.fullNameLabel,
  email: T.emailLabel,
  phone: T.phoneLabel,
  identification: T.identificationLabel,
  problem_type: T.problemTypeLabel,
  description: T.descriptionLabel,
  document_file: T.supportFileLabel,
};

function problemsOf(values: SupportValues) {
  const checks: Array<[string, string | null]> = [
    ['name', required(values.name)],
    ['email', validate(values.email, [required, emailRule])],
    ['phone', numericOnly(values.phone)],
    ['problem_type', required(values.problem_type)],
    ['description', required(values.description)],
  ];
  return checks
    .filter(([, message]) => message !== null)
    .map(([id, message]) => ({ id, label: LABELS[id] ?? id, message: message as string }));
}

/** `/technical-support`: a support request with an optional document and the browser-solved captcha. */
export function SupportForm() {
  const { api } = useServices();
  const problemTypes = useOptionList('typeProblemChoices');
  const [values, setValues] = useState<SupportValues>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'captcha' | 'sending'>('idle');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const set =
    <K extends keyof SupportValues>(key: K) =>
    (value: SupportValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const problems = showErrors ? problemsOf(values) : [];
  const summary = [
    ...problems,
    ...Object.entries(serverErrors)
      .filter(([id]) => !problems.some((problem) => problem.id === id))
      .map(([id, message]) => ({
        id: id === 'document_file' ? 'document' : id,
        label: LABELS[id] ?? id,
        message,
      })),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    setFormError(null);
    setSent(null);
    setAttempt((n) => n + 1);
    if (problemsOf(values).length > 0) return;
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
    for (const name of ['name', 'email', 'phone', 'identification', 'problem_type', 'description'] as const) {
      const value = (values[name] ?? '').trim();
      if (value !== '') fields.push([name, value]);
    }
    fields.push(['captcha', captcha]);
    const result = await createSupportRequest(api, fields, values.files[0] ?? null);
    setPhase('idle');
    if (result.ok) {
      setValues(EMPTY);
      setShowErrors(false);
      setServerErrors({});
      setSent(result.data.detail ?? T.supportSent);
      return;
    }
    const failure = readFailure(result);
    const { captcha: captchaError, ...fieldErrors } = failure.fields;
    setServerErrors(fieldErrors);
    setFormError(captchaError ?? failure.form);
  }

  return (
    <form
      className="sfc-form portal-form portal-form--wide"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {sent ? <Notice kind="success">{sent}</Notice> : null}
      <ErrorSummary key={attempt} items={summary} form={formError} />
      <p>{T.supportIntro}</p>
      <div className="form-grid">
        <TextField
          id="name"
          name="name"
          label={T.fullNameLabel}
          required
          maxLength={100}
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={serverErrors.name}
          showErrors={showErrors}
        />
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
          maxLength={15}
          autoComplete="tel-national"
          value={values.phone}
          onChange={set('phone')}
          error={serverErrors.phone}
          showErrors={showErrors}
        />
        <TextField
          id="identification"
          name="identification"
          label={T.identificationLabel}
          maxLength={20}
          value={values.identification}
          onChange={set('identification')}
          error={serverErrors.identification}
          showErrors={showErrors}
        />
      </div>
      <SearchableSelect
        id="problem_type"
        name="problem_type"
        label={T.problemTypeLabel}
        required
        loading={problemTypes.loading}
        options={problemTypes.options}
        value={values.problem_type}
        onChange={set('problem_type')}
        error={serverErrors.problem_type}
        showErrors={showErrors}
      />
      <TextareaField
        id="description"
        name="description"
        label={T.descriptionLabel}
        required
        maxLength={LIMITS.textareaMaxLength}
        value={values.description}
        onChange={set('description')}
        error={serverErrors.description}
        showErrors={showErrors}
      />
      <FileDropzone
        id="document"
        name="document_file"
        label={T.supportFileLabel}
        multiple={false}
        maxFileMb={LIMITS.attachmentFileMaxMb}
        value={values.files}
        onChange={set('files')}
        error={serverErrors.document_file}
      />
      <div className="form-actions">
        <SubmitButton busy={phase !== 'idle'} busyLabel={phase === 'captcha' ? T.solvingCaptcha : T.sending}>
          {T.supportSubmit}
        </SubmitButton>
      </div>
    </form>
  );
}
