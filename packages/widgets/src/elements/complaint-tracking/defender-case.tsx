import { useState, type FormEvent } from 'react';
import {
  DEFENDER_CASE_TEXTS as D,
  formatDisplayDate,
  formatDisplayDateTimeWithZone,
  type ApiClient,
} from '@sfc/core';
import { DownloadButton } from '../../form/download-button/download-button.js';
import { TextField } from '../../form/text-field/text-field.js';
import { TextareaField } from '../../form/textarea-field/textarea-field.js';
import { errorText } from './action-error-text.js';
import { useKeyedLoad } from './use-keyed-load.js';

/** The consumer's view of a defender case (`GET /defender/complaints/{id}/`, the portal's call). */
export interface ConsumerDefenderCase {
  codigo_queja: string;
  stage_name: string;
  outcome_name: string | null;
  due_day: string | null;
  decision_text: string | null;
  has_decision: boolean;
  events: Array<{ id: number; kind_name: string; at: string; text: string | null; stage_name: string }>;
}

/** A vocería as `GET /defender/vocerias/` gives it to its consumer. */
export interface ConsumerVoceria {
  id: number;
  entity: { id: number; name: string };
  subject: string;
  request: string;
  status_name: string;
  answer: string | null;
  created_at: string;
}

const casePath = (complaintId: number) => `/defender/complaints/${complaintId}/`;
const VOCERIAS = '/defender/vocerias/';

/** A blob's object URL for the decision PDF (the download button saves it under its name). */
async function decisionUrl(api: ApiClient, complaintId: number): Promise<string | null> {
  const result = await api.get<Blob>(`${casePath(complaintId)}decision/`, { responseType: 'blob' });
  if (!result.ok) throw new Error(result.message);
  return URL.createObjectURL(result.data);
}

/**
 * On an escalated complaint's detail: its procedure before the consumer defender (stage and
 * term, the case's messages, the decision with its PDF), and the consumer's vocerías with the
 * form to ask for one. Nothing about the case when the complaint has none (404).
 */
export function DefenderCase({
  api,
  complaintId,
  entityName,
  headingLevel = 3,
}: {
  api: ApiClient;
  complaintId: number;
  entityName: string | null;
  headingLevel?: 2 | 3;
}) {
  const Sub = headingLevel === 2 ? 'h2' : 'h3';
  const { value: c } = useKeyedLoad(String(complaintId), async () => {
    const result = await api.get<ConsumerDefenderCase>(casePath(complaintId));
    return result.ok ? result.data : null;
  });
  return (
    <>
      {c ? (
        <section aria-labelledby="sfc-detail-defender" className="sfc-detail__defender">
          <Sub id="sfc-detail-defender">{D.consumerHeading}</Sub>
          <p>
            {`${D.stageLabel}: ${c.outcome_name ?? c.stage_name}`}
            {c.due_day ? ` — ${D.dueLabel} ${formatDisplayDate(c.due_day)}` : ''}
          </p>
          {c.events.length > 0 ? (
            <>
              <p className="sfc-detail__label">{D.historyHeading}</p>
              <ul className="sfc-detail__request-list">
                {c.events.map((e) => (
                  <li key={e.id}>
                    <p className="sfc-detail__label">{`${formatDisplayDateTimeWithZone(e.at)} — ${e.kind_name}`}</p>
                    {e.text ? <p className="sfc-detail__text">{e.text}</p> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {c.has_decision ? (
            <>
              <p className="sfc-detail__label">{D.decisionHeading}</p>
              {c.decision_text ? <p className="sfc-detail__text">{c.decision_text}</p> : null}
              <DownloadButton
                getUrl={() => decisionUrl(api, complaintId)}
                fileName={`decision-defensor-${c.codigo_queja}.pdf`}
                variant="link"
              >
                {D.downloadDecision}
              </DownloadButton>
            </>
          ) : null}
        </section>
      ) : null}
      <Vocerias api={api} entityName={entityName} Sub={Sub} />
    </>
  );
}

function Vocerias({ api, entityName, Sub }: { api: ApiClient; entityName: string | null; Sub: 'h2' | 'h3' }) {
  const { value, reload } = useKeyedLoad('vocerias', async () => {
    const [list, companies] = await Promise.all([
      api.get<{ results: ConsumerVoceria[] }>(`${VOCERIAS}?page_size=50`),
      api.get<{ results: Array<{ id: number; name: string }> }>('/company/?page_size=1000'),
    ]);
    return {
      rows: list.ok ? list.data.results : [],
      entities: companies.ok ? companies.data.results : [],
    };
  });
  const rows = value?.rows ?? [];
  const entities = value?.entities ?? [];
  const preset = entities.find((e) => e.name === entityName);
  const [entityId, setEntityId] = useState<string | null>(null);
  const chosen = entityId ?? (preset ? String(preset.id) : '');
  const [subject, setSubject] = useState('');
  const [request, setRequest] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (sending || chosen === '' || subject.trim() === '' || request.trim() === '') return;
    setSending(true);
    const result = await api.post<ConsumerVoceria>(VOCERIAS, {
      entity_id: Number(chosen),
      subject: subject.trim(),
      request: request.trim(),
    });
    setSending(false);
    if (!result.ok) {
      setError(errorText(result));
      return;
    }
    setError(null);
    setDone(D.voceriaSent);
    setSubject('');
    setRequest('');
    setShowErrors(false);
    await reload();
  };
  return (
    <section aria-labelledby="sfc-detail-vocerias" className="sfc-detail__vocerias">
      <Sub id="sfc-detail-vocerias">{D.voceriasTitle}</Sub>
      {rows.length > 0 ? (
        <ul className="sfc-detail__request-list">
          {rows.map((v) => (
            <li key={v.id}>
              <p className="sfc-detail__label">
                {`${v.subject} — ${v.entity.name} — ${v.status_name} (${formatDisplayDateTimeWithZone(v.created_at)})`}
              </p>
              {v.answer ? <p className="sfc-detail__text">{`${D.voceriaAnswer}: ${v.answer}`}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>{D.newVoceria}</summary>
        <p>{D.newVoceriaIntro}</p>
        <form noValidate onSubmit={(event) => void submit(event)} className="sfc-action__form">
          {error ? (
            <p role="alert" className="sfc-tracking__error">
              {error}
            </p>
          ) : null}
          <p role="status">{done ?? ''}</p>
          <div className="sfc-field">
            <label className="sfc-field__label" htmlFor="sfc-voceria-entity">
              {D.voceriaEntity}
              <span className="sfc-field__required" aria-hidden="true">
                *
              </span>
            </label>
            <select
              id="sfc-voceria-entity"
              className="sfc-input"
              required
              aria-invalid={showErrors && chosen === '' ? true : undefined}
              aria-describedby="sfc-voceria-entity-error"
              value={chosen}
              onChange={(event) => setEntityId(event.target.value)}
            >
              <option value="">—</option>
              {entities.map((e) => (
                <option key={e.id} value={String(e.id)}>
                  {e.name}
                </option>
              ))}
            </select>
            <p id="sfc-voceria-entity-error" className="sfc-field__error" aria-live="polite">
              {showErrors && chosen === '' ? D.entityRequired : ''}
            </p>
          </div>
          <TextField
            label={D.voceriaSubject}
            id="sfc-voceria-subject"
            required
            value={subject}
            onChange={setSubject}
            maxLength={200}
            showErrors={showErrors}
          />
          <TextareaField
            label={D.voceriaRequest}
            id="sfc-voceria-request"
            required
            value={request}
            onChange={setRequest}
            maxLength={8000}
            rows={4}
            showErrors={showErrors}
          />
          <p>
            <button type="submit" className="sfc-button" disabled={sending} aria-busy={sending || undefined}>
              {D.voceriaSend}
            </button>
          </p>
        </form>
      </details>
    </section>
  );
}
