import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { COMPLAINT_STATE, PATHS, STAFF_COMPLAINT_SCREEN_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import {
  applyServerFailure,
  FormSelect,
  FormTextarea,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { failureKind, RecordState, ScreenState } from '../../../components/screen-state.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiRecord, useApiWrite, usePageQuery } from '../../../lib/server-state/index.js';
import {
  QUEUE_ENDPOINT,
  detailPath,
  monitoringPath,
  type ComplaintDetailView,
  type ComplaintRow,
  type Monitoring,
} from '../api/complaint-work.js';
import { useFilterValues } from '../api/use-filter-values.js';
import { DeadlineBadge, detailRoute } from './complaint-cells.js';
import { InternalDocuments } from './internal-documents.js';
import { caseFilePath, type CaseFile } from '../api/case-file.js';
import { CaseView } from './case-view.js';
import { SuspensionSection } from './suspension-section.js';

/** The queue row of the complaint `code` (its id, deadline and assignment), through the queue's scope. */
export function useComplaintRow(code: string) {
  const query = useMemo(
    () => ({
      filters: JSON.stringify([{ column: 'codigo_queja', operator: 'equals', value: code }]),
      page: 1,
      page_size: 1,
    }),
    [code],
  );
  const page = usePageQuery<ComplaintRow>(QUEUE_ENDPOINT, query);
  return {
    row: page.data?.results[0] ?? null,
    loading: page.isPending,
    error: page.error,
    refetch: page.refetch,
  };
}

/** A `dt`/`dd` pair. */
function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const multiline = (text: string | null | undefined) => <span className="multiline-text">{text ?? ''}</span>;

/** `/dashboard/complaints/management/detail/{code}`: the staff view of one complaint and its work. */
export function ComplaintDetailScreen({ code }: { code: string }) {
  const { row, loading, error, refetch } = useComplaintRow(code);
  const detail = useApiRecord<ComplaintDetailView>(detailPath(code));
  const monitoring = useApiRecord<Monitoring>(row ? monitoringPath(row.id) : null);
  // The case workspace when the server offers it; the sections below while it does not.
  const caseFile = useApiRecord<CaseFile>(row ? caseFilePath(row.id) : null);
  const view = detail.data;
  const problem = error ?? detail.error;
  // `#complaint-files` and the like (the spec's section routes) scroll to their section once shown.
  const { hash } = useLocation();
  const shown = Boolean(view && row);
  useEffect(() => {
    if (shown && hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [shown, hash]);

  const queue = { to: `${PATHS.dashboard}/complaints/management`, label: T.backToQueue };
  // A complaint outside the caller's queue (another entity's, a wrong code) is not found, not a wait.
  if (problem || (!loading && view && !row)) {
    const kind = problem ? failureKind(problem) : 'not-found';
    return (
      <ScreenState
        kind={kind}
        back={queue}
        message={kind === 'error' ? problem?.message : undefined}
        onRetry={() => {
          void refetch();
          void detail.refetch();
        }}
      />
    );
  }

  if (row && caseFile.data) return <CaseView row={row} />;
  const caseLoading = row !== null && caseFile.isPending;

  return (
    <>
      <h1>{T.detailTitle(code)}</h1>
      <p className="page-links">
        <Link to={`${PATHS.dashboard}/complaints/management`}>{T.backToQueue}</Link>
        {' · '}
        <Link to={`${PATHS.dashboard}/complaints/management/monitoring/${encodeURIComponent(code)}`}>
          {T.monitoringLink}
        </Link>
        {' · '}
        <Link to={`${PATHS.dashboard}/complaints/historical/${encodeURIComponent(code)}`}>
          {T.historyLink}
        </Link>
      </p>
      {loading || caseLoading || !view || !row ? (
        <p role="status">{T.loading}</p>
      ) : (
        <>
          <section aria-labelledby="complaint-data">
            <h2 id="complaint-data">{T.dataHeading}</h2>
            <dl className="data-list">
              <Item label={T.state}>{view.estado.name}</Item>
              <Item label={T.deadline}>
                <DeadlineBadge deadline={row.deadline} />
              </Item>
              <Item label={T.regime}>{T.regimes[row.deadline.regime] ?? row.deadline.regime}</Item>
              <Item label={T.entity}>{view.entidad_nombre ?? ''}</Item>
              <Item label={T.consumer}>{view.nombres ?? ''}</Item>
              <Item label={T.identification}>{view.numero_id_CF ?? ''}</Item>
              <Item label={T.email}>{view.correo ?? ''}</Item>
              <Item label={T.product}>{view.producto_nombre ?? ''}</Item>
              <Item label={T.filedAt}>{formatDisplayDateTime(row.fecha_creacion)}</Item>
              {row.fecha_cierre ? (
                <Item label={T.closedAt}>{formatDisplayDateTime(row.fecha_cierre)}</Item>
              ) : null}
              <Item label={T.direction}>{row.direction?.name ?? T.notAssigned}</Item>
              <Item label={T.analyst}>{row.analyst?.name ?? T.notAssigned}</Item>
              <Item label={T.text}>{multiline(view.texto_queja)}</Item>
            </dl>
          </section>
          <section aria-labelledby="complaint-files">
            <h2 id="complaint-files">{T.attachmentsHeading}</h2>
            {view.files.length === 0 ? (
              <p>{T.noAttachments}</p>
            ) : (
              <ul>
                {view.files.map((file) => (
                  <li key={file.id_storage}>
                    <a href={file.url_file} aria-label={T.download(file.name)}>
                      {file.name}
                    </a>{' '}
                    ({T.attachmentKinds[file.kind] ?? file.kind}, {formatDisplayDateTime(file.created_at)})
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="complaint-replica">
            <h2 id="complaint-replica">{T.replicaHeading}</h2>
            {view.replica === 1 ? <p>{multiline(view.argumento_replica)}</p> : <p>{T.noReplica}</p>}
          </section>
          <section aria-labelledby="complaint-escalation">
            <h2 id="complaint-escalation">{T.escalationHeading}</h2>
            {view.escalamiento_DCF === 1 ? (
              <p>{multiline(view.argumento_escalamiento ?? '')}</p>
            ) : (
              <p>{T.noEscalation}</p>
            )}
          </section>
          <section aria-labelledby="complaint-rating">
            <h2 id="complaint-rating">{T.ratingHeading}</h2>
            {view.calificacion ? (
              <p>
                {T.ratingValue(view.calificacion.calificacion)}
                {view.calificacion.comentario ? ` — ${view.calificacion.comentario}` : ''}
              </p>
            ) : (
              <p>{T.noRating}</p>
            )}
          </section>
          <StateForm row={row} />
          {monitoring.data ? <SuspensionSection row={row} suspensions={monitoring.data.suspensions} /> : null}
          {monitoring.data?.internal ? (
            <>
              <NotesSection row={row} monitoring={monitoring.data} />
              <InternalDocuments complaintId={row.id} documents={monitoring.data.documents} />
            </>
          ) : null}
        </>
      )}
    </>
  );
}

/** The states staff may move a complaint to from `state` (state-machine.ts: acknowledge, close). */
function staffTargets(state: number): number[] {
  if (state === COMPLAINT_STATE.received) return [COMPLAINT_STATE.open, COMPLAINT_STATE.closed];
  if (
    state === COMPLAINT_STATE.open ||
    state === COMPLAINT_STATE.inReplica ||
    state === COMPLAINT_STATE.escalated
  )
    return [COMPLAINT_STATE.closed];
  return [];
}

interface StateValues {
  estado_cod: string | number | null;
  reason: string;
}

const STATE_LABELS = { estado_cod: T.newState, reason: T.stateReason };

/** Moves the complaint to another state the state machine allows staff. */
function StateForm({ row }: { row: ComplaintRow }) {
  const names = useFilterValues('estado_cod');
  const targets = staffTargets(row.state.id);
  const options = names.filter((o) => targets.includes(Number(o.value)));
  const write = useApiWrite([QUEUE_ENDPOINT]);
  const [done, setDone] = useState('');
  const form = usePortalForm<StateValues>({ defaultValues: { estado_cod: null, reason: '' } });

  async function change(values: StateValues): Promise<FormProblem | null> {
    setDone('');
    try {
      await write.mutateAsync({
        method: 'POST',
        path: QUEUE_ENDPOINT,
        body: {
          action: 'change_state',
          ids: [row.id],
          estado_cod: Number(values.estado_cod),
          reason: values.reason,
        },
      });
      const name = options.find((o) => o.value === String(values.estado_cod))?.label ?? '';
      form.reset({ estado_cod: null, reason: '' });
      setDone(T.stateChanged(name));
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <section aria-labelledby="complaint-state">
      <h2 id="complaint-state">{T.stateHeading}</h2>
      <p role="status">{done}</p>
      {targets.length === 0 ? (
        <p>{T.stateNone}</p>
      ) : (
        <PortalForm form={form} onValid={change} labels={STATE_LABELS} className="sfc-form portal-form">
          <FormSelect name="estado_cod" label={T.newState} required options={options} />
          <FormTextarea name="reason" label={T.stateReason} required maxLength={2000} />
          <div className="form-actions">
            <SubmitButton busy={write.isPending} busyLabel={T.saving}>
              {T.stateSubmit}
            </SubmitButton>
          </div>
        </PortalForm>
      )}
    </section>
  );
}

interface NoteValues {
  text: string;
}

const NOTE_LABELS = { text: T.noteText };

/** The internal notes (staff only) and the form to add one. */
function NotesSection({ row, monitoring }: { row: ComplaintRow; monitoring: Monitoring | undefined }) {
  const write = useApiWrite([QUEUE_ENDPOINT]);
  const [done, setDone] = useState('');
  const form = usePortalForm<NoteValues>({ defaultValues: { text: '' } });
  const notes = monitoring?.notes ?? [];

  async function add(values: NoteValues): Promise<FormProblem | null> {
    setDone('');
    try {
      await write.mutateAsync({
        method: 'POST',
        path: QUEUE_ENDPOINT,
        body: { action: 'note', ids: [row.id], text: values.text },
      });
      form.reset({ text: '' });
      setDone(T.noteAdded);
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <section aria-labelledby="complaint-notes">
      <h2 id="complaint-notes">{T.notesHeading}</h2>
      <p>{T.notesIntro}</p>
      {notes.length === 0 ? (
        <p>{T.noNotes}</p>
      ) : (
        <ul className="internal-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="multiline-text">{note.text}</p>
              <p className="internal-notes__by">
                {T.noteBy(note.author?.name ?? '', formatDisplayDateTime(note.created_at))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p role="status">{done}</p>
      <PortalForm form={form} onValid={add} labels={NOTE_LABELS} className="sfc-form portal-form">
        <FormTextarea name="text" label={T.noteText} required maxLength={5000} />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={T.saving}>
            {T.noteSubmit}
          </SubmitButton>
        </div>
      </PortalForm>
    </section>
  );
}

/**
 * `/dashboard/complaint/details/{complaint_id}/…` (anexos, replica, escalate, calification): the
 * spec's staff routes by numeric id open the section of the one detail screen.
 */
export function ComplaintSectionRedirect({ id, section }: { id: string; section: string }) {
  const valid = /^[1-9]\d*$/u.test(id) ? id : null;
  const detail = useApiRecord<ComplaintDetailView>(valid === null ? null : detailPath(valid));
  return (
    <RecordState<ComplaintDetailView>
      id={valid}
      record={detail}
      back={{ to: `${PATHS.dashboard}/complaints/management`, label: T.backToQueue }}
    >
      {(view) => <Navigate replace to={`${detailRoute(view.codigo_queja)}#${section}`} />}
    </RecordState>
  );
}
