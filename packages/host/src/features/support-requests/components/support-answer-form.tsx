import { useState } from 'react';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import {
  applyServerFailure,
  FormSelect,
  FormTextarea,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite, useOptionsQuery } from '../../../lib/server-state/index.js';
import { SUPPORT_ENDPOINT, supportAnswerPath, type SupportRequest } from '../api/support-requests.js';

interface AnswerValues {
  state: string | number | null;
  answer: string;
}

const LABELS = { state: T.supportAnswerState, answer: T.supportAnswerText };

/** Answers a request (`POST /technical-support/{id}/answer/`): the server mails it to the requester. */
export function SupportAnswerForm({ request }: { request: SupportRequest }) {
  const states = useOptionsQuery('/support-state/');
  const write = useApiWrite<SupportRequest>([SUPPORT_ENDPOINT]);
  const [sent, setSent] = useState(false);
  const form = usePortalForm<AnswerValues>({
    defaultValues: { state: request.state?.id ?? null, answer: '' },
  });

  async function send(values: AnswerValues): Promise<FormProblem | null> {
    setSent(false);
    try {
      await write.mutateAsync({
        method: 'POST',
        path: supportAnswerPath(request.id),
        body: { state: String(values.state), answer: values.answer.trim() },
      });
      form.reset({ state: values.state, answer: '' });
      setSent(true);
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <section aria-labelledby="support-answer-title">
      <h2 id="support-answer-title">{T.supportAnswerHeading}</h2>
      <p role="status">{sent ? T.supportAnswered : ''}</p>
      <PortalForm form={form} onValid={send} labels={LABELS}>
        <FormSelect name="state" label={T.supportAnswerState} required options={states} />
        <FormTextarea name="answer" label={T.supportAnswerText} required />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={T.saving}>
            {T.supportAnswerSubmit}
          </SubmitButton>
        </div>
      </PortalForm>
    </section>
  );
}
