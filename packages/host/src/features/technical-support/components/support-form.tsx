import { useState } from 'react';
import { LIMITS, MESSAGES, PORTAL_TEXTS as T } from '@sfc/core';
import {
  applyServerFailure,
  FormFileField,
  FormPhoneField,
  FormSelect,
  FormTextarea,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
  FormEmailField,
} from '../../../components/form/index.js';
import { useFormDraft } from '../../../components/form/use-form-draft.js';
import { Notice } from '../../../components/notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { useCaptchaSend } from '../../../lib/captcha.js';
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

/** Labels in the order the fields appear (the error summary's order). */
const LABELS: Record<string, string> = {
  name: T.fullNameLabel,
  email: T.emailLabel,
  phone: T.phoneLabel,
  identification: T.identificationLabel,
  problem_type: T.problemTypeLabel,
  description: T.descriptionLabel,
  files: T.supportFileLabel,
};

const SENT_FIELDS = ['name', 'email', 'phone', 'identification', 'problem_type', 'description'] as const;

/** The server's field names on the form (`document_file` is the file; the captcha is no field). */
const formFieldFor = (serverField: string): keyof SupportValues | null =>
  serverField === 'captcha'
    ? null
    : serverField === 'document_file'
      ? 'files'
      : (serverField as keyof SupportValues);

const FILE_FIELDS = ['files'] as const;

/** `/technical-support`: a support request with an optional document and the browser-solved captcha. */
export function SupportForm() {
  const { api } = useServices();
  const problemTypes = useOptionList('typeProblemChoices');
  const form = usePortalForm<SupportValues>({ defaultValues: EMPTY });
  // Signed in, what is typed is kept as a draft (the document goes with the request).
  const draft = useFormDraft({ form, kind: 'support-request', omit: FILE_FIELDS });
  const captcha = useCaptchaSend();
  const [sent, setSent] = useState<string | null>(null);

  async function send(values: SupportValues): Promise<FormProblem | null> {
    setSent(null);
    const answer = await captcha.withCaptcha((token) => {
      const fields: Array<readonly [string, string]> = [];
      for (const name of SENT_FIELDS) {
        const value = (values[name] ?? '').trim();
        if (value !== '') fields.push([name, value]);
      }
      fields.push(['captcha', token]);
      return createSupportRequest(api, fields, values.files[0] ?? null);
    });
    if (!answer) return { message: MESSAGES.recaptchaFailed, general: false };
    const result = answer.sent;
    if (result.ok) {
      void draft.submitted();
      // A fresh form: no field is touched or submitted, so the emptied fields show no errors.
      form.reset(EMPTY);
      setSent(result.data.detail ?? T.supportSent);
      return null;
    }
    return applyServerFailure(form, result, formFieldFor);
  }

  return (
    <PortalForm
      form={form}
      onValid={send}
      labels={LABELS}
      fieldIds={{ files: 'document' }}
      before={sent ? <Notice kind="success">{sent}</Notice> : null}
    >
      <p>{T.supportIntro}</p>
      {draft.element}
      <div className="form-grid">
        <FormTextField name="name" label={T.fullNameLabel} required maxLength={100} autoComplete="name" />
        <FormEmailField autoComplete />
        <FormPhoneField name="phone" label={T.phoneLabel} />
        <FormTextField name="identification" label={T.identificationLabel} maxLength={20} />
      </div>
      <FormSelect
        name="problem_type"
        label={T.problemTypeLabel}
        required
        loading={problemTypes.loading}
        options={problemTypes.options}
      />
      <FormTextarea
        name="description"
        label={T.descriptionLabel}
        required
        maxLength={LIMITS.textareaMaxLength}
      />
      <FormFileField
        name="files"
        id="document"
        label={T.supportFileLabel}
        multiple={false}
        maxFileMb={LIMITS.attachmentFileMaxMb}
      />
      <div className="form-actions">
        <SubmitButton busy={captcha.busy} busyLabel={captcha.busyLabel}>
          {T.supportSubmit}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}
