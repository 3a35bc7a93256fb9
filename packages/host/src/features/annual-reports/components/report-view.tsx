import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ANNUAL_REPORT_FIELDS as F,
  ANNUAL_REPORT_STEPS,
  ANNUAL_REPORT_TEXTS as T,
  PATHS,
  STAFF_WORKSPACE_TEXTS as W,
  formatDisplayDateTime,
} from '@sfc/core';
import {
  applyServerFailure,
  FormTextarea,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { Notice } from '../../../components/notice.js';
import { RecordState } from '../../../components/screen-state.js';
import { FlashNotice, type FlashState } from '../../../components/staff-list/flash-notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { useServices } from '../../../lib/services.js';
import { ReportFile } from './report-file.js';
import { ApiCallError, useApiRecord, useApiWrite } from '../../../lib/server-state/index.js';
import {
  ANNUAL_REPORTS_ENDPOINT,
  reportDetailPath,
  reportPath,
  reportPdfPath,
  type AnnualReport,
  type FieldValue,
} from '../api/annual-reports.js';
import { TableBox } from '../../../components/table-box.js';

const SECTION_KEYS: Record<string, string[]> = {
  general: ['resumen', 'hechos_relevantes'],
  incident: ['hubo_incidentes', 'descripcion_incidentes'],
  attention: ['puntos_atencion', 'canales', 'personas_atendidas'],
  additional: ['reuniones_junta', 'descripcion_reuniones'],
};
const ENTITY_KEYS = [
  'recibidas',
  'tramitadas',
  'favor_consumidor',
  'favor_entidad',
  'tiempo_promedio_dias',
  'productos_motivos',
  'pronunciamientos',
  // The defender's casework figures (pre-filled from the cases and vocerías).
  'casos_recibidos',
  'casos_admitidos',
  'casos_no_admitidos',
  'casos_no_admitidos_causales',
  'casos_rectificados',
  'casos_favor_consumidor',
  'casos_favor_entidad',
  'vocerias',
  'casos_dias_habiles_promedio',
];

function shown(key: string, v: FieldValue | undefined): string {
  if (v === null || v === undefined || v === '') return '—';
  if (key === 'hubo_incidentes') return v === 'si' ? T.yesOption : T.noOption;
  return String(v);
}

function Fields({ keys, data }: { keys: string[]; data: Record<string, FieldValue> }) {
  return (
    <dl className="data-list">
      {keys.map((k) => (
        <div key={k}>
          <dt>{F[k as keyof typeof F]}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{shown(k, data[k])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Descargar PDF": fetched through the signed client, then saved (or opened) by the browser. */
function PdfButton({ report }: { report: AnnualReport }) {
  const { api } = useServices();
  const [failed, setFailed] = useState(false);
  async function download() {
    setFailed(false);
    const result = await api.get<Blob>(reportPdfPath(report.id), { responseType: 'blob' });
    if (!result.ok) {
      setFailed(true);
      return;
    }
    const url = URL.createObjectURL(result.data);
    const a = document.createElement('a');
    a.href = url;
    a.download = `informe-anual-${report.year}.pdf`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return (
    <>
      <button type="button" className="sfc-button-link" onClick={() => void download()}>
        {T.downloadPdf}
      </button>
      {failed ? <Notice kind="error">{T.pdfNotReady}</Notice> : null}
    </>
  );
}

/** The whole report, laid out for reading and printing, with its history. */
export function ReportDocument({ report, only }: { report: AnnualReport; only?: string }) {
  const steps = ANNUAL_REPORT_STEPS.filter((s) => !only || s.key === only || String(s.n) === only);
  return (
    <article className="annual-report">
      <dl className="data-list">
        <div>
          <dt>{T.stateLabel}</dt>
          <dd data-testid="report-state">{report.state_name}</dd>
        </div>
        <div>
          <dt>{T.defenderLabel}</dt>
          <dd>{report.dcf.name}</dd>
        </div>
        <div>
          <dt>{T.entitiesLabel}</dt>
          <dd>{report.entities.map((e) => e.name).join(', ')}</dd>
        </div>
        {report.submitted_at ? (
          <div>
            <dt>{T.submittedAtLabel}</dt>
            <dd>{formatDisplayDateTime(report.submitted_at)}</dd>
          </div>
        ) : null}
      </dl>
      {steps.map((step) => (
        <section key={step.key} aria-labelledby={`report-step-${step.n}`}>
          <h2 id={`report-step-${step.n}`}>{step.title}</h2>
          {step.key === 'company' ? (
            report.entities.map((e) => (
              <section key={e.id} aria-labelledby={`report-entity-${e.id}`}>
                <h3 id={`report-entity-${e.id}`}>{e.name}</h3>
                <Fields keys={ENTITY_KEYS} data={e.data} />
              </section>
            ))
          ) : step.key === 'attachments' ? (
            report.files.length === 0 ? (
              <p>{T.noAttachments}</p>
            ) : (
              <ul>
                {report.files.map((f) => (
                  <li key={f.id_storage}>
                    {f.name} <ReportFile reportId={report.id} file={f} />
                  </li>
                ))}
              </ul>
            )
          ) : (
            <Fields keys={SECTION_KEYS[step.key]!} data={report.sections[step.key as 'general'] ?? {}} />
          )}
        </section>
      ))}
      <section aria-labelledby="report-history">
        <h2 id="report-history">{T.historyHeading}</h2>
        <TableBox label={T.historyHeading}>
          <table className="staff-table">
            <caption className="visually-hidden">{T.historyHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{T.historyWhen}</th>
                <th scope="col">{T.historyWhat}</th>
                <th scope="col">{T.historyWho}</th>
                <th scope="col">{T.historyComment}</th>
              </tr>
            </thead>
            <tbody>
              {report.history.map((h, i) => (
                <tr key={i}>
                  <td>{formatDisplayDateTime(h.at)}</td>
                  <td>{h.action_name}</td>
                  <td>{h.user ?? '—'}</td>
                  <td style={{ whiteSpace: 'pre-wrap' }}>{h.comment ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </section>
    </article>
  );
}

/** The report id of the path (`.../{id}`) or, on the `fco/...` routes, of `?id=`. */
export function useReportId(): string {
  const { id } = useParams();
  const [search] = useSearchParams();
  return id ?? search.get('id') ?? '';
}

/** The report id of the URL when it is one (digits), else `null`: the missing-id state, not a wait. */
export function useValidReportId(): string | null {
  const id = useReportId();
  return /^\d+$/.test(id) ? id : null;
}

/** The report of the URL through the states of {@link RecordState}, back to the list it came from. */
function Loaded({
  registry = false,
  children,
}: {
  registry?: boolean;
  children: (report: AnnualReport) => React.ReactNode;
}) {
  const id = useValidReportId();
  const record = useApiRecord<AnnualReport>(id === null ? null : reportDetailPath(id));
  const back = registry
    ? { to: `${PATHS.dashboard}/register-annual-report`, label: T.registryTitle }
    : { to: `${PATHS.dashboard}/annual-report`, label: T.listTitle };
  return (
    <RecordState<AnnualReport> id={id} record={record} back={back}>
      {children}
    </RecordState>
  );
}

/** `/dashboard/annual-report/detail/{id}[/{step}]` and `register-annual-report/detail/{id}`. */
export function AnnualReportDetailScreen({
  registry = false,
  only,
}: {
  registry?: boolean;
  /** Shows one step only (`company` for the per-entity parts of `fco/company_report`). */
  only?: string;
}) {
  const { showStepDetail } = useParams();
  return (
    <Loaded registry={registry}>
      {(report) => (
        <>
          <h1>{T.detailTitle(report.year)}</h1>
          <p className="no-print">
            <Link to={`${PATHS.dashboard}/${registry ? 'register-annual-report' : 'annual-report'}`}>
              {registry ? T.registryTitle : T.listTitle}
            </Link>
          </p>
          <FlashNotice />
          <p className="form-actions no-print">
            {report.can_edit ? (
              <Link className="sfc-button-link" to={`${PATHS.dashboard}/annual-report/edit/${report.id}`}>
                {T.edit}
              </Link>
            ) : null}
            <button
              type="button"
              className="sfc-button-link sfc-button-link--secondary"
              onClick={() => window.print()}
            >
              {T.print}
            </button>
            {report.printable ? <PdfButton report={report} /> : null}
          </p>
          <ReportDocument report={report} only={only ?? showStepDetail} />
        </>
      )}
    </Loaded>
  );
}

/** The reviewer's decision: return with comments, or accept. */
export function ReviewPanel({ report }: { report: AnnualReport }) {
  const navigate = useNavigate();
  const write = useApiWrite<AnnualReport>([ANNUAL_REPORTS_ENDPOINT]);
  const form = usePortalForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const [error, setError] = useState<string | null>(null);

  async function decide(action: 'return' | 'accept', comment: string): Promise<FormProblem | null> {
    try {
      await write.mutateAsync({
        method: 'PUT',
        path: reportPath(report.id),
        body: comment.trim() ? { action, comment } : { action },
      });
      const state: FlashState = { notice: action === 'return' ? T.returnedDone : T.acceptedDone };
      void navigate(`${PATHS.dashboard}/register-annual-report`, { state });
      return null;
    } catch (e) {
      if (e instanceof ApiCallError) return applyServerFailure(form, e.failure);
      throw e;
    }
  }

  return (
    <section aria-labelledby="report-review">
      <h2 id="report-review">{T.reviewHeading}</h2>
      {error ? <Notice kind="error">{error}</Notice> : null}
      <PortalForm
        form={form}
        onValid={(v) => decide('return', v.comment)}
        labels={{ comment: T.commentLabel }}
      >
        <FormTextarea name="comment" label={T.commentLabel} required maxLength={4000} />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={W.saving}>
            {T.returnReport}
          </SubmitButton>
          <button
            type="button"
            className="sfc-button-link sfc-button-link--secondary"
            disabled={write.isPending}
            onClick={() => {
              setError(null);
              // What the reviewer typed goes with the acceptance (kept in the history and the mail).
              void decide('accept', form.getValues('comment')).then((problem) =>
                setError(problem?.message ?? null),
              );
            }}
          >
            {T.acceptReport}
          </button>
        </div>
      </PortalForm>
    </section>
  );
}

/** `/dashboard/register-annual-report/manage/{id}`: read the report, then return or accept it. */
export function ManageAnnualReportScreen() {
  return (
    <Loaded registry>
      {(report) => (
        <>
          <h1>{T.manageTitle}</h1>
          <p>
            <Link to={`${PATHS.dashboard}/register-annual-report`}>{T.registryTitle}</Link>
          </p>
          <p className="form-actions">{report.printable ? <PdfButton report={report} /> : null}</p>
          <h2>{T.detailTitle(report.year)}</h2>
          <ReportDocument report={report} />
          {report.can_review ? <ReviewPanel report={report} /> : null}
        </>
      )}
    </Loaded>
  );
}
