import { Link } from 'react-router';
import {
  ANNUAL_REPORT_FIELDS as F,
  ANNUAL_REPORT_TEXTS as T,
  PATHS,
  STAFF_WORKSPACE_TEXTS as W,
} from '@sfc/core';
import {
  PortalForm,
  usePortalForm,
  type FormProblem,
  FormNumberField,
} from '../../../components/form/index.js';
import { useSaveAndReturn } from '../../../components/staff-list/use-save-and-return.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ANNUAL_REPORTS_ENDPOINT, type AnnualReport } from '../api/annual-reports.js';

/** `/dashboard/annual-report/create`: the defender picks the year; the draft opens at step 1. */
export function CreateAnnualReportScreen() {
  const lastYear = new Date().getFullYear() - 1;
  const form = usePortalForm<{ year: string }>({ defaultValues: { year: String(lastYear) } });
  const { saveAndReturn, busy } = useSaveAndReturn<AnnualReport, { year: string }>(form, [
    ANNUAL_REPORTS_ENDPOINT,
  ]);

  async function create(values: { year: string }): Promise<FormProblem | null> {
    return saveAndReturn(
      {
        method: 'POST',
        path: ANNUAL_REPORTS_ENDPOINT,
        body: { year: Number(values.year) },
      },
      (report) => ({
        to: `${PATHS.dashboard}/annual-report/edit/${report.id}?step=1`,
        notice: T.created(report.year),
      }),
    );
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
          <SubmitButton busy={busy} busyLabel={W.saving}>
            {T.create}
          </SubmitButton>
        </div>
      </PortalForm>
    </>
  );
}
