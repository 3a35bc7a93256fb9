import { useState } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  DEFENDER_CASE_TEXTS as T,
  STAFF_WORKSPACE_TEXTS as W,
  VOCERIA_STATUSES,
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
import { RecordState } from '../../../components/screen-state.js';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import type { ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { StaffListScreen } from '../../../components/staff-list/staff-list-screen.js';
import { useRecordId } from '../../../lib/use-record-id.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiRecord, useApiWrite, useOptionsQuery } from '../../../lib/server-state/index.js';
import {
  DEFENDED_ENTITIES_ENDPOINT,
  VOCERIAS_ENDPOINT,
  voceriaActionPath,
  voceriaPath,
  type Voceria,
} from '../api/defender-cases.js';
import { CASEWORK_BASE } from './casework-base.js';

const FILTERS: ListFilter[] = [
  { kind: 'search', key: 'search', label: W.searchLabel },
  {
    kind: 'select',
    key: 'status',
    label: T.colStatus,
    options: Object.entries(VOCERIA_STATUSES).map(([value, label]) => ({ value, label })),
  },
];

const EXPORT: ExportColumnDef<Voceria>[] = [
  { key: 'id', header: 'ID', value: (v) => String(v.id) },
  { key: 'entity', header: T.colEntity, value: (v) => v.entity.name },
  { key: 'consumer', header: T.colConsumer, value: (v) => v.consumer },
  { key: 'subject', header: T.colSubject, value: (v) => v.subject },
  { key: 'status', header: T.colStatus, value: (v) => v.status_name },
  { key: 'due', header: T.colDue, value: (v) => (v.due_day ? formatDisplayDate(v.due_day) : '') },
  { key: 'answer', header: T.voceriaAnswer, value: (v) => v.answer ?? '' },
];

const COLUMNS: ColumnDef<Voceria, unknown>[] = [
  {
    id: 'subject',
    header: T.colSubject,
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link to={`${CASEWORK_BASE}/vocerias/view?id=${row.original.id}`}>{row.original.subject}</Link>
    ),
  },
  { id: 'entity', header: T.colEntity, accessorFn: (v) => v.entity.name },
  { id: 'consumer', header: T.colConsumer, accessorFn: (v) => v.consumer },
  { id: 'status', header: T.colStatus, accessorFn: (v) => v.status_name },
  {
    id: 'due',
    header: T.colDue,
    accessorFn: (v) => (v.due_day ? `${formatDisplayDate(v.due_day)} (${v.due_status_name})` : '—'),
  },
  { id: 'created', header: 'Solicitada', accessorFn: (v) => formatDisplayDateTime(v.created_at) },
];

interface OpenValues {
  entity_id: string | null;
  consumer_email: string;
  subject: string;
  request: string;
}

/** The defender opens a vocería on a consumer's behalf. */
function OpenForConsumer() {
  const entities = useOptionsQuery(DEFENDED_ENTITIES_ENDPOINT);
  const write = useApiWrite<Voceria>([VOCERIAS_ENDPOINT]);
  const [sent, setSent] = useState(false);
  const form = usePortalForm<OpenValues>({
    defaultValues: { entity_id: null, consumer_email: '', subject: '', request: '' },
  });
  async function send(values: OpenValues): Promise<FormProblem | null> {
    try {
      await write.mutateAsync({
        method: 'POST',
        path: VOCERIAS_ENDPOINT,
        body: { ...values, entity_id: values.entity_id === null ? null : Number(values.entity_id) },
      });
      form.reset();
      setSent(true);
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }
  const labels = {
    entity_id: T.voceriaEntity,
    consumer_email: T.voceriaConsumerEmail,
    subject: T.voceriaSubject,
    request: T.voceriaRequest,
  };
  return (
    <details className="open-voceria">
      <summary>{T.voceriaOpenForConsumer}</summary>
      {sent ? <Notice kind="success">{T.actionDone}</Notice> : null}
      <PortalForm form={form} onValid={send} labels={labels}>
        <FormSelect
          name="entity_id"
          id="voceria-entity"
          label={T.voceriaEntity}
          options={entities}
          required
        />
        <FormTextField
          name="consumer_email"
          id="voceria-email"
          label={T.voceriaConsumerEmail}
          required
          maxLength={254}
        />
        <FormTextField
          name="subject"
          id="voceria-subject"
          label={T.voceriaSubject}
          required
          maxLength={200}
        />
        <FormTextarea
          name="request"
          id="voceria-request"
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
  );
}

/** `fco/vocerias`: the vocerías of the caller's entities, filtered and exported like recommendations. */
export function VoceriasScreen() {
  return (
    <StaffListScreen
      title={T.voceriasTitle}
      intro={T.voceriasIntro}
      endpoint={VOCERIAS_ENDPOINT}
      columns={COLUMNS}
      rowKey={(v) => String(v.id)}
      filters={FILTERS}
      exportColumns={EXPORT}
      exportFileName="vocerias"
    >
      <p>
        <Link to={`${CASEWORK_BASE}/defender-cases`}>{T.queueTitle}</Link>
      </p>
      <OpenForConsumer />
    </StaffListScreen>
  );
}

/** One vocería action (present, record the entity's answer, close) with its text. */
function VoceriaAction({ v, action, label }: { v: Voceria; action: string; label: string }) {
  const write = useApiWrite<Voceria>([VOCERIAS_ENDPOINT]);
  const form = usePortalForm<{ text: string }>({ defaultValues: { text: '' } });
  async function send(values: { text: string }): Promise<FormProblem | null> {
    try {
      const body = v.side === 'entity' ? { texto: values.text } : { text: values.text };
      await write.mutateAsync({ method: 'POST', path: voceriaActionPath(v.id, action), body });
      form.reset();
      return null;
    } catch (error) {
      if (error instanceof ApiCallError)
        return applyServerFailure(form, error.failure, (name) =>
          name === 'texto' ? 'text' : (name as never),
        );
      throw error;
    }
  }
  return (
    <section aria-labelledby={`voceria-${action}-title`} className="follow-up-form">
      <h3 id={`voceria-${action}-title`}>{label}</h3>
      <PortalForm form={form} onValid={send} labels={{ text: T.textLabel }}>
        <FormTextarea
          name="text"
          id={`voceria-${action}-text`}
          label={T.textLabel}
          required={action !== 'close'}
          maxLength={8000}
        />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={W.saving}>
            {label}
          </SubmitButton>
        </div>
      </PortalForm>
    </section>
  );
}

/** The actions open on `v` for the caller's side. */
function actionsOf(v: Voceria): Array<[string, string]> {
  if (v.side === 'entity') return v.status === 'presented' ? [['answer', T.voceriaRecordAnswer]] : [];
  if (v.side !== 'dcf') return [];
  const out: Array<[string, string]> = [];
  if (v.status === 'requested') out.push(['present', T.voceriaPresent]);
  if (v.status === 'presented') out.push(['answer', T.voceriaRecordAnswer]);
  if (v.status !== 'closed') out.push(['close', T.voceriaClose]);
  return out;
}

/** `fco/vocerias/view?id=`: a vocería, its answer and the actions its status allows. */
export function VoceriaViewScreen() {
  const id = useRecordId();
  const record = useApiRecord<Voceria>(id === null ? null : voceriaPath(id));
  return (
    <RecordState id={id} record={record} back={{ to: `${CASEWORK_BASE}/vocerias`, label: T.voceriasTitle }}>
      {(v) => (
        <>
          <h1>{v.subject}</h1>
          <dl className="record-summary">
            <dt>{T.colEntity}</dt>
            <dd>{v.entity.name}</dd>
            <dt>{T.colConsumer}</dt>
            <dd>{v.consumer}</dd>
            <dt>{T.colStatus}</dt>
            <dd>{v.status_name}</dd>
            <dt>{T.voceriaRequest}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{v.request}</dd>
            {v.presentation ? (
              <>
                <dt>{T.voceriaPresentation}</dt>
                <dd style={{ whiteSpace: 'pre-wrap' }}>{v.presentation}</dd>
              </>
            ) : null}
            {v.answer ? (
              <>
                <dt>{T.voceriaAnswer}</dt>
                <dd style={{ whiteSpace: 'pre-wrap' }}>{v.answer}</dd>
              </>
            ) : null}
          </dl>
          {actionsOf(v).map(([action, label]) => (
            <VoceriaAction key={`${v.status}-${action}`} v={v} action={action} label={label} />
          ))}
        </>
      )}
    </RecordState>
  );
}
