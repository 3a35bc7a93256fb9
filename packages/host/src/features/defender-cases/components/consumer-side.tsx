import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import {
  DEFENDER_CASE_TEXTS as T,
  STAFF_WORKSPACE_TEXTS as W,
  formatDisplayDate,
  formatDisplayDateTime,
} from '@sfc/core';
import {
  applyServerFailure,
  FormSelect,
  FormTextarea,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { Notice } from '../../../components/notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiRecord, useApiWrite, useOptionsQuery } from '../../../lib/server-state/index.js';
import type { DefenderCase, Voceria } from '../api/defender-cases.js';
import { CaseHistory } from './case-view.js';
import { DecisionDownload } from './decision-download.js';

const casePathOf = (id: string) => `/defender/complaints/${encodeURIComponent(id)}/`;
const OWN_VOCERIAS = '/defender/vocerias/';

/** The consumer's answer: the information the defender asked for, or whether the rectification satisfies them. */
function ConsumerAnswer({
  complaintId,
  action,
  onSent,
}: {
  complaintId: string;
  action: string;
  onSent: () => void;
}) {
  const write = useApiWrite<DefenderCase>([]);
  const form = usePortalForm<{ text: string }>({ defaultValues: { text: '' } });
  // Which of the two buttons submitted (read in `send`, after the click set it).
  const accepts = useRef<boolean | null>(null);
  async function send(values: { text: string }): Promise<FormProblem | null> {
    try {
      const body =
        action === 'reply' ? { accepts: accepts.current, text: values.text } : { text: values.text };
      await write.mutateAsync({ method: 'POST', path: `${casePathOf(complaintId)}${action}/`, body });
      onSent();
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }
  return (
    <PortalForm form={form} onValid={send} labels={{ text: T.consumerReplyLabel }}>
      <p>{action === 'reply' ? T.consumerQuestion : T.consumerInfoRequest}</p>
      <FormTextarea
        name="text"
        id="defender-answer"
        label={T.consumerReplyLabel}
        required={action !== 'reply'}
        maxLength={8000}
      />
      <div className="form-actions">
        {action === 'reply' ? (
          <>
            <SubmitButton
              busy={write.isPending}
              busyLabel={W.saving}
              onClick={() => (accepts.current = true)}
            >
              {T.consumerAccept}
            </SubmitButton>
            <SubmitButton
              variant="secondary"
              busy={write.isPending}
              busyLabel={W.saving}
              onClick={() => (accepts.current = false)}
            >
              {T.consumerRefuse}
            </SubmitButton>
          </>
        ) : (
          <SubmitButton busy={write.isPending} busyLabel={W.saving}>
            {T.consumerInfoSend}
          </SubmitButton>
        )}
      </div>
    </PortalForm>
  );
}

/**
 * On the consumer's complaint detail (`/customer/complaint/tracking/detail/:complaint_id`): the
 * procedure before the defender, when the complaint was escalated: stage, term, history, the
 * question for them, and the decision to download. Nothing when there is no case.
 */
export function ConsumerDefenderSection() {
  const { complaint_id: id = '' } = useParams();
  const valid = /^\d{1,10}$/.test(id);
  const record = useApiRecord<DefenderCase>(valid ? casePathOf(id) : null);
  // Kept here: once answered, the case moves on and the question's form goes away.
  const [answered, setAnswered] = useState(false);
  const c = record.data;
  if (!c) return null;
  return (
    <section aria-labelledby="defender-title" className="defender-section">
      <h2 id="defender-title">{T.consumerHeading}</h2>
      <p>
        {`${T.stageLabel}: ${c.outcome_name ?? c.stage_name}`}
        {c.due_day ? ` — ${T.dueLabel} ${formatDisplayDate(c.due_day)}` : ''}
      </p>
      {answered ? <Notice kind="success">{T.consumerReplySent}</Notice> : null}
      {c.actions.map((action) => (
        <ConsumerAnswer
          key={`${c.stage}-${action}`}
          complaintId={id}
          action={action}
          onSent={() => setAnswered(true)}
        />
      ))}
      {c.has_decision ? (
        <>
          <h3>{T.decisionHeading}</h3>
          <p style={{ whiteSpace: 'pre-wrap' }}>{c.decision_text}</p>
          <DecisionDownload path={`${casePathOf(id)}decision/`} code={c.codigo_queja} />
        </>
      ) : null}
      <CaseHistory events={c.events} withUsers={false} />
    </section>
  );
}

interface AskValues {
  entity_id: string | null;
  subject: string;
  request: string;
}

/** On the consumer's tracking screen: their vocerías with the entity's answers, and asking for one. */
export function ConsumerVocerias() {
  const list = useApiRecord<{ results: Voceria[] }>(`${OWN_VOCERIAS}?page_size=50`);
  const entities = useOptionsQuery('/company/');
  const write = useApiWrite<Voceria>([]);
  const [sent, setSent] = useState(false);
  const form = usePortalForm<AskValues>({ defaultValues: { entity_id: null, subject: '', request: '' } });
  async function send(values: AskValues): Promise<FormProblem | null> {
    try {
      await write.mutateAsync({
        method: 'POST',
        path: OWN_VOCERIAS,
        body: { ...values, entity_id: values.entity_id === null ? null : Number(values.entity_id) },
      });
      form.reset();
      setSent(true);
      void list.refetch();
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }
  const rows = list.data?.results ?? [];
  return (
    <section aria-labelledby="vocerias-title" className="defender-section">
      <h2 id="vocerias-title">{T.voceriasTitle}</h2>
      {rows.length > 0 ? (
        <ul className="voceria-list">
          {rows.map((v) => (
            <li key={v.id}>
              <strong>{v.subject}</strong>
              {` — ${v.entity.name} — ${v.status_name} (${formatDisplayDateTime(v.created_at)})`}
              {v.answer ? (
                <p style={{ whiteSpace: 'pre-wrap' }}>{`${T.voceriaAnswer}: ${v.answer}`}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>{T.newVoceria}</summary>
        <p>{T.newVoceriaIntro}</p>
        {sent ? <Notice kind="success">{T.voceriaSent}</Notice> : null}
        <PortalForm
          form={form}
          onValid={send}
          labels={{ entity_id: T.voceriaEntity, subject: T.voceriaSubject, request: T.voceriaRequest }}
        >
          <FormSelect
            name="entity_id"
            id="ask-voceria-entity"
            label={T.voceriaEntity}
            options={entities}
            required
          />
          <FormTextField
            name="subject"
            id="ask-voceria-subject"
            label={T.voceriaSubject}
            required
            maxLength={200}
          />
          <FormTextarea
            name="request"
            id="ask-voceria-request"
            label={T.voceriaRequest}
            required
            maxLength={8000}
          />
          <div className="form-actions">
            <SubmitButton busy={write.isPending} busyLabel={W.saving}>
              {T.voceriaSend}
            </SubmitButton>
          </div>
        </PortalForm>
      </details>
    </section>
  );
}
