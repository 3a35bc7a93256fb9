import { COMPLAINT_STATE, EV_ALERTS_TEXTS as T } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { AuthUser } from '../../db/repositories/users.js';
import {
  DEADLINE_CLOCK_COLUMNS,
  candidateClock,
  complaintDeadline,
  type DeadlineCandidate,
  deadlineStatusSql,
} from '../deadlines/deadline-sql.js';
import { callerEntityIds } from '../staff-admin/access.js';
import { SqlFilter } from '../staff-admin/listing.js';
import { parseIsoDay } from '../reports/report-request.js';
import { displayDay } from './colombian-calendar.js';
import type { ComplaintChange } from './complaint-change.js';
import { raiseOverdueRequestAlerts } from '../case-work/request-alerts.js';

/**
 * "Alertas EV" (module 30): a supervised entity's users (EV, and DCF users of the entities they
 * defend) are alerted about their entity's complaints: a new complaint, a consumer's réplica and
 * an escalation to the defender when they happen (in the complaint change's transaction, like
 * the staff alerts), and "about to expire" / "overdue" lazily, when the user reads their alerts,
 * from the deadline engine (deadline-sql.ts). Only users tied to the complaint's entity are ever
 * alerted, so an entity's user never sees another entity's complaints here.
 */

/** EV alert type ids (table `ev_alert_types`, migration 150; part of the contract). */
export const EV_ALERT_TYPE = {
  newComplaint: 1,
  dueSoon: 2,
  overdue: 3,
  replica: 4,
  escalated: 5,
  /** The entity's complaints in a month far above its own history (early-warning-alerts.ts, migration 185). */
  earlyWarning: 6,
} as const;

/** The module that receives and reads EV alerts. */
export const EV_ALERTS_MODULE = 30;

/** Most deadline alerts created per read; the rest come with the next one. */
const BATCH = 500;

/**
 * Recipients of an event alert about a complaint of entity ($7, $8): active staff with module
 * 30 in an active role, tied to that entity (their own, or one they defend), other than the actor.
 */
const INSERT_FOR_ENTITY_USERS = `
INSERT INTO ev_alerts (user_id, type_id, complaint_id, title, message, created_at)
SELECT u.id, $1, $2, $3, $4, $5
  FROM users u
  JOIN persons p ON p.user_id = u.id AND p.position_id IS NOT NULL
 WHERE u.is_active
   AND u.id IS DISTINCT FROM $6::int
   AND ((u.tipo_entidad = $7 AND u.entidad_cod = $8)
        OR EXISTS (SELECT 1 FROM user_entities ue JOIN supervised_entities se ON se.id = ue.entity_id
                    WHERE ue.user_id = u.id AND se.tipo_entidad = $7 AND se.entidad_cod = $8))
   AND EXISTS (SELECT 1 FROM ev_alert_types t WHERE t.id = $1 AND t.is_active)
   AND EXISTS (
     SELECT 1 FROM user_groups ug
       JOIN groups g ON g.id = ug.group_id AND g.is_active
       JOIN group_modules gm ON gm.group_id = g.id AND gm.module_id = $9
       JOIN modules m ON m.id = gm.module_id AND m.is_active
      WHERE ug.user_id = u.id)`;

/** The EV alert a complaint change calls for, if any. */
function eventAlert(change: ComplaintChange, entity: string) {
  const { before, after } = change;
  const code = after.codigo_queja;
  if (before === null) {
    return { type: EV_ALERT_TYPE.newComplaint, title: T.newTitle(code), message: T.newMessage(code, entity) };
  }
  if (before.estado_cod === after.estado_cod) return null;
  if (after.estado_cod === COMPLAINT_STATE.inReplica) {
    return { type: EV_ALERT_TYPE.replica, title: T.replicaTitle(code), message: T.replicaMessage(code) };
  }
  if (after.estado_cod === COMPLAINT_STATE.escalated) {
    return {
      type: EV_ALERT_TYPE.escalated,
      title: T.escalatedTitle(code),
      message: T.escalatedMessage(code),
    };
  }
  return null;
}

/** Raises the EV alerts of one complaint change (run in its transaction); returns how many. */
export async function raiseEntityAlerts(tx: Db, change: ComplaintChange, entity: string): Promise<number> {
  const alert = eventAlert(change, entity);
  if (!alert) return 0;
  const { rowCount } = await tx.query(INSERT_FOR_ENTITY_USERS, [
    alert.type,
    change.after.id,
    alert.title,
    alert.message,
    change.at,
    change.actorUserId,
    change.after.tipo_entidad,
    change.after.entidad_cod,
    EV_ALERTS_MODULE,
  ]);
  return rowCount;
}

/**
 * Creates the "about to expire" and "overdue" alerts due to `user` at `now` about their
 * entities' complaints still awaiting an answer (the deadline engine's `due_soon` and `overdue`
 * statuses), once per complaint and type. Returns how many were created.
 */
export async function raiseEntityDeadlineAlerts(
  db: Db,
  user: Pick<AuthUser, 'id' | 'entity'>,
  now: Date,
): Promise<number> {
  const entityIds = await callerEntityIds(db, user as AuthUser);
  if (entityIds === null || entityIds.length === 0) return 0;
  let created = 0;
  for (const [status, type] of [
    ['due_soon', EV_ALERT_TYPE.dueSoon],
    ['overdue', EV_ALERT_TYPE.overdue],
  ] as const) {
    const filter = new SqlFilter();
    filter.where(`e.id = ANY(${filter.param(entityIds)}::int[])`);
    filter.where(deadlineStatusSql(filter, status, now));
    filter.where(
      `NOT EXISTS (SELECT 1 FROM ev_alerts a WHERE a.user_id = ${filter.param(user.id)} AND a.complaint_id = c.id AND a.type_id = ${filter.param(type)})`,
    );
    const { rows } = await db.query<DeadlineCandidate>(
      `SELECT c.id, c.codigo_queja, c.fecha_creacion, c.estado_cod, c.prorroga_queja, c.fecha_cierre, c.updated_at,
              ${DEADLINE_CLOCK_COLUMNS}
         FROM complaints c
         JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
         ${filter.sql()}
        ORDER BY c.fecha_creacion, c.id
        LIMIT ${BATCH}`,
      filter.params,
    );
    if (rows.length === 0) continue;
    const ids: number[] = [];
    const titles: string[] = [];
    const messages: string[] = [];
    for (const row of rows) {
      const deadline = complaintDeadline(candidateClock(row), now);
      const dueDay = parseIsoDay(deadline.due_day);
      const due = dueDay === null ? deadline.due_day : displayDay(dueDay);
      const left = Math.max(1, deadline.days_left);
      ids.push(Number(row.id));
      if (type === EV_ALERT_TYPE.dueSoon) {
        titles.push(T.dueSoonTitle(row.codigo_queja));
        messages.push(T.dueSoonMessage(row.codigo_queja, due, left));
      } else {
        titles.push(T.overdueTitle(row.codigo_queja));
        messages.push(T.overdueMessage(row.codigo_queja, due));
      }
    }
    const inserted = await db.query(
      `INSERT INTO ev_alerts (user_id, type_id, complaint_id, title, message, created_at)
       SELECT $1, $2, x.complaint_id, x.title, x.message, $3
         FROM unnest($4::int[], $5::text[], $6::text[]) AS x (complaint_id, title, message)
       ON CONFLICT DO NOTHING`,
      [user.id, type, now, ids, titles, messages],
    );
    created += inserted.rowCount;
  }
  // Requerimientos of the authority past their due day (case-work/request-alerts.ts).
  return created + (await raiseOverdueRequestAlerts(db, user.id, entityIds, now));
}

/** An EV alert as clients see it (same shape as the staff alerts, plus `status`). */
export interface EvAlertView {
  id: number;
  type_alert: { id: number; name: string };
  title: string;
  message: string;
  /** `null` for an alert about the entity (an early warning), not a complaint. */
  complaint_code: string | null;
  created_at: string;
  is_read: boolean;
}

/** What an EV alert list keeps: a type and a status (`read` / `unread`), each optional. */
export interface EvAlertFilter {
  type?: number;
  status?: 'read' | 'unread';
}

function filterSql(userId: number, filter: EvAlertFilter): SqlFilter {
  const sql = new SqlFilter();
  sql.where(`a.user_id = ${sql.param(userId)}`);
  if (filter.type !== undefined) sql.where(`a.type_id = ${sql.param(filter.type)}`);
  if (filter.status === 'read') sql.where('a.read_at IS NOT NULL');
  if (filter.status === 'unread') sql.where('a.read_at IS NULL');
  return sql;
}

/** How many of `userId`'s EV alerts `filter` keeps. */
export async function countEvAlerts(db: Db, userId: number, filter: EvAlertFilter): Promise<number> {
  const sql = filterSql(userId, filter);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ev_alerts a ${sql.sql()}`,
    sql.params,
  );
  return Number(rows[0]?.n ?? 0);
}

/** A page of `userId`'s EV alerts that `filter` keeps, newest first. */
export async function listEvAlerts(
  db: Db,
  userId: number,
  filter: EvAlertFilter,
  limit: number,
  offset: number,
): Promise<EvAlertView[]> {
  const sql = filterSql(userId, filter);
  const { rows } = await db.query<{
    id: number;
    type_id: number;
    type_name: string;
    title: string;
    message: string;
    complaint_code: string | null;
    created_at: Date | string;
    read_at: Date | string | null;
  }>(
    `SELECT a.id, t.id AS type_id, t.name AS type_name, a.title, a.message, c.codigo_queja AS complaint_code,
            a.created_at, a.read_at
       FROM ev_alerts a
       JOIN ev_alert_types t ON t.id = a.type_id
       LEFT JOIN complaints c ON c.id = a.complaint_id
       ${sql.sql()}
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${sql.param(limit)} OFFSET ${sql.param(offset)}`,
    sql.params,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    type_alert: { id: Number(row.type_id), name: row.type_name },
    title: row.title,
    message: row.message,
    complaint_code: row.complaint_code,
    created_at: new Date(row.created_at).toISOString(),
    is_read: row.read_at !== null,
  }));
}

/** Marks EV alert `id` of `userId` read (false when they have no such alert), or all with `id` null. */
export async function markEvAlertsRead(
  db: Db,
  userId: number,
  id: number | null,
  at: Date,
): Promise<boolean> {
  const { rows } =
    id === null
      ? await db.query(
          'UPDATE ev_alerts SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL RETURNING id',
          [userId, at],
        )
      : await db.query(
          'UPDATE ev_alerts SET read_at = coalesce(read_at, $3) WHERE id = $1 AND user_id = $2 RETURNING id',
          [id, userId, at],
        );
  return id === null || rows.length > 0;
}

/** The active EV alert types, by id. */
export async function listEvAlertTypes(db: Db): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM ev_alert_types WHERE is_active ORDER BY id',
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
