import { useState } from 'react';
import { MESSAGES, STAFF_WORKSPACE_TEXTS as T, companyImportHint } from '@sfc/core';
import {
  applyServerFailure,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { FormSpreadsheetField } from '../../../components/form/form-spreadsheet-field.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { useServices } from '../../../lib/services.js';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { COMPANIES_ENDPOINT } from '../api/companies.js';
import { MASSIVE_UPLOAD_PATH, type UploadReport } from '../api/massive-upload.js';
import { TableBox } from '../../../components/table-box.js';

interface UploadValues {
  file: File[];
}

/** The per-row report of an upload: the totals, then every row with its result and reasons. */
export function UploadReportTable({ report }: { report: UploadReport }) {
  const rows = [...report.rows].sort(
    (a, b) => Number(b.result === 'refused') - Number(a.result === 'refused') || a.row - b.row,
  );
  return (
    <section className="upload-report" aria-labelledby="upload-report-title">
      <h3 id="upload-report-title">{T.massiveUploadReport}</h3>
      <p role="status">
        {T.massiveUploadSummary(report.total_rows, report.created, report.updated, report.refused)}{' '}
        {T.massiveUploadApplied(report.created + report.updated)}
      </p>
      <TableBox label={report.file_name}>
        <table className="staff-table">
          <caption>{report.file_name}</caption>
          <thead>
            <tr>
              <th scope="col">{T.massiveUploadRow}</th>
              <th scope="col">{T.entityCode}</th>
              <th scope="col">{T.entityName}</th>
              <th scope="col">{T.massiveUploadResult}</th>
              <th scope="col">{T.massiveUploadReasons}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row} className={`upload-report__row--${row.result}`}>
                <th scope="row">{row.row}</th>
                <td>
                  {row.tipo_entidad}-{row.entidad_cod}
                </td>
                <td>{row.name}</td>
                <td>{T.massiveUploadResults[row.result]}</td>
                <td>{row.errors.join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </section>
  );
}

/**
 * Massive upload of entities (`POST /company/massive/`): one spreadsheet (xlsx, xls or csv) in
 * the spreadsheet-only drop zone; the server applies the valid rows in one transaction and
 * reports every row: created, updated, or refused with its reasons.
 */
export function MassiveUpload() {
  const write = useApiWrite<UploadReport>([COMPANIES_ENDPOINT]);
  const [report, setReport] = useState<UploadReport | null>(null);
  const form = usePortalForm<UploadValues>({ defaultValues: { file: [] } });
  const { api } = useServices();
  const [templateProblem, setTemplateProblem] = useState('');

  async function downloadTemplate() {
    setTemplateProblem('');
    const file = await api.request<Blob>('GET', `${MASSIVE_UPLOAD_PATH}template/`, { responseType: 'blob' });
    if (!file.ok) {
      setTemplateProblem(MESSAGES.genericError);
      return;
    }
    const url = URL.createObjectURL(file.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'plantilla-entidades.xlsx';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  async function upload(values: UploadValues): Promise<FormProblem | null> {
    const body = new FormData();
    const file = values.file[0] as File;
    body.append('file', file, file.name);
    setReport(null);
    try {
      setReport(await write.mutateAsync({ method: 'POST', path: MASSIVE_UPLOAD_PATH, body }));
      form.reset({ file: [] });
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <section aria-labelledby="massive-upload-title">
      <h2 id="massive-upload-title">{T.massiveUploadTitle}</h2>
      <p>{T.massiveUploadIntro}</p>
      <p>{companyImportHint()}</p>
      <p>
        <button
          type="button"
          className="sfc-button-link sfc-button-link--secondary"
          onClick={() => void downloadTemplate()}
        >
          {T.massiveUploadTemplate}
        </button>
      </p>
      {templateProblem ? <p role="alert">{templateProblem}</p> : null}
      <PortalForm form={form} onValid={upload} labels={{ file: T.massiveUploadFile }}>
        <FormSpreadsheetField name="file" label={T.massiveUploadFile} required />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={T.saving}>
            {T.massiveUploadSubmit}
          </SubmitButton>
        </div>
      </PortalForm>
      {report ? <UploadReportTable report={report} /> : null}
    </section>
  );
}
