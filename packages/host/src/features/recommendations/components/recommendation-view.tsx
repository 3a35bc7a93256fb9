import { useFieldArray } from 'react-hook-form';
import { Link } from 'react-router';
import {
  PATHS,
  RECOMMENDATION_FIELDS as F,
  RECOMMENDATION_TEXTS as T,
  STAFF_WORKSPACE_TEXTS as W,
  formatDisplayDate,
  formatDisplayDateTime,
} from '@sfc/core';
import {
  applyServerFailure,
  FormFileField,
  FormTextarea,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { useFormDraft } from '../../../components/form/use-form-draft.js';
import { Notice } from '../../../components/notice.js';
import { RecordState } from '../../../components/screen-state.js';
import { ActiveToggle } from '../../../components/staff-list/active-toggle.js';
import { FlashNotice } from '../../../components/staff-list/flash-notice.js';
import { useRecordId } from '../../../lib/use-record-id.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiRecord, useApiWrite } from '../../../lib/server-state/index.js';
import {
  FOLLOW_UP_PATHS,
  RECOMMENDATIONS_ENDPOINT,
  recommendationActivePath,
  recommendationPath,
  type Recommendation,
  type RecommendationTarget,
} from '../api/recommendations.js';
import { EvidenceFile } from './evidence-file.js';
import { RecommendationSummary } from './recommendation-steps.js';
import { TableBox } from '../../../components/table-box.js';

const BASE = `${PATHS.dashboard}/fco`;

type Kind = keyof typeof FOLLOW_UP_PATHS | 'reopen';

interface FollowUpValues {
  text: string;
  progress: string;
  files: File[];
  actions: { action: string; owner: string; due: string }[];
}

const SUBMIT: Record<Kind, string> = {
  action_plan: T.submitPlan,
  progress_report: T.submitProgress,
  answer: T.submitAnswer,
  tracing: T.recordTracing,
  close: T.close,
  reopen: T.reopen,
};

/** The fields of an action plan: one row (action, owner, date) per action. */
function ActionRows({
  form,
  prefix,
}: {
  form: ReturnType<typeof usePortalForm<FollowUpValues>>;
  prefix: string;
}) {
  const rows = useFieldArray({ control: form.control, name: 'actions' });
  return (
    <fieldset>
      <legend>{F.actions}</legend>
      {rows.fields.map((row, i) => (
        <fieldset key={row.id} className="report-entity">
          <legend>{T.actionN(i + 1)}</legend>
          <FormTextField
            name={`actions.${i}.action`}
            id={`${prefix}-action-${i}`}
            label={F.action}
            required
            maxLength={1000}
          />
          <FormTextField
            name={`actions.${i}.owner`}
            id={`${prefix}-owner-${i}`}
            label={F.owner}
            required
            maxLength={200}
          />
          <FormTextField
            name={`actions.${i}.due`}
            id={`${prefix}-due-${i}`}
            label={F.due}
            type="date"
            required
          />
          {rows.fields.length > 1 ? (
            <button
              type="button"
              className="sfc-button-link sfc-button-link--secondary"
              onClick={() => rows.remove(i)}
            >
              {T.removeAction(i + 1)}
            </button>
          ) : null}
        </fieldset>
      ))}
      <button
        type="button"
        className="sfc-button-link sfc-button-link--secondary"
        onClick={() => rows.append({ action: '', owner: '', due: '' })}
      >
        {T.addAction}
      </button>
    </fieldset>
  );
}

/** The evidence files go with the step itself; a draft keeps the typed fields. */
const FILE_FIELDS = ['files'] as const;

/** One follow-up step for one entity's copy: its form, sent as JSON or, with evidence, multipart. */
function FollowUpForm({ target, kind }: { target: RecommendationTarget; kind: Kind }) {
  const write = useApiWrite<Recommendation>([RECOMMENDATIONS_ENDPOINT]);
  const prefix = `t${target.id}-${kind}`;
  const form = usePortalForm<FollowUpValues>({
    defaultValues: { text: '', progress: '', files: [], actions: [{ action: '', owner: '', due: '' }] },
  });
  const draft = useFormDraft({
    form,
    kind: `recommendation-${kind.replace(/_/g, '-')}`,
    objectId: target.id,
    omit: FILE_FIELDS,
  });
  const withFiles = kind === 'action_plan' || kind === 'progress_report' || kind === 'answer';
  const textRequired = kind !== 'close' && kind !== 'reopen';
  const textLabel =
    kind === 'tracing' ? F.tracing : kind === 'answer' ? F.answer : kind === 'close' ? F.closeNote : F.text;

  async function send(values: FollowUpValues): Promise<FormProblem | null> {
    const fields: Record<string, unknown> = { target: target.id };
    if (kind !== 'reopen' && values.text.trim()) fields.text = values.text;
    if (kind === 'action_plan') fields.actions = values.actions;
    if (kind === 'progress_report') fields.progress = values.progress === '' ? '' : Number(values.progress);
    if (kind === 'reopen') fields.reopen = true;
    let body: unknown = fields;
    if (withFiles && values.files.length > 0) {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields))
        data.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      values.files.forEach((file, i) => data.append(`file-${i}`, file, file.name));
      body = data;
    }
    try {
      await write.mutateAsync({
        method: 'POST',
        path: FOLLOW_UP_PATHS[kind === 'reopen' ? 'close' : kind],
        body,
        resumableUploads: true,
      });
      void draft.submitted();
      form.reset();
      return null;
    } catch (error) {
      if (error instanceof ApiCallError)
        return applyServerFailure(form, error.failure, (name) =>
          name.startsWith('file') ? 'files' : (name as never),
        );
      throw error;
    }
  }

  const labels: Record<string, string> = { text: textLabel, progress: F.progress, files: F.evidence };
  return (
    <section aria-labelledby={`${prefix}-title`} className="follow-up-form">
      <h3 id={`${prefix}-title`}>{SUBMIT[kind]}</h3>
      <PortalForm form={form} onValid={send} labels={labels}>
        {draft.element}
        {kind !== 'reopen' ? (
          <FormTextarea
            name="text"
            id={`${prefix}-text`}
            label={textLabel}
            required={textRequired}
            maxLength={4000}
          />
        ) : null}
        {kind === 'action_plan' ? <ActionRows form={form} prefix={prefix} /> : null}
        {kind === 'progress_report' ? (
          <FormTextField
            name="progress"
            id={`${prefix}-progress`}
            label={F.progress}
            required
            inputMode="numeric"
            maxLength={3}
          />
        ) : null}
        {withFiles ? <FormFileField name="files" id={`${prefix}-files`} label={F.evidence} /> : null}
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={W.saving}>
            {SUBMIT[kind]}
          </SubmitButton>
        </div>
      </PortalForm>
    </section>
  );
}

function Events({ target, recId }: { target: RecommendationTarget; recId: number }) {
  return (
    <TableBox label={`${T.eventsHeading}: ${target.entity.name}`}>
      <table className="staff-table">
        <caption>{`${T.eventsHeading}: ${target.entity.name}`}</caption>
        <thead>
          <tr>
            <th scope="col">{T.eventWhen}</th>
            <th scope="col">{T.eventWhat}</th>
            <th scope="col">{T.eventWho}</th>
            <th scope="col">{T.eventText}</th>
          </tr>
        </thead>
        <tbody>
          {target.events.map((e) => (
            <tr key={e.id}>
              <td>{formatDisplayDateTime(e.at)}</td>
              <td>{e.kind_name}</td>
              <td>{e.user ?? '—'}</td>
              <td style={{ whiteSpace: 'pre-wrap' }}>
                {e.text ?? ''}
                {e.data?.progress !== undefined ? `\n${F.progress}: ${e.data.progress}` : ''}
                {e.data?.actions?.length ? (
                  <ul>
                    {e.data.actions.map((a, i) => (
                      <li key={i}>{`${a.action} — ${a.owner} — ${formatDisplayDate(a.due)}`}</li>
                    ))}
                  </ul>
                ) : null}
                {e.files.length > 0 ? (
                  <ul aria-label={F.evidence}>
                    {e.files.map((f) => (
                      <li key={f.id_storage}>
                        {f.name} <EvidenceFile recId={recId} file={f} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function formsFor(rec: Recommendation, target: RecommendationTarget): Kind[] {
  if (!rec.is_active) return [];
  if (rec.side === 'entity') {
    if (target.status === 'pending_plan') return ['action_plan'];
    if (target.status === 'in_progress') return ['progress_report', 'answer'];
    return [];
  }
  if (rec.side === 'issuer') {
    if (target.status === 'in_progress' || target.status === 'answered') return ['tracing', 'close'];
    if (target.status === 'closed') return ['reopen'];
  }
  return [];
}

/** `fco/recommendations/view?id=` (and `/tracking`): the recommendation and each copy's follow-up. */
export function RecommendationViewScreen() {
  const id = useRecordId();
  const record = useApiRecord<Recommendation>(id === null ? null : recommendationPath(id));
  const rec = record.data;
  if (id === null || !rec)
    return (
      <RecordState<Recommendation>
        id={id}
        record={record}
        back={{ to: `${BASE}/recommendationsHello`, label: T.homeTitle }}
      >
        {() => null}
      </RecordState>
    );
  const queue = rec.side === 'entity' ? `${BASE}/recommendations-ev` : `${BASE}/recommendations-dcf`;
  return (
    <>
      <h1>{rec.title}</h1>
      <p>
        <Link to={queue}>{rec.side === 'entity' ? T.evQueueTitle : T.dcfQueueTitle}</Link>
      </p>
      <FlashNotice />
      {!rec.is_active ? <Notice kind="info">{T.inactive}</Notice> : null}
      <RecommendationSummary rec={rec} />
      <dl className="data-list">
        <div>
          <dt>{T.issuerColumn}</dt>
          <dd>{rec.issuer.name}</dd>
        </div>
        {rec.issued_at ? (
          <div>
            <dt>{T.issuedAt}</dt>
            <dd>{formatDisplayDateTime(rec.issued_at)}</dd>
          </div>
        ) : null}
      </dl>
      {rec.side === 'issuer' ? (
        <p>
          <ActiveToggle
            look="button"
            name={rec.title}
            active={rec.is_active}
            invalidates={[RECOMMENDATIONS_ENDPOINT]}
            write={(next) => ({
              method: 'PATCH',
              path: recommendationActivePath(rec.id),
              body: { is_active: next },
            })}
          />
        </p>
      ) : null}
      {rec.targets.map((target) => (
        <section key={target.id} aria-labelledby={`target-${target.id}`}>
          <h2 id={`target-${target.id}`}>{target.entity.name}</h2>
          <dl className="data-list">
            <div>
              <dt>{T.statusColumn}</dt>
              <dd data-testid={`status-${target.entity.id}`}>{target.status_name}</dd>
            </div>
            <div>
              <dt>{T.dueColumn}</dt>
              <dd>
                {target.due_day
                  ? `${formatDisplayDate(target.due_day)} (${target.due_status_name})`
                  : target.due_status_name}
              </dd>
            </div>
          </dl>
          <Events target={target} recId={rec.id} />
          {formsFor(rec, target).map((kind) => (
            <FollowUpForm key={`${target.id}-${kind}-${target.events.length}`} target={target} kind={kind} />
          ))}
        </section>
      ))}
    </>
  );
}
