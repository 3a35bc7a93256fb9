import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ANNUAL_REPORT_FIELDS as F,
  ANNUAL_REPORT_STEPS,
  ANNUAL_REPORT_TEXTS as T,
  PATHS,
  STAFF_WORKSPACE_TEXTS as W,
  readFailure,
} from '@sfc/core';
import {
  applyServerFailure,
  FormFileField,
  FormRadioGroup,
  FormTextarea,
  PortalForm,
  usePortalForm,
  type FormProblem,
  FormNumberField,
} from '../../../components/form/index.js';
import { Notice } from '../../../components/notice.js';
import { RecordState } from '../../../components/screen-state.js';
import { FlashNotice, type FlashState } from '../../../components/staff-list/flash-notice.js';
import { useSaveAndReturn } from '../../../components/staff-list/use-save-and-return.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiRecord, useApiWrite } from '../../../lib/server-state/index.js';
import {
  ANNUAL_REPORTS_ENDPOINT,
  REPORT_ATTACH_PATH,
  reportDetailPath,
  reportPath,
  reportStepPath,
  type AnnualReport,
  type FieldValue,
} from '../api/annual-reports.js';
import { useValidReportId } from './report-view.js';
import { useFormDraft } from '../../../components/form/use-form-draft.js';

type Values = Record<string, unknown>;

const text = (v: FieldValue | undefined) => (v === null || v === undefined ? '' : String(v));
const ENTITY_NUMBERS = [
  'recibidas',
  'tramitadas',
  'favor_consumidor',
  'favor_entidad',
  'tiempo_promedio_dias',
  // The defender's casework figures (pre-filled from the cases and vocerías, editable).
  'casos_recibidos',
  'casos_admitidos',
  'casos_no_admitidos',
  'casos_rectificados',
  'casos_favor_consumidor',
  'casos_favor_entidad',
  'vocerias',
  'casos_dias_habiles_promedio',
] as const;
const ENTITY_TEXTS = ['productos_motivos', 'pronunciamientos', 'casos_no_admitidos_causales'] as const;

/** The values a step's form starts with: what the server has saved. */
function defaultsOf(report: AnnualReport, key: string): Values {
  if (key === 'company') {
    return {
      entities: report.entities.map((e) =>
        Object.fromEntries([...ENTITY_NUMBERS, ...ENTITY_TEXTS].map((f) => [f, text(e.data[f])])),
      ),
    };
  }
  if (key === 'attachments') return { files: [] };
  const section = report.sections[key as keyof AnnualReport['sections']] ?? {};
  return Object.fromEntries(Object.entries(section).map(([k, v]) => [k, text(v)]));
}

/** What a step's form sends: blanks as null (a draft may be half done). */
function bodyOf(report: AnnualReport, key: string, values: Values): unknown {
  const clean = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
  if (key === 'company') {
    const rows = (values.entities as Values[]) ?? [];
    return {
      entities: report.entities.map((e, i) => ({
        entity_id: e.id,
        ...Object.fromEntries(Object.entries(rows[i] ?? {}).map(([k, v]) => [k, clean(v)])),
      })),
    };
  }
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, clean(v)]));
}

function labelsOf(report: AnnualReport, key: string): Record<string, string> {
  if (key === 'company') {
    return Object.fromEntries(
      report.entities.flatMap((e, i) =>
        [...ENTITY_NUMBERS, ...ENTITY_TEXTS].map((f) => [`entities.${i}.${f}`, `${e.name}: ${F[f]}`]),
      ),
    );
  }
  return Object.fromEntries(Object.entries(F).map(([k, v]) => [k, v]));
}

/** The ids of step 2's controls (one fieldset per entity), for the error summary's links. */
function fieldIdsOf(report: AnnualReport, key: string): Record<string, string> {
  if (key !== 'company') return {};
  return Object.fromEntries(
    report.entities.flatMap((e, i) =>
      [...ENTITY_NUMBERS, ...ENTITY_TEXTS].map((f) => [`entities.${i}.${f}`, `entity-${e.id}-${f}`]),
    ),
  );
}

function StepFields({ report, stepKey }: { report: AnnualReport; stepKey: string }) {
  switch (stepKey) {
    case 'general':
      return (
        <>
          <FormTextarea name="resumen" label={F.resumen} required maxLength={4000} />
          <FormTextarea name="hechos_relevantes" label={F.hechos_relevantes} maxLength={4000} />
        </>
      );
    case 'company':
      return (
        <>
          <p>{T.prefilledIntro}</p>
          {report.entities.map((entity, i) => (
            <fieldset key={entity.id} className="report-entity">
              <legend>{entity.name}</legend>
              {ENTITY_NUMBERS.map((f) => (
                <FormNumberField
                  key={f}
                  name={`entities.${i}.${f}`}
                  id={`entity-${entity.id}-${f}`}
                  label={F[f]}
                  required
                  hint={entity.prefill[f] !== undefined ? T.prefilledHint(entity.prefill[f]) : undefined}
                />
              ))}
              {ENTITY_TEXTS.map((f) => (
                <FormTextarea
                  key={f}
                  name={`entities.${i}.${f}`}
                  id={`entity-${entity.id}-${f}`}
                  label={F[f]}
                  maxLength={4000}
                />
              ))}
            </fieldset>
          ))}
        </>
      );
    case 'incident':
      return (
        <>
          <FormRadioGroup
            name="hubo_incidentes"
            label={F.hubo_incidentes}
            required
            inline
            options={[
              { value: 'si', label: T.yesOption },
              { value: 'no', label: T.noOption },
            ]}
          />
          <FormTextarea name="descripcion_incidentes" label={F.descripcion_incidentes} maxLength={4000} />
        </>
      );
    case 'attention':
      return (
        <>
          <FormNumberField name="puntos_atencion" label={F.puntos_atencion} required />
          <FormTextarea name="canales" label={F.canales} required maxLength={1000} />
          <FormNumberField name="personas_atendidas" label={F.personas_atendidas} required />
        </>
      );
    case 'additional':
      return (
        <>
          <FormNumberField name="reuniones_junta" label={F.reuniones_junta} required />
          <FormTextarea name="descripcion_reuniones" label={F.descripcion_reuniones} maxLength={4000} />
        </>
      );
    default:
      return null;
  }
}

/** One step's form: "Guardar y continuar" saves it on the server and opens the next step. */
function StepForm({ report, n }: { report: AnnualReport; n: number }) {
  const step = ANNUAL_REPORT_STEPS.find((s) => s.n === n)!;
  const form = usePortalForm<Values>({ defaultValues: defaultsOf(report, step.key) });
  const { saveAndReturn, busy } = useSaveAndReturn<AnnualReport, Values>(form, [ANNUAL_REPORTS_ENDPOINT]);
  const draft = useFormDraft({ form, kind: `annual-report-step-${n}`, objectId: report.id });

  async function save(values: Values): Promise<FormProblem | null> {
    return saveAndReturn(
      {
        method: 'PUT',
        path: reportStepPath(report.id, n),
        body: bodyOf(report, step.key, values),
      },
      () => {
        // The step is saved on the server: its draft has done its work.
        void draft.submitted();
        return {
          to: `${PATHS.dashboard}/annual-report/edit/${report.id}?step=${n + 1}`,
          notice: T.draftSaved(step.title),
        };
      },
    );
  }

  return (
    <PortalForm
      form={form}
      onValid={save}
      labels={labelsOf(report, step.key)}
      fieldIds={fieldIdsOf(report, step.key)}
    >
      {draft.element}
      <StepFields report={report} stepKey={step.key} />
      <div className="form-actions">
        {n > 1 ? (
          <Link to={`${PATHS.dashboard}/annual-report/edit/${report.id}?step=${n - 1}`}>
            {T.previousStep}
          </Link>
        ) : null}
        <SubmitButton busy={busy} busyLabel={W.saving}>
          {T.saveAndContinue}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}

/** The last step: attachments, then the submission. */
function AttachAndSubmit({ report }: { report: AnnualReport }) {
  const navigate = useNavigate();
  const upload = useApiWrite<AnnualReport & { detail: string }>([ANNUAL_REPORTS_ENDPOINT]);
  const submit = useApiWrite<AnnualReport>([ANNUAL_REPORTS_ENDPOINT]);
  const save = useApiWrite<AnnualReport>([ANNUAL_REPORTS_ENDPOINT]);
  const [notice, setNotice] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const form = usePortalForm<{ files: File[] }>({ defaultValues: { files: [] } });
  const existing = report.files.map((f) => ({ name: f.name, size: f.size }));

  async function attach(values: { files: File[] }): Promise<FormProblem | null> {
    const body = new FormData();
    body.append('id', String(report.id));
    values.files.forEach((file, i) => body.append(`file-${i}`, file, file.name));
    try {
      const answer = await upload.mutateAsync({
        method: 'POST',
        path: REPORT_ATTACH_PATH,
        body,
        resumableUploads: true,
      });
      setNotice(answer.detail);
      form.reset({ files: [] });
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure, () => 'files');
      throw error;
    }
  }

  async function send() {
    setProblems([]);
    try {
      await save.mutateAsync({ method: 'PUT', path: reportStepPath(report.id, 6), body: {} });
      await submit.mutateAsync({ method: 'PUT', path: reportPath(report.id), body: { action: 'submit' } });
      const state: FlashState = { notice: T.submitted };
      void navigate(`${PATHS.dashboard}/annual-report/detail/${report.id}`, { state });
    } catch (error) {
      if (!(error instanceof ApiCallError)) throw error;
      const failure = readFailure(error.failure);
      setProblems([...Object.values(failure.fields), ...(failure.form ? [failure.form] : [])]);
    }
  }

  return (
    <>
      <section aria-labelledby="report-files">
        <h3 id="report-files">{T.attachmentsLabel}</h3>
        <p>{T.attachmentsIntro}</p>
        {notice ? <Notice kind="success">{notice}</Notice> : null}
        {report.files.length === 0 ? (
          <p>{T.noAttachments}</p>
        ) : (
          <ul>
            {report.files.map((f) => (
              <li key={f.id_storage}>{f.name}</li>
            ))}
          </ul>
        )}
        <PortalForm form={form} onValid={attach} labels={{ files: T.attachmentsLabel }}>
          <FormFileField name="files" label={T.attachmentsLabel} required existing={existing} />
          <div className="form-actions">
            <SubmitButton busy={upload.isPending} busyLabel={W.saving}>
              {T.attach}
            </SubmitButton>
          </div>
        </PortalForm>
      </section>
      <section aria-labelledby="report-send">
        <h3 id="report-send">{T.submit}</h3>
        {problems.length > 0 ? (
          <Notice kind="error">
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Notice>
        ) : null}
        <div className="form-actions">
          <Link to={`${PATHS.dashboard}/annual-report/edit/${report.id}?step=5`}>{T.previousStep}</Link>
          <button
            type="button"
            className="sfc-button-link"
            onClick={() => void send()}
            disabled={submit.isPending || save.isPending}
          >
            {T.submit}
          </button>
        </div>
      </section>
    </>
  );
}

/** `/dashboard/annual-report/edit/{id}?step=n`: the report's steps, one form at a time. */
export function EditAnnualReportScreen() {
  const id = useValidReportId();
  const [search] = useSearchParams();
  const record = useApiRecord<AnnualReport>(id === null ? null : reportDetailPath(id));
  const report = record.data;
  if (id === null || !report)
    return (
      <RecordState<AnnualReport>
        id={id}
        record={record}
        back={{ to: `${PATHS.dashboard}/annual-report`, label: T.listTitle }}
      >
        {() => null}
      </RecordState>
    );
  const requested = Number(search.get('step'));
  const firstPending = report.steps.find((s) => !s.complete)?.n ?? ANNUAL_REPORT_STEPS.length;
  const n = requested >= 1 && requested <= ANNUAL_REPORT_STEPS.length ? requested : firstPending;
  const step = ANNUAL_REPORT_STEPS[n - 1]!;
  return (
    <>
      <h1>{T.detailTitle(report.year)}</h1>
      <p>
        <Link to={`${PATHS.dashboard}/annual-report`}>{T.listTitle}</Link>
      </p>
      <FlashNotice />
      {report.state === 'returned' && report.last_comment ? (
        <Notice kind="info">
          <p>{T.returnedNotice}</p>
          <p>{report.last_comment}</p>
        </Notice>
      ) : null}
      {!report.can_edit ? (
        <Notice kind="info">{T.notEditable(report.state_name)}</Notice>
      ) : (
        <>
          <nav aria-label={T.stepsLabel}>
            <ol className="report-steps">
              {report.steps.map((s) => (
                <li key={s.n}>
                  <Link
                    to={`${PATHS.dashboard}/annual-report/edit/${report.id}?step=${s.n}`}
                    aria-current={s.n === n ? 'step' : undefined}
                  >
                    {s.title}
                  </Link>{' '}
                  <span>({s.complete ? T.stepComplete : T.stepPending})</span>
                </li>
              ))}
            </ol>
          </nav>
          <h2>{T.stepOf(n, ANNUAL_REPORT_STEPS.length, step.title)}</h2>
          {step.key === 'attachments' ? (
            <AttachAndSubmit report={report} />
          ) : (
            <StepForm key={`${report.id}-${n}`} report={report} n={n} />
          )}
        </>
      )}
    </>
  );
}
