import { useState } from 'react';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import {
  applyServerFailure,
  FormTextarea,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { COMPANIES_ENDPOINT } from '../api/companies.js';
import { MASSIVE_INACTIVATION_PATH } from '../api/massive-upload.js';

interface InactivationValues {
  codes: string;
}

/** The codes typed, one per comma, space or line ("1-7, 1-9\n14-1" → ["1-7", "1-9", "14-1"]). */
export function parseCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/u)
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
}

/** Massive inactivation (`POST /company/inactivations/ {codes}`): all the codes or none. */
export function MassiveInactivation() {
  const write = useApiWrite<{ inactivated: number }>([COMPANIES_ENDPOINT]);
  const [done, setDone] = useState<number | null>(null);
  const form = usePortalForm<InactivationValues>({ defaultValues: { codes: '' } });

  async function inactivate(values: InactivationValues): Promise<FormProblem | null> {
    setDone(null);
    try {
      const answer = await write.mutateAsync({
        method: 'POST',
        path: MASSIVE_INACTIVATION_PATH,
        body: { codes: parseCodes(values.codes) },
      });
      setDone(answer.inactivated);
      form.reset({ codes: '' });
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure, () => 'codes');
      throw error;
    }
  }

  return (
    <section aria-labelledby="massive-inactivation-title">
      <h2 id="massive-inactivation-title">{T.massiveInactivationTitle}</h2>
      <p>{T.massiveInactivationIntro}</p>
      <PortalForm form={form} onValid={inactivate} labels={{ codes: T.massiveInactivationCodes }}>
        <FormTextarea name="codes" label={T.massiveInactivationCodes} required rows={3} />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={T.saving}>
            {T.massiveInactivationSubmit}
          </SubmitButton>
        </div>
      </PortalForm>
      <p role="status">{done === null ? '' : T.massiveInactivationDone(done)}</p>
    </section>
  );
}
