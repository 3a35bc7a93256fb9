import { QUALITY_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { bogotaDay, businessDaysBetween } from '../alerts/colombian-calendar.js';

/**
 * Analysts' productivity (docs/decisions/0015-samples-duplicates-productivity.md), per analyst over
 * a period [start, end):
 * - assigned: complaints assigned to the analyst in the period;
 * - handled: complaints the analyst changed (any staff version: state, assignment, note...) in the period;
 * - closed: complaints assigned to the analyst closed in the period;
 * - handling time: business days (the deadline engine's Colombian calendar) from the assignment
 *   day to the closing day of each closed complaint; average and 90th percentile (nearest rank);
 * - evaluations: sample verdicts the analyst recorded in the period.
 * Entity-scoped callers count only complaints of their entities.
 */

/** The filters of a report. */
export interface ProductivityQuery {
  start: Date;
  end: Date;
  directionId?: number;
  analystId?: number;
  entityIds: number[] | null;
}

/** One analyst's row. */
export interface ProductivityRow {
  analyst: { id: number; name: string };
  direction: { id: number; name: string } | null;
  assigned: number;
  handled: number;
  closed: number;
  average_business_days: number | null;
  p90_business_days: number | null;
  evaluations: number;
}

/** The 90th percentile by nearest rank (the smallest value with at least 90 % at or below it). */
export function percentile90(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.9 * sorted.length) - 1]!;
}

/** The mean, to one decimal. */
export function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

const SCOPE = (alias: string) => `($3::int[] IS NULL OR EXISTS (
  SELECT 1 FROM supervised_entities se WHERE se.id = ANY($3::int[])
     AND se.tipo_entidad = ${alias}.tipo_entidad AND se.entidad_cod = ${alias}.entidad_cod))`;

async function counts(db: Db, sql: string, q: ProductivityQuery): Promise<Map<number, number>> {
  const { rows } = await db.query<{ u: number; n: number }>(sql, [q.start, q.end, q.entityIds]);
  return new Map(rows.filter((r) => r.u !== null).map((r) => [Number(r.u), Number(r.n)]));
}

/** Every analyst with any activity in the period, with their figures, by name. */
export async function productivityRows(db: Db, q: ProductivityQuery): Promise<ProductivityRow[]> {
  const assigned = await counts(
    db,
    `SELECT a.analyst_user_id AS u, count(*)::int AS n FROM complaint_assignments a
       JOIN complaints c ON c.id = a.complaint_id
      WHERE a.assigned_at >= $1 AND a.assigned_at < $2 AND ${SCOPE('c')} GROUP BY 1`,
    q,
  );
  const handled = await counts(
    db,
    `SELECT v.actor_user_id AS u, count(DISTINCT v.complaint_id)::int AS n FROM complaint_versions v
       JOIN complaints c ON c.id = v.complaint_id
      WHERE v.actor_kind = 'staff' AND v.changed_at >= $1 AND v.changed_at < $2 AND ${SCOPE('c')} GROUP BY 1`,
    q,
  );
  const evaluations = await counts(
    db,
    `SELECT v.evaluator_user_id AS u, count(*)::int AS n FROM complaint_sample_evaluations v
       JOIN complaints c ON c.id = v.complaint_id
      WHERE v.evaluated_at >= $1 AND v.evaluated_at < $2 AND ${SCOPE('c')} GROUP BY 1`,
    q,
  );
  const { rows: closedRows } = await db.query<{
    u: number;
    assigned_at: Date | string;
    fecha_cierre: Date | string;
  }>(
    `SELECT a.analyst_user_id AS u, a.assigned_at, c.fecha_cierre FROM complaint_assignments a
       JOIN complaints c ON c.id = a.complaint_id
      WHERE a.analyst_user_id IS NOT NULL AND c.estado_cod = 4
        AND c.fecha_cierre >= $1 AND c.fecha_cierre < $2 AND ${SCOPE('c')}`,
    [q.start, q.end, q.entityIds],
  );
  const times = new Map<number, number[]>();
  for (const row of closedRows) {
    const from = bogotaDay(new Date(row.assigned_at));
    const to = bogotaDay(new Date(row.fecha_cierre));
    const list = times.get(Number(row.u)) ?? [];
    list.push(businessDaysBetween(from, to));
    times.set(Number(row.u), list);
  }
  const ids = [...new Set([...assigned.keys(), ...handled.keys(), ...evaluations.keys(), ...times.keys()])];
  if (ids.length === 0) return [];
  const { rows: people } = await db.query<{
    user_id: number;
    name: string;
    direction_id: number | null;
    direction_name: string | null;
  }>(
    `SELECT p.user_id, btrim(concat_ws(' ', nullif(p.first_name, ''), nullif(p.first_last_name, ''),
              nullif(p.second_last_name, ''))) AS name, d.id AS direction_id, d.name AS direction_name
       FROM persons p JOIN users u ON u.id = p.user_id LEFT JOIN directions d ON d.id = p.direction_id
      WHERE p.user_id = ANY($1::int[])`,
    [ids],
  );
  return people
    .filter((p) => q.analystId === undefined || Number(p.user_id) === q.analystId)
    .filter((p) => q.directionId === undefined || Number(p.direction_id) === q.directionId)
    .map((p) => {
      const id = Number(p.user_id);
      const closedTimes = times.get(id) ?? [];
      return {
        analyst: { id, name: p.name || `#${id}` },
        direction:
          p.direction_id === null ? null : { id: Number(p.direction_id), name: String(p.direction_name) },
        assigned: assigned.get(id) ?? 0,
        handled: handled.get(id) ?? 0,
        closed: closedTimes.length,
        average_business_days: average(closedTimes),
        p90_business_days: percentile90(closedTimes),
        evaluations: evaluations.get(id) ?? 0,
      };
    })
    .sort((a, b) => a.analyst.name.localeCompare(b.analyst.name, 'es') || a.analyst.id - b.analyst.id);
}

/** The rows summed per direction (analysts without one under "Sin dirección"). */
export function byDirection(rows: readonly ProductivityRow[]) {
  const groups = new Map<string, { name: string; rows: ProductivityRow[] }>();
  for (const row of rows) {
    const key = row.direction ? String(row.direction.id) : '';
    const group = groups.get(key) ?? { name: row.direction?.name ?? QUALITY_TEXTS.noDirection, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => ({
      name: g.name,
      assigned: g.rows.reduce((s, r) => s + r.assigned, 0),
      handled: g.rows.reduce((s, r) => s + r.handled, 0),
      closed: g.rows.reduce((s, r) => s + r.closed, 0),
      evaluations: g.rows.reduce((s, r) => s + r.evaluations, 0),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
