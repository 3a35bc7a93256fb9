import { RECOMMENDATION_DUE, RECOMMENDATION_EVENTS, RECOMMENDATION_STATUSES } from '../../core.js';
import type { RecommendationStatus } from '../../core.js';
import type { Db } from '../../db/driver.js';
import {
  addBusinessDays,
  bogotaDay,
  businessDaysBetween,
  dayOf,
  isoDay,
} from '../alerts/colombian-calendar.js';
import { toBogotaLocal } from '../complaints/dates.js';
import { DUE_SOON_BUSINESS_DAYS } from '../deadlines/legal-deadlines.js';
import { FULL_NAME_SQL } from '../staff-admin/accounts.js';

/** A stored recommendation. */
export interface RecommendationRow {
  id: number;
  issuer_user_id: number;
  issuer_kind: 'authority' | 'dcf';
  title: string;
  finding: string;
  recommendation: string;
  legal_basis: string | null;
  plan_term_days: number;
  state: 'draft' | 'issued';
  saved_steps: number[];
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  issued_at: Date | null;
}

/** One entity's copy of a recommendation. */
export interface TargetRow {
  id: number;
  recommendation_id: number;
  entity_id: number;
  entity_name: string;
  status: RecommendationStatus;
  due_day: string | null;
}

/** The due status of `dueDay` seen `now` (the deadline engine's "due soon" window). */
export function dueStatus(dueDay: string | null, now: Date): keyof typeof RECOMMENDATION_DUE {
  if (!dueDay) return 'none';
  const [y, m, d] = dueDay.split('-').map(Number) as [number, number, number];
  const due = dayOf(y, m, d);
  const today = bogotaDay(now);
  if (today > due) return 'overdue';
  return businessDaysBetween(today, due) < DUE_SOON_BUSINESS_DAYS ? 'due_soon' : 'on_time';
}

/** The day `businessDays` business days after `now` (Bogotá), as YYYY-MM-DD. */
export function dueAfter(now: Date, businessDays: number): string {
  return isoDay(addBusinessDays(bogotaDay(now), businessDays));
}

/** The recommendation `id`, optionally locked. */
export async function findRecommendation(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<RecommendationRow | null> {
  const { rows } = await db.query<RecommendationRow>(
    `SELECT * FROM recommendations WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [id],
  );
  const r = rows[0];
  return r
    ? { ...r, id: Number(r.id), issuer_user_id: Number(r.issuer_user_id), saved_steps: r.saved_steps ?? [] }
    : null;
}

/** The entity copies of `recommendationId` (within `entityIds` when given). */
export async function targetsOf(
  db: Db,
  recommendationId: number,
  entityIds: number[] | null,
): Promise<TargetRow[]> {
  const { rows } = await db.query<TargetRow>(
    `SELECT t.id, t.recommendation_id, t.entity_id, e.name AS entity_name, t.status, t.due_day
       FROM recommendation_entities t JOIN supervised_entities e ON e.id = t.entity_id
      WHERE t.recommendation_id = $1 AND ($2::int[] IS NULL OR t.entity_id = ANY($2::int[]))
      ORDER BY e.name, t.id`,
    [recommendationId, entityIds],
  );
  return rows.map((t) => ({
    ...t,
    id: Number(t.id),
    recommendation_id: Number(t.recommendation_id),
    entity_id: Number(t.entity_id),
  }));
}

/** The target `id` with its recommendation id, optionally locked. */
export async function findTarget(db: Db, id: number, forUpdate = false): Promise<TargetRow | null> {
  const { rows } = await db.query<TargetRow>(
    `SELECT t.id, t.recommendation_id, t.entity_id, e.name AS entity_name, t.status, t.due_day
       FROM recommendation_entities t JOIN supervised_entities e ON e.id = t.entity_id
      WHERE t.id = $1 ${forUpdate ? 'FOR UPDATE OF t' : ''}`,
    [id],
  );
  const t = rows[0];
  return t
    ? {
        ...t,
        id: Number(t.id),
        recommendation_id: Number(t.recommendation_id),
        entity_id: Number(t.entity_id),
      }
    : null;
}

/** Records a follow-up event and returns its id. */
export async function addEvent(
  db: Db,
  e: {
    targetId: number;
    kind: string;
    userId: number | null;
    text: string | null;
    data?: unknown;
    from: string | null;
    to: string;
    at: Date;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO recommendation_events (target_id, kind, user_id, at, text, data, status_from, status_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      e.targetId,
      e.kind,
      e.userId,
      e.at,
      e.text,
      e.data === undefined ? null : JSON.stringify(e.data),
      e.from,
      e.to,
    ],
  );
  return Number(rows[0]!.id);
}

/** The events of `targetId`, oldest first, with their files. */
export async function eventsOf(db: Db, targetId: number) {
  const { rows } = await db.query<{
    id: number;
    kind: string;
    at: Date;
    user_name: string | null;
    text: string | null;
    data: unknown;
    status_to: RecommendationStatus;
    files: { id: number; name: string; size: number }[] | null;
  }>(
    `SELECT ev.id, ev.kind, ev.at, nullif(${FULL_NAME_SQL}, '') AS user_name, ev.text, ev.data, ev.status_to,
            (SELECT json_agg(json_build_object('id', f.id, 'name', f.original_name, 'size', f.size_bytes) ORDER BY f.id)
               FROM recommendation_event_files ef JOIN stored_files f ON f.id = ef.file_id WHERE ef.event_id = ev.id) AS files
       FROM recommendation_events ev LEFT JOIN persons p ON p.user_id = ev.user_id
      WHERE ev.target_id = $1 ORDER BY ev.id`,
    [targetId],
  );
  return rows.map((e) => ({
    id: Number(e.id),
    kind: e.kind,
    kind_name: RECOMMENDATION_EVENTS[e.kind] ?? e.kind,
    at: toBogotaLocal(e.at),
    user: e.user_name?.replace(/\s+/g, ' ').trim() ?? null,
    text: e.text,
    data: e.data,
    status: e.status_to,
    status_name: RECOMMENDATION_STATUSES[e.status_to],
    files: (e.files ?? []).map((f) => ({ id_storage: Number(f.id), name: f.name, size: Number(f.size) })),
  }));
}

/** A target as lists and the detail show it. */
export function targetView(t: TargetRow, now: Date) {
  const due = dueStatus(t.status === 'closed' ? null : t.due_day, now);
  return {
    id: t.id,
    entity: { id: t.entity_id, name: t.entity_name },
    status: t.status,
    status_name: RECOMMENDATION_STATUSES[t.status],
    due_day: t.status === 'closed' ? null : t.due_day,
    due_status: due,
    due_status_name: RECOMMENDATION_DUE[due],
  };
}
