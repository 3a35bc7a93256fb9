import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import { STAFF_COMPLAINT_HISTORY_TEXTS as H } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { displayDay } from '../alerts/colombian-calendar.js';
import { listInternalDocuments } from '../complaint-work/internal-documents.js';
import { stateName } from '../complaints/state-machine.js';
import { dayOfIso } from '../deadlines/deadline-sql.js';
import { isoOrNull } from '../staff-admin/listing.js';
import { personName } from './case-scope.js';
import { complaintTransfers } from './case-view.js';
import { complaintConsumerRequests } from './consumer-requests.js';
import { complaintEntityRequests } from './entity-requests.js';

/**
 * One timeline of a complaint (docs/case-work-api.md, "GET …/timeline/"): its versions (states,
 * assignments, suspensions, closings), internal notes and documents (the authority's staff
 * only), requerimientos and their answers, requests to the consumer and their answers, and
 * transfers, each with the actor's display name, oldest first.
 */

export type TimelineActor = 'consumer' | 'entity' | 'staff' | 'system';

export interface TimelineItem {
  at: string;
  kind: string;
  label: string;
  actor: TimelineActor;
  actor_name: string | null;
  detail: string | null;
  documents: { id_storage: number; name: string; url_file: string }[];
}

/** Versions told by their own rows (requests, transfers) rather than by the version. */
const TOLD_ELSEWHERE = new Set([
  'staff_entity_request',
  'entity_request_answer',
  'staff_consumer_request',
  'consumer_request_answer',
  'staff_transfer',
]);

const CLOSING_KINDS: Readonly<Record<string, string>> = {
  staff_close: 'closed',
  staff_close_duplicate: 'duplicate',
  staff_out_of_competence: 'out_of_competence',
  staff_undo_duplicate: 'duplicate_undone',
};

type Changes = Record<string, { old?: unknown; new?: unknown }>;

const text = (v: unknown) => (typeof v === 'string' ? v : null);

async function analystNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ user_id: number; name: string | null }>(
    `SELECT p.user_id, ${personName('p')} AS name FROM persons p WHERE p.user_id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.user_id), r.name ?? '']));
}

/** The timeline of complaint `complaintId`; `internal`: include notes and internal documents. */
export async function caseTimeline(
  db: Db,
  complaintId: number,
  internal: boolean,
  now: Date,
  link: (fileId: number) => string,
): Promise<TimelineItem[]> {
  const { rows: versions } = await db.query<Record<string, unknown>>(
    `SELECT v.version, v.changed_at, v.actor_kind, v.action, v.estado_from, v.estado_to, v.changes,
            coalesce(se.name, ${personName('p')}) AS actor_name
       FROM complaint_versions v
       LEFT JOIN persons p ON p.user_id = v.actor_user_id
       LEFT JOIN entity_clients ec ON ec.user_id = v.actor_user_id
       LEFT JOIN supervised_entities se ON se.tipo_entidad = ec.tipo_entidad AND se.entidad_cod = ec.entidad_cod
      WHERE v.complaint_id = $1 ORDER BY v.version`,
    [complaintId],
  );
  const parsed = versions.map((v) => ({
    version: Number(v.version),
    changed_at: v.changed_at,
    actor_kind: v.actor_kind,
    action: String(v.action),
    estado_from: v.estado_from === null ? null : Number(v.estado_from),
    estado_to: Number(v.estado_to),
    actor_name: v.actor_name === null ? null : String(v.actor_name),
    changes: (typeof v.changes === 'string' ? JSON.parse(v.changes) : (v.changes ?? {})) as Changes,
  }));
  const analysts = await analystNames(
    db,
    parsed
      .filter((v) => v.action === 'staff_assign' && typeof v.changes.analyst?.new === 'number')
      .map((v) => Number(v.changes.analyst!.new)),
  );
  const items: TimelineItem[] = [];
  const push = (item: Omit<TimelineItem, 'documents'> & { documents?: TimelineItem['documents'] }) =>
    items.push({ documents: [], ...item });

  for (const v of parsed) {
    const action = String(v.action);
    if (TOLD_ELSEWHERE.has(action)) continue;
    const base = {
      at: isoOrNull(v.changed_at)!,
      actor: String(v.actor_kind) as TimelineActor,
      actor_name: v.actor_name === null ? null : String(v.actor_name),
    };
    const reason = text(v.changes.reason?.new);
    if (Number(v.version) === 1) {
      push({ ...base, kind: 'filed', label: T.timeline.filed, detail: null });
    } else if (CLOSING_KINDS[action]) {
      const kind = CLOSING_KINDS[action]!;
      const label =
        kind === 'closed'
          ? T.timeline.closed
          : kind === 'duplicate'
            ? T.timeline.duplicate(text(v.changes.duplicate_of?.new) ?? '')
            : kind === 'out_of_competence'
              ? T.timeline.outOfCompetence
              : T.timeline.duplicateUndone;
      const message = text(v.changes.closing_message?.new);
      push({ ...base, kind, label, detail: [reason, message].filter(Boolean).join('\n\n') || null });
    } else if (v.estado_from !== null && v.estado_from !== v.estado_to) {
      push({
        ...base,
        kind: 'state',
        label: H.stateChange(stateName(Number(v.estado_from)), stateName(Number(v.estado_to))),
        detail: reason,
      });
    } else if (action === 'staff_assign') {
      const analyst = v.changes.analyst?.new;
      push({
        ...base,
        kind: 'assign',
        label:
          typeof analyst === 'number'
            ? T.timeline.assignedTo(analysts.get(analyst) ?? '')
            : T.timeline.unassigned,
        detail: null,
      });
    } else if (action === 'staff_active') {
      push({
        ...base,
        kind: 'active',
        label: H.activeChanged(v.changes.is_active?.new === true),
        detail: null,
      });
    } else if (action === 'staff_suspend') {
      push({ ...base, kind: 'suspension', label: H.suspended, detail: text(v.changes.suspension?.new) });
    } else if (action === 'staff_resume') {
      push({ ...base, kind: 'resumption', label: H.resumed, detail: text(v.changes.suspension?.new) });
    } else {
      push({ ...base, kind: 'update', label: T.timeline.update, detail: null });
    }
  }

  const withLinks = (docs: { id_storage: number; name: string }[]) =>
    docs.map((d) => ({ id_storage: d.id_storage, name: d.name, url_file: link(d.id_storage) }));

  for (const r of await complaintEntityRequests(db, complaintId, now)) {
    const due = dayOfIso(r.due_day);
    push({
      at: r.requested_at!,
      kind: 'entity_request',
      label: T.timeline.entityRequest(r.term_days, due === null ? r.due_day : displayDay(due)),
      actor: 'staff',
      actor_name: r.requested_by,
      detail: r.text,
    });
    if (r.answer) {
      push({
        at: r.answer.answered_at!,
        kind: 'entity_request_answer',
        label: T.timeline.entityRequestAnswer,
        actor: 'entity',
        actor_name: r.answer.answered_by,
        detail: r.answer.text,
        documents: withLinks(r.answer.documents),
      });
    }
  }
  const { rows: consumer } = await db.query<{ name: string | null }>(
    `SELECT coalesce(${personName('p')}, c.nombres) AS name FROM complaints c LEFT JOIN persons p ON p.user_id = c.owner_user_id WHERE c.id = $1`,
    [complaintId],
  );
  for (const q of await complaintConsumerRequests(db, complaintId)) {
    push({
      at: q.requested_at!,
      kind: 'consumer_request',
      label: T.timeline.consumerRequest,
      actor: 'staff',
      actor_name: q.requested_by,
      detail: q.text,
    });
    if (q.answer) {
      push({
        at: q.answer.answered_at!,
        kind: 'consumer_answer',
        label: T.timeline.consumerAnswer,
        actor: 'consumer',
        actor_name: consumer[0]?.name ?? null,
        detail: q.answer.text,
        documents: withLinks(q.answer.documents),
      });
    }
  }
  for (const t of await complaintTransfers(db, complaintId)) {
    if (t.kind !== 'entity') continue;
    push({
      at: t.at!,
      kind: 'transfer',
      label: T.timeline.transfer(t.from_entity.name, t.to_entity?.name ?? ''),
      actor: 'staff',
      actor_name: t.by,
      detail: t.reason,
    });
  }
  if (internal) {
    const { rows: notes } = await db.query<Record<string, unknown>>(
      `SELECT n.text, n.created_at, ${personName('p')} AS author FROM complaint_notes n
         LEFT JOIN persons p ON p.user_id = n.author_user_id WHERE n.complaint_id = $1 ORDER BY n.id`,
      [complaintId],
    );
    for (const n of notes) {
      push({
        at: isoOrNull(n.created_at)!,
        kind: 'note',
        label: H.note,
        actor: 'staff',
        actor_name: n.author === null ? null : String(n.author),
        detail: String(n.text),
      });
    }
    for (const d of await listInternalDocuments(db, complaintId)) {
      push({
        at: d.created_at.toISOString(),
        kind: 'document',
        label: H.document(d.name),
        actor: 'staff',
        actor_name: d.uploader_name,
        detail: null,
        documents: withLinks([{ id_storage: d.id, name: d.name }]),
      });
    }
  }
  // Stable: events of the same instant keep the order they were gathered in.
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => a.item.at.localeCompare(b.item.at) || a.i - b.i)
    .map(({ item }) => item);
}
