import { useState } from 'react';
import {
  DEFENDER_CASE_TEXTS as T,
  DEFENDER_EXCLUSIONS,
  STAFF_WORKSPACE_TEXTS as W,
  formatDisplayDate,
  formatDisplayDateTime,
} from '@sfc/core';
import {
  applyServerFailure,
  FormRadioGroup,
  FormTextarea,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { Notice } from '../../../components/notice.js';
import { RecordState } from '../../../components/screen-state.js';
import { useRecordId } from '../../../lib/use-record-id.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { TableBox } from '../../../components/table-box.js';
import { ApiCallError, useApiRecord, useApiWrite } from '../../../lib/server-state/index.js';
import {
  CASES_ENDPOINT,
  caseActionPath,
  caseDecisionPath,
  casePath,
  type CaseEvent,
  type DefenderCase,
} from '../api/defender-cases.js';
import { CASEWORK_BASE } from './casework-base.js';
import { DecisionDownload } from './decision-download.js';

interface StepValues {
  text: string;
  party: string | null;
  days: string;
  reason: string | null;
  outcome: string | null;
  tipo: string | null;
}

const PARTY = [
  { value: 'consumer', label: T.partyConsumer },
  { value: 'entity', label: T.partyEntity },
];
const OUTCOMES = [
  { value: 'favour', label: 'A favor del consumidor' },
  { value: 'partial', label: 'Parcialmente a favor del consumidor' },
  { value: 'against', label: 'A favor de la entidad' },
];
const REASONS = Object.entries(DEFENDER_EXCLUSIONS).map(([value, label]) => ({ value, label }));
const ANSWER_KINDS = Object.entries(T.answerKinds).map(([value, label]) => ({ value, label }));

/** The body each action sends, from the form's values. */
function bodyOf(action: string, v: StepValues): Record<string, unknown> {
  if (action === 'entity_answer') return { tipo: v.tipo, texto: v.text };
  const body: Record<string, unknown> = { text: v.text };
  if (action === 'request_info')
    Object.assign(body, { party: v.party, days: v.days === '' ? null : Number(v.days) });
  if (action === 'extend') body.days = v.days === '' ? null : Number(v.days);
  if (action === 'reject') body.reason = v.reason;
  if (action === 'decide') body.outcome = v.outcome;
  return body;
}

/** One action's form: the fields it takes, sent to `POST /dcf/cases/{id}/{action}/`. */
function ActionForm({ c, action, onDone }: { c: DefenderCase; action: string; onDone: () => void }) {
  const write = useApiWrite<DefenderCase>([CASES_ENDPOINT]);
  const form = usePortalForm<StepValues>({
    defaultValues: { text: '', party: null, days: '', reason: null, outcome: null, tipo: null },
  });
  const prefix = `case-${action}`;
  const title = T.actionNames[action] ?? action;
  async function send(values: StepValues): Promise<FormProblem | null> {
    try {
      await write.mutateAsync({
        method: 'POST',
        path: caseActionPath(c.id, action),
        body: bodyOf(action, values),
      });
      form.reset();
      onDone();
      return null;
    } catch (error) {
      if (error instanceof ApiCallError)
        return applyServerFailure(form, error.failure, (name) =>
          name === 'texto' ? 'text' : (name as never),
        );
      throw error;
    }
  }
  const textRequired = !['admit', 'extend', 'general_interest'].includes(action);
  const labels: Record<string, string> = {
    party: T.partyLabel,
    days: T.daysLabel,
    reason: T.reasonLabel,
    outcome: T.outcomeChoice,
    tipo: T.answerKindLabel,
    text: T.textLabel,
  };
  return (
    <section aria-labelledby={`${prefix}-title`} className="follow-up-form">
      <h3 id={`${prefix}-title`}>{title}</h3>
      <PortalForm form={form} onValid={send} labels={labels}>
        {action === 'request_info' ? (
          <FormRadioGroup name="party" id={`${prefix}-party`} label={T.partyLabel} options={PARTY} required />
        ) : null}
        {action === 'request_info' || action === 'extend' ? (
          <FormTextField
            name="days"
            id={`${prefix}-days`}
            label={T.daysLabel}
            required
            inputMode="numeric"
            maxLength={1}
          />
        ) : null}
        {action === 'reject' ? (
          <FormRadioGroup
            name="reason"
            id={`${prefix}-reason`}
            label={T.reasonLabel}
            options={REASONS}
            required
          />
        ) : null}
        {action === 'decide' ? (
          <FormRadioGroup
            name="outcome"
            id={`${prefix}-outcome`}
            label={T.outcomeChoice}
            options={OUTCOMES}
            required
          />
        ) : null}
        {action === 'entity_answer' ? (
          <FormRadioGroup
            name="tipo"
            id={`${prefix}-tipo`}
            label={T.answerKindLabel}
            options={ANSWER_KINDS}
            required
          />
        ) : null}
        <FormTextarea
          name="text"
          id={`${prefix}-text`}
          label={T.textLabel}
          required={textRequired}
          maxLength={8000}
        />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={W.saving}>
            {title}
          </SubmitButton>
        </div>
      </PortalForm>
    </section>
  );
}

/** The case's history, oldest first. */
export function CaseHistory({ events, withUsers }: { events: CaseEvent[]; withUsers: boolean }) {
  return (
    <TableBox label={T.historyHeading}>
      <table className="staff-table">
        <caption>{T.historyHeading}</caption>
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <th scope="col">Paso</th>
            <th scope="col">{T.stageLabel}</th>
            {withUsers ? <th scope="col">Quién</th> : null}
            <th scope="col">{T.textLabel}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id}>
              <td>{formatDisplayDateTime(e.at)}</td>
              <td>{e.kind_name}</td>
              <td>
                {e.due_day ? `${e.stage_name} (${T.dueLabel} ${formatDisplayDate(e.due_day)})` : e.stage_name}
              </td>
              {withUsers ? <td>{e.user ?? '—'}</td> : null}
              <td style={{ whiteSpace: 'pre-wrap' }}>{e.text ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/** The case's essentials: stage, term, outcome, the complaint and the escalation's reason. */
export function CaseSummary({ c }: { c: DefenderCase }) {
  return (
    <dl className="record-summary">
      <dt>{T.colEntity}</dt>
      <dd>{c.entity.name}</dd>
      <dt>{T.colConsumer}</dt>
      <dd>{c.consumer}</dd>
      <dt>{T.stageLabel}</dt>
      <dd>{c.stage_name}</dd>
      {c.due_day ? (
        <>
          <dt>{T.dueLabel}</dt>
          <dd>{`${formatDisplayDate(c.due_day)} (${c.due_status_name}) — ${T.colAwaiting}: ${c.awaiting_name}`}</dd>
        </>
      ) : null}
      {c.outcome_name ? (
        <>
          <dt>{T.outcomeLabel}</dt>
          <dd>
            {c.rejection_reason_name ? `${c.outcome_name}: ${c.rejection_reason_name}` : c.outcome_name}
          </dd>
        </>
      ) : null}
      <dt>{T.complaintHeading}</dt>
      <dd style={{ whiteSpace: 'pre-wrap' }}>{c.texto_queja}</dd>
      {c.argumento_escalamiento ? (
        <>
          <dt>{T.escalationReason}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{c.argumento_escalamiento}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** `fco/defender-cases/view?id=`: one case, its history and the actions its stage allows. */
export function CaseViewScreen() {
  const id = useRecordId();
  const record = useApiRecord<DefenderCase>(id === null ? null : casePath(id));
  const [done, setDone] = useState(false);
  const back = { to: `${CASEWORK_BASE}/defender-cases`, label: T.queueTitle };
  return (
    <RecordState id={id} record={record} back={back}>
      {(c) => (
        <>
          <h1>{T.caseTitle(c.codigo_queja)}</h1>
          {done ? <Notice kind="success">{T.actionDone}</Notice> : null}
          <CaseSummary c={c} />
          {c.has_decision ? (
            <section aria-labelledby="decision-title">
              <h2 id="decision-title">{T.decisionHeading}</h2>
              <p style={{ whiteSpace: 'pre-wrap' }}>{c.decision_text}</p>
              <DecisionDownload path={caseDecisionPath(c.id)} code={c.codigo_queja} />
            </section>
          ) : null}
          {c.actions.length > 0 ? (
            <section aria-labelledby="actions-title">
              <h2 id="actions-title">{T.actionsHeading}</h2>
              {c.actions.map((action) => (
                <ActionForm key={`${c.stage}-${action}`} c={c} action={action} onDone={() => setDone(true)} />
              ))}
            </section>
          ) : null}
          <CaseHistory events={c.events} withUsers />
        </>
      )}
    </RecordState>
  );
}
