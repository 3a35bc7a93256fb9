import { useState } from 'react';
import { PORTAL_TEXTS as P, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import {
  applyServerFailure,
  FormPhoneField,
  PortalForm,
  usePortalForm,
  type FormProblem,
  FormEmailField,
  FormNameFields,
} from '../../../components/form/index.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { CONSUMERS_ENDPOINT, consumerPath, type ConsumerDetail } from '../api/consumers.js';

interface CorrectionValues {
  first_name: string;
  second_name: string;
  first_last_name: string;
  second_last_name: string;
  email: string;
  phone: string;
}

const LABELS: Record<keyof CorrectionValues, string> = {
  first_name: P.firstNameLabel,
  second_name: P.secondNameLabel,
  first_last_name: P.firstLastNameLabel,
  second_last_name: P.secondLastNameLabel,
  email: P.emailLabel,
  phone: P.phoneLabel,
};

/** Corrects a consumer's names, e-mail and phone (`PATCH /userscfmanagement/{id}/`). */
export function ConsumerCorrectionForm({ consumer }: { consumer: ConsumerDetail }) {
  const write = useApiWrite<ConsumerDetail>([CONSUMERS_ENDPOINT]);
  const [saved, setSaved] = useState(false);
  const form = usePortalForm<CorrectionValues>({
    defaultValues: {
      first_name: consumer.first_name ?? '',
      second_name: consumer.second_name ?? '',
      first_last_name: consumer.first_last_name ?? '',
      second_last_name: consumer.second_last_name ?? '',
      email: consumer.email,
      phone: consumer.phone ?? '',
    },
  });

  async function save(values: CorrectionValues): Promise<FormProblem | null> {
    setSaved(false);
    const body = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
    if (body.phone === '') delete body.phone;
    try {
      await write.mutateAsync({ method: 'PATCH', path: consumerPath(consumer.id), body });
      setSaved(true);
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <section aria-labelledby="consumer-correct-title">
      <h3 id="consumer-correct-title">{T.consumerCorrectHeading}</h3>
      <p role="status">{saved ? T.consumerCorrected : ''}</p>
      <PortalForm form={form} onValid={save} labels={LABELS}>
        <div className="form-grid">
          <FormNameFields />
          <FormEmailField />
          <FormPhoneField name="phone" label={P.phoneLabel} />
        </div>
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={T.saving}>
            {T.save}
          </SubmitButton>
        </div>
      </PortalForm>
    </section>
  );
}
