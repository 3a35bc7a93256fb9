import { Link, useNavigate } from 'react-router';
import {
  ANNUAL_REPORT_FIELDS as F,
  ANNUAL_REPORT_TEXTS as T,
  PATHS,
  STAFF_WORKSPACE_TEXTS as W,
} from '@sfc/core';
import {
  applyServerFailure,
  PortalForm,
  usePortalForm,
  type FormProblem,
  FormNumberField,
} from '../../../components/form/index.js';
import type { FlashState } from '../../../components/staff-list/flash-notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { ANNUAL_REPORTS_ENDPOINT, type AnnualReport } from '../api/annual-reports.js';

/** `/dashboard/annual-report/create`: the defender picks the year; the draft opens at step 1. */
export function CreateAnnualReportScreen() {
  const navigate = useNavigate();
  const write = useApiWrite<AnnualReport>([ANNUAL_REPORTS_ENDPOINT]);
  const lastYear = new Date().getFullYear() - 1;
  const form = usePortalForm<{ year: string }>({ defaultValues: { year: String(lastYear) } });

  async function create(values: { year: string }): Promise<FormProblem | null> {
    try {
      const report = await write.mutateAsync({
        method: 'POST',
        path: ANNUAL_REPORTS_ENDPOINT,
        body: { year: Number(values.year) },
      });
      const state: FlashState = { notice: T.created(report.year) };
      void navigate(`${PATHS.dashboard}/annual-report/edit/${report.id}?step=1`, { state });
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <>
      <h1>{T.newReport}</h1>
      <p>
        <Link to={`${PATHS.dashboard}/annual-report`}>{T.listTitle}</Link>
      </p>
      <PortalForm form={form} onValid={create} labels={{ year: F.year }}>
        <FormNumberField name="year" label={F.year} hint={T.yearHint} required maxLength={4} />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={W.saving}>
            {T.create}
          </SubmitButton>
        </div>
      </PortalForm>
    </>
  );
}
