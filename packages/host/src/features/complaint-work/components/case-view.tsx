import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CASE_WORK_TEXTS as C,
  PATHS,
  STAFF_COMPLAINT_SCREEN_TEXTS as T,
  formatDisplayDateTime,
} from '@sfc/core';
import { ScreenState, failureKind } from '../../../components/screen-state.js';
import { useServices } from '../../../lib/services.js';
import { ApiCallError, fetchListPage, useApiRecord, useApiWrite } from '../../../lib/server-state/index.js';
import { QUEUE_ENDPOINT, monitoringPath, type ComplaintRow, type Monitoring } from '../api/complaint-work.js';
import {
  caseActionPath,
  caseFilePath,
  caseTimelinePath,
  type CaseDocument,
  type CaseEvent,
  type CaseFile,
} from '../api/case-file.js';
import { nextCodeOnPage, readQueueMemory, writeQueueMemory } from '../hooks/queue-memory-store.js';
import { CaseComposer } from './case-composer.js';
import { CaseTimeline } from './case-timeline.js';
import { IntegrityMark } from './integrity-mark.js';
import { DeadlineBadge, detailRoute, showDay } from './complaint-cells.js';
import { EntityRequests } from './entity-requests.js';
import { entityLabel, useEntityTypeNames } from '../api/use-entity-choices.js';
import { InternalDocuments } from './internal-documents.js';

const QUEUE_PATH = `${PATHS.dashboard}/complaints/management`;

/** A `dt`/`dd` pair; an empty value shows «—». */
function Item({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <dt>{label}</dt>
      <dd>{empty ? C.empty : children}</dd>
    </div>
  );
}

const money = (value: number | null | undefined) =>
  value === null || value === undefined
    ? null
    : new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(
        value,
      );

/** Any catalog value the server sends (a name, a code or an object with one) as text. */
const shown = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') {
    const named = value as { name?: unknown; code?: unknown };
    return shown(named.name ?? named.code);
  }
  return String(value);
};

function Documents({ documents }: { documents: readonly CaseDocument[] }) {
  if (documents.length === 0) return <p>{T.noAttachments}</p>;
  return (
    <ul>
      {documents.map((doc) => (
        <li key={doc.id_storage}>
          {doc.url_file ? (
            <a href={doc.url_file} aria-label={T.download(doc.name)}>
              {doc.name}
            </a>
          ) : (
            doc.name
          )}
          {doc.created_at ? ` (${formatDisplayDateTime(doc.created_at)})` : ''}
        </li>
      ))}
    </ul>
  );
}

/** The complaint itself: everything the server knows, in reading order. */
function CaseBody({ file }: { file: CaseFile }) {
  const c = file.case;
  return (
    <>
      <section aria-labelledby="case-complaint">
        <h2 id="case-complaint">{C.complaintHeading}</h2>
        <p className="multiline-text case-view__text">{c.texto_queja ?? ''}</p>
        <dl className="data-list">
          <Item label={C.motive}>{shown(c.motive)}</Item>
          <Item label={T.product}>{shown(c.product)}</Item>
          <Item label={C.channel}>{shown(c.channel)}</Item>
          <Item label={C.place}>
            {[c.place?.municipio, c.place?.departamento].filter(Boolean).join(', ') || null}
          </Item>
          <Item label={C.amount}>{money(c.amounts?.monto_reclamado)}</Item>
          <Item label={C.fraud}>{shown(c.fraud?.tipo_fraude) ?? shown(c.fraud?.modalidad_fraude)}</Item>
          <Item label={C.favourability}>{shown(c.favourability?.a_favor_de)}</Item>
          <Item label={C.apoderado}>{c.apoderado?.es_apoderado ? (c.apoderado.nombre ?? C.yes) : C.no}</Item>
        </dl>
      </section>
      <section aria-labelledby="case-consumer">
        <h2 id="case-consumer">{C.consumerHeading}</h2>
        <dl className="data-list">
          <Item label={T.consumer}>{c.consumer.nombres}</Item>
          <Item label={T.identification}>{c.consumer.numero_id}</Item>
          <Item label={T.email}>{c.consumer.correo}</Item>
        </dl>
        <h3>{C.attachmentsHeading}</h3>
        <Documents documents={c.consumer_documents} />
      </section>
      <section aria-labelledby="case-entity-answer">
        <h2 id="case-entity-answer">{C.entityAnswerHeading}</h2>
        {c.entity_answer?.answered ? (
          <>
            <p>{c.entity_answer.fecha_cierre ? formatDisplayDateTime(c.entity_answer.fecha_cierre) : ''}</p>
            <Documents documents={c.entity_answer.documents} />
          </>
        ) : (
          <p>{C.noEntityAnswer}</p>
        )}
      </section>
    </>
  );
}

/** The side column: state, entity, assignment (with «Tomarla») and the deadline. */
function CaseProperties({ file, onTaken }: { file: CaseFile; onTaken: () => void }) {
  const write = useApiWrite([QUEUE_ENDPOINT]);
  const [message, setMessage] = useState('');
  const types = useEntityTypeNames();
  const d = file.deadline;
  async function take() {
    setMessage('');
    try {
      await write.mutateAsync({ method: 'POST', path: caseActionPath(file.complaint.id, 'take'), body: {} });
      setMessage(C.taken);
      onTaken();
    } catch (error) {
      if (!(error instanceof ApiCallError)) throw error;
      setMessage(error.message);
    }
  }
  return (
    <aside className="case-view__side" aria-labelledby="case-properties">
      <h2 id="case-properties">{C.propertiesHeading}</h2>
      <dl className="data-list data-list--stacked">
        <Item label={T.state}>{file.case.state.name}</Item>
        <Item label={T.entity}>{entityLabel(file.complaint.entity, types)}</Item>
        <Item label={T.filedAt}>{formatDisplayDateTime(file.case.fecha_creacion)}</Item>
        {file.case.fecha_cierre ? (
          <Item label={T.closedAt}>{formatDisplayDateTime(file.case.fecha_cierre)}</Item>
        ) : null}
        <Item label={T.direction}>{file.assignment.direction?.name ?? T.notAssigned}</Item>
        <Item label={T.analyst}>{file.assignment.analyst?.name ?? T.notAssigned}</Item>
      </dl>
      {file.internal && file.case.fecha_cierre === null ? (
        <p>
          <button
            type="button"
            className="sfc-button sfc-button--secondary"
            onClick={() => void take()}
            disabled={write.isPending}
          >
            {C.takeIt}
          </button>{' '}
          <span className="case-composer__hint">{C.takeHint}</span>
        </p>
      ) : null}
      <p role="status">{message}</p>
      <h2 id="case-deadline">{C.deadlineHeading}</h2>
      <dl className="data-list data-list--stacked" aria-labelledby="case-deadline">
        <Item label={T.deadline}>
          <DeadlineBadge deadline={d} />
        </Item>
        <Item label={T.regime}>{T.regimes[d.regime] ?? d.regime}</Item>
        <Item label={T.term}>{T.termDays(d.term_days, d.extension_days)}</Item>
        <Item label={T.dueDay}>{showDay(d.due_day)}</Item>
        <Item label={T.daysLeft}>{String(d.days_left)}</Item>
        <Item label={T.suspendedDays}>{String(d.suspended_days)}</Item>
      </dl>
    </aside>
  );
}

/**
 * The case view of `/dashboard/complaints/management/detail/{code}`: the complaint in a readable
 * column, its properties and deadline beside it (stacked on a phone), one timeline of what every
 * party did and one composer for every action. «Volver» returns to the view the analyst came
 * from (its filters, page and scroll); «Guardar y siguiente» opens the next complaint of it.
 */
export function CaseView({ row }: { row: ComplaintRow }) {
  const navigate = useNavigate();
  const { api } = useServices();
  const file = useApiRecord<CaseFile>(caseFilePath(row.id));
  const timeline = useApiRecord<{ results: CaseEvent[] }>(caseTimelinePath(row.id));
  const monitoring = useApiRecord<Monitoring>(file.data?.internal ? monitoringPath(row.id) : null);
  const [notice, setNotice] = useState('');
  const memory = readQueueMemory();
  const back = {
    to: memory?.url ?? QUEUE_PATH,
    label: memory?.viewLabel ? C.backToView(memory.viewLabel) : C.backToQueue,
  };

  async function openNext() {
    const code = row.codigo_queja;
    let next = nextCodeOnPage(memory, code);
    if (next === null && memory) {
      // The last row of the page: the first of the view's next page (this one may have left the view).
      const page = Number(memory.query.page ?? 1) + 1;
      try {
        const answer = await fetchListPage<ComplaintRow>(api, QUEUE_ENDPOINT, { ...memory.query, page });
        const codes = answer.results.map((r) => r.codigo_queja);
        writeQueueMemory({ codes: [code, ...codes], query: { ...memory.query, page } });
        next = codes.find((c) => c !== code) ?? null;
      } catch {
        next = null;
      }
    }
    if (next === null) setNotice(C.noNext);
    else void navigate(detailRoute(next));
  }

  if (file.isError) {
    const kind = failureKind(file.error);
    return <ScreenState kind={kind} back={back} onRetry={() => void file.refetch()} />;
  }
  const data = file.data;
  return (
    <>
      <h1>{C.caseTitle(row.codigo_queja)}</h1>
      <p className="page-links">
        <Link to={back.to}>{back.label}</Link>
        {' · '}
        <Link
          to={`${PATHS.dashboard}/complaints/management/monitoring/${encodeURIComponent(row.codigo_queja)}`}
        >
          {T.monitoringLink}
        </Link>
        {' · '}
        <Link to={`${PATHS.dashboard}/complaints/historical/${encodeURIComponent(row.codigo_queja)}`}>
          {T.historyLink}
        </Link>
      </p>
      <p role="status">{notice}</p>
      {!data ? (
        <p role="status">{T.loading}</p>
      ) : (
        <div className="case-view">
          <div className="case-view__main">
            <CaseBody file={data} />
            <section aria-labelledby="case-timeline">
              <h2 id="case-timeline">{C.timelineHeading}</h2>
              <IntegrityMark complaintId={row.id} />
              {timeline.data ? (
                <CaseTimeline events={timeline.data.results} headingId="case-timeline" />
              ) : (
                <p role="status">{T.loading}</p>
              )}
            </section>
            <EntityRequests
              requests={data.entity_requests}
              canAnswer={!data.internal}
              onAnswered={() => {
                void file.refetch();
                void timeline.refetch();
              }}
            />
            {data.internal ? (
              <CaseComposer
                file={data}
                onSaved={(_, next) => {
                  void file.refetch();
                  void timeline.refetch();
                  if (next) void openNext();
                }}
              />
            ) : null}
            {data.internal && monitoring.data ? (
              <InternalDocuments complaintId={row.id} documents={monitoring.data.documents} />
            ) : null}
          </div>
          <CaseProperties
            file={data}
            onTaken={() => {
              void file.refetch();
              void timeline.refetch();
            }}
          />
        </div>
      )}
    </>
  );
}
