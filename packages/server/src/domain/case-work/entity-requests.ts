import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import type { Db } from '../../db/driver.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { EV_ALERTS_MODULE } from '../alerts/ev-alerts.js';
import { addBusinessDays, bogotaDay, displayDay, isoDay } from '../alerts/colombian-calendar.js';
import type { ComplaintRecord } from '../complaints/fields.js';
import { updateComplaint, findComplaintById, type Actor } from '../complaints/repository.js';
import type { PreparedFile } from '../complaints/service.js';
import { dayOfIso, isFinishedState } from '../deadlines/deadline-sql.js';
import { isoOrNull } from '../staff-admin/listing.js';
import type { StorageDriver } from '../../services/storage/storage-driver.js';
import { answerDocuments, withAnswerFiles, type AnswerDocument } from './answer-files.js';
import { personName, requiredText } from './case-scope.js';
import { appendToLedger } from '../ledger/append.js';

/**
 * Requerimientos (docs/case-work-api.md, "Requerimientos to the entity"): the authority asks a
 * complaint's entity for something within a term of business days (the Colombian calendar of
 * domain/alerts, as every legal deadline); the entity reads and answers it through its API or its
 * EV users' screens; an open one past its due day is overdue and alerts the entity's users once.
 */

export const TERM_MIN = 1;
export const TERM_MAX = 30;
export const REQUEST_TEXT_MAX = 5000;

/** EV alert types of migration 310. */
export const REQUEST_ALERT_TYPE = { arrived: 7, overdue: 8 } as const;

export type EntityRequestStatus = 'open' | 'overdue' | 'answered';

export interface EntityRequestView {
  id: number;
  complaint_id: number;
  codigo_queja: string;
  text: string;
  term_days: number;
  requested_at: string | null;
  requested_by: string | null;
  due_day: string;
  status: EntityRequestStatus;
  status_label: string;
  answer: null | {
    text: string;
    answered_at: string | null;
    answered_by: string | null;
    documents: AnswerDocument[];
  };
}

const SELECT = `SELECT r.id, r.complaint_id, c.codigo_queja, r.text, r.term_days, r.requested_at, r.due_day::text AS due_day,
       r.answer_text, r.answered_at, r.cancelled_at, ${personName('pq')} AS requested_by,
       coalesce(${personName('pa')}, CASE WHEN ec.user_id IS NOT NULL THEN se.name END) AS answered_by
  FROM entity_requests r
  JOIN complaints c ON c.id = r.complaint_id
  LEFT JOIN persons pq ON pq.user_id = r.requested_by
  LEFT JOIN persons pa ON pa.user_id = r.answered_by
  LEFT JOIN entity_clients ec ON ec.user_id = r.answered_by
  LEFT JOIN supervised_entities se ON se.tipo_entidad = r.tipo_entidad AND se.entidad_cod = r.entidad_cod`;

function statusOf(r: Record<string, unknown>, today: number): EntityRequestStatus {
  if (r.answered_at !== null) return 'answered';
  const due = dayOfIso(String(r.due_day));
  return due !== null && today > due ? 'overdue' : 'open';
}

async function views(db: Db, rows: Record<string, unknown>[], now: Date): Promise<EntityRequestView[]> {
  const docs = await answerDocuments(
    db,
    'entity_request_documents',
    rows.map((r) => Number(r.id)),
  );
  const today = bogotaDay(now);
  return rows.map((r) => {
    const status = statusOf(r, today);
    return {
      id: Number(r.id),
      complaint_id: Number(r.complaint_id),
      codigo_queja: String(r.codigo_queja),
      text: String(r.text),
      term_days: Number(r.term_days),
      requested_at: isoOrNull(r.requested_at),
      requested_by: r.requested_by === null ? null : String(r.requested_by),
      due_day: String(r.due_day),
      status,
      status_label: T.entityRequestStatuses[status] ?? status,
      answer:
        r.answered_at === null
          ? null
          : {
              text: String(r.answer_text ?? ''),
              answered_at: isoOrNull(r.answered_at),
              answered_by: r.answered_by === null ? null : String(r.answered_by),
              documents: docs.get(Number(r.id)) ?? [],
            },
    };
  });
}

/** The requerimientos of a complaint (cancelled ones left out), oldest first. */
export async function complaintEntityRequests(
  db: Db,
  complaintId: number,
  now: Date,
): Promise<EntityRequestView[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `${SELECT} WHERE r.complaint_id = $1 AND r.cancelled_at IS NULL ORDER BY r.id`,
    [complaintId],
  );
  return views(db, rows, now);
}

/** One requerimiento by id (any complaint), for the caller to scope. */
async function requestRow(db: Db, id: number): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `${SELECT} WHERE r.id = $1 AND r.cancelled_at IS NULL`,
    [id],
  );
  return rows[0] ?? null;
}

/** The business-day term, checked. */
export function checkTerm(value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < TERM_MIN || n > TERM_MAX) {
    throw validationError({ term_days: [T.termRange(TERM_MIN, TERM_MAX)] });
  }
  return n;
}

/**
 * Asks the entity of `complaint` for `text` within `termDays` business days (the term starts the
 * business day after today, Bogotá); alerts its EV users. In `tx`.
 */
export async function createEntityRequest(
  tx: Db,
  complaint: ComplaintRecord,
  text: string,
  termDays: number,
  actor: Actor,
  now: Date,
): Promise<number> {
  if (isFinishedState(complaint.estado_cod)) throw validationError({ text: [T.closedNoRequest] });
  const due = addBusinessDays(bogotaDay(now), termDays);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO entity_requests (complaint_id, tipo_entidad, entidad_cod, text, term_days, due_day, requested_by, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8) RETURNING id`,
    [
      complaint.id,
      complaint.tipo_entidad,
      complaint.entidad_cod,
      text,
      termDays,
      isoDay(due),
      actor.userId,
      now,
    ],
  );
  const id = Number(rows[0]!.id);
  await appendToLedger(tx, 'entity_requests', id, { at: now });
  const before = (await findComplaintById(tx, complaint.id, { forUpdate: true }))!;
  await updateComplaint(tx, before, {}, actor, 'staff_entity_request', now, {
    entity_request: { old: null, new: id },
  });
  await tx.query(ALERT_ENTITY_USERS, [
    REQUEST_ALERT_TYPE.arrived,
    complaint.id,
    T.requestAlertTitle(complaint.codigo_queja),
    T.requestAlertMessage(complaint.codigo_queja, displayDay(due)),
    now,
    complaint.tipo_entidad,
    complaint.entidad_cod,
    EV_ALERTS_MODULE,
    id,
  ]);
  return id;
}

/** EV alert of type $1 to the active users of entity ($6, $7) holding module $8 (as ev-alerts.ts). */
const ALERT_ENTITY_USERS = `
INSERT INTO ev_alerts (user_id, type_id, complaint_id, title, message, created_at, entity_request_id)
SELECT u.id, $1, $2, $3, $4, $5, $9
  FROM users u
  JOIN persons p ON p.user_id = u.id AND p.position_id IS NOT NULL
 WHERE u.is_active
   AND ((u.tipo_entidad = $6 AND u.entidad_cod = $7)
        OR EXISTS (SELECT 1 FROM user_entities ue JOIN supervised_entities se ON se.id = ue.entity_id
                    WHERE ue.user_id = u.id AND se.tipo_entidad = $6 AND se.entidad_cod = $7))
   AND EXISTS (SELECT 1 FROM ev_alert_types t WHERE t.id = $1 AND t.is_active)
   AND EXISTS (SELECT 1 FROM user_groups ug JOIN groups g ON g.id = ug.group_id AND g.is_active
                 JOIN group_modules gm ON gm.group_id = g.id AND gm.module_id = $8
                 JOIN modules m ON m.id = gm.module_id AND m.is_active
                WHERE ug.user_id = u.id)
ON CONFLICT DO NOTHING`;

/** Which requerimientos a list shows. */
export type RequestListStatus = 'open' | 'overdue' | 'answered' | 'all';

/** The requerimientos of the entities `entityIds` (EV screens), oldest due first, with the total. */
export async function entityRequestsOf(
  db: Db,
  entityIds: number[],
  status: RequestListStatus,
  limit: number,
  offset: number,
  now: Date,
): Promise<{ count: number; results: EntityRequestView[] }> {
  const today = isoDay(bogotaDay(now));
  const where = `r.cancelled_at IS NULL AND se.id = ANY($1::int[]) AND CASE $2::text
      WHEN 'open' THEN r.answered_at IS NULL
      WHEN 'overdue' THEN r.answered_at IS NULL AND r.due_day < $3::date
      WHEN 'answered' THEN r.answered_at IS NOT NULL
      ELSE TRUE END`;
  const join =
    'JOIN supervised_entities se ON se.tipo_entidad = r.tipo_entidad AND se.entidad_cod = r.entidad_cod';
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM entity_requests r ${join} WHERE ${where}`,
    [entityIds, status, today],
  );
  const { rows } = await db.query<Record<string, unknown>>(
    `${SELECT.replace('LEFT JOIN supervised_entities se ON', 'JOIN supervised_entities se ON')}
      WHERE ${where} ORDER BY r.answered_at IS NOT NULL, r.due_day, r.id LIMIT $4 OFFSET $5`,
    [entityIds, status, today, limit, offset],
  );
  return { count: Number(count.rows[0]?.n ?? 0), results: await views(db, rows, now) };
}

/** The requerimientos of one complaint as its entity reads them (API): every one, oldest first. */
export async function entityRequestsOfComplaint(
  db: Db,
  complaint: ComplaintRecord,
  now: Date,
): Promise<EntityRequestView[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `${SELECT} WHERE r.complaint_id = $1 AND r.cancelled_at IS NULL
        AND r.tipo_entidad = $2 AND r.entidad_cod = $3 ORDER BY r.id`,
    [complaint.id, complaint.tipo_entidad, complaint.entidad_cod],
  );
  return views(db, rows, now);
}

/**
 * A requerimiento by id if the caller (`entityIds`: EV users' entities; an entity API account's
 * one entity) may answer it: still addressed to one of their entities; otherwise 404.
 */
export async function requestForEntities(
  db: Db,
  id: number | null,
  entity: { ids: number[] } | { tipo_entidad: number; entidad_cod: string },
  complaintId?: number,
): Promise<Record<string, unknown>> {
  if (id === null) throw notFoundError();
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT r.id, r.complaint_id, r.answered_at, se.id AS entity_id, r.tipo_entidad, r.entidad_cod
       FROM entity_requests r
       JOIN supervised_entities se ON se.tipo_entidad = r.tipo_entidad AND se.entidad_cod = r.entidad_cod
       JOIN complaints c ON c.id = r.complaint_id AND c.tipo_entidad = r.tipo_entidad AND c.entidad_cod = r.entidad_cod
      WHERE r.id = $1 AND r.cancelled_at IS NULL`,
    [id],
  );
  const r = rows[0];
  if (!r) throw notFoundError();
  const ok =
    'ids' in entity
      ? entity.ids.includes(Number(r.entity_id))
      : Number(r.tipo_entidad) === entity.tipo_entidad && String(r.entidad_cod) === entity.entidad_cod;
  if (!ok || (complaintId !== undefined && Number(r.complaint_id) !== complaintId)) throw notFoundError();
  return r;
}

/**
 * Answers requerimiento `id` (already scoped by {@link requestForEntities}) with `text` and
 * `files` (stored as the entity's documents of the complaint). 400 when already answered.
 */
export async function answerEntityRequest(
  db: Db,
  storage: StorageDriver,
  id: number,
  text: string,
  files: readonly PreparedFile[],
  actor: Actor,
  now: Date,
): Promise<EntityRequestView> {
  const current = await requestRow(db, id);
  if (!current) throw notFoundError();
  if (current.answered_at !== null) throw validationError({ text: [T.requestAnswered] });
  const complaintId = Number(current.complaint_id);
  await withAnswerFiles(db, storage, complaintId, files, actor.userId, now, async (tx, stored) => {
    const { rowCount } = await tx.query(
      `UPDATE entity_requests SET answer_text = $2, answered_by = $3, answered_at = $4
        WHERE id = $1 AND answered_at IS NULL AND cancelled_at IS NULL`,
      [id, text, actor.userId, now],
    );
    // Two answers racing: the second finds it answered.
    if (rowCount === 0) throw validationError({ text: [T.requestAnswered] });
    await appendToLedger(tx, 'entity_requests', Number(id), { at: now, actor: 'entity' });
    for (const f of stored) {
      await tx.query('INSERT INTO entity_request_documents (request_id, stored_file_id) VALUES ($1, $2)', [
        id,
        f.id,
      ]);
    }
    const before = (await findComplaintById(tx, complaintId, { forUpdate: true }))!;
    await updateComplaint(tx, before, {}, actor, 'entity_request_answer', now, {
      entity_request: { old: id, new: null },
      ...(stored.length > 0 ? { files: { old: null, new: stored.map((f) => f.id) } } : {}),
    });
  });
  const [view] = await views(db, [(await requestRow(db, id))!], now);
  return view!;
}

/** One requerimiento as answered to its reader. */
export async function entityRequestView(db: Db, id: number, now: Date): Promise<EntityRequestView> {
  const row = await requestRow(db, id);
  if (!row) throw notFoundError();
  return (await views(db, [row], now))[0]!;
}

/** The answer text of a requerimiento, checked. */
export const checkAnswerText = (value: unknown) => requiredText(value, 'text', REQUEST_TEXT_MAX);
