import type { Db } from '../../db/driver.js';
import {
  applyFilters,
  type ColumnSource,
  type Condition,
} from '../../routes/dashboard-filters/complaint-filter.js';
import type { AdminCaller } from '../staff-admin/access.js';
import { SqlFilter } from '../staff-admin/listing.js';
import { ofEntity, scopeToCaller } from './access.js';

/**
 * Exact counts of the staff complaint lists from the day counts (migration 190, ADR 0026): the
 * complaints per entity, state, active flag and Bogotá filing day, kept by triggers. A list
 * filtered only by those columns, for a few entities, is counted by adding a few hundred rows
 * (a year of one entity's pending complaints at 1,000,000: ~730 rows) instead of reading every
 * matching complaint or settling for an estimate (ADR 0020).
 */

/**
 * The filter builder's columns the day counts keep, read from `k` (the counts) and `e` (entity,
 * joined only for a condition that reads it): one entity is compared on the counts' own columns
 * ({@link ofEntity}), as on the complaints', so no join is planned for the common case.
 */
const DAY_COUNT_COLUMNS: Readonly<Record<string, ColumnSource>> = {
  entidad: { sql: 'e.id', equalsSql: (p) => ofEntity('k', p) },
  tipo_entidad: 'k.tipo_entidad',
  estado_cod: 'k.estado_cod',
  fecha_creacion: 'k.filed_day_start',
  is_active: 'k.is_active',
};

/**
 * Most entities a list may name (by filter or by the caller's scope) to be counted this way: the
 * rows added grow with the entities (all 76 over a year: ~100,000 rows, slower than the
 * estimate the other lists get).
 */
const MAX_ENTITIES = 10;

/** The entities `conditions` or the caller's scope narrow the list to, if few enough. */
function fewEntities(caller: AdminCaller, conditions: readonly Condition[]): boolean {
  if (caller.entityIds !== null && caller.entityIds.length <= MAX_ENTITIES) return true;
  return conditions.some(
    (c) =>
      c.column === 'entidad' &&
      (c.operator === 'equals' ||
        (c.operator === 'in' && Array.isArray(c.value) && c.value.length <= MAX_ENTITIES)),
  );
}

/** A statement that counts, and its parameters. */
export interface CountQuery {
  sql: string;
  params: unknown[];
}

/**
 * The statement counting the complaints in the caller's scope matching `conditions` (already
 * checked by `applyFilters`), and active ones only unless a condition reads `is_active` when
 * `activeByDefault`; or `null` when a condition reads a column the counts do not keep or the
 * list spans many entities (count the complaints then). Its placeholders start at `firstParam`,
 * so it can go into one statement after another's parameters (the queue's page, complaint-rows.ts).
 */
export function dayCountQuery(
  caller: AdminCaller,
  conditions: readonly Condition[],
  now: Date,
  activeByDefault: boolean,
  firstParam = 1,
): CountQuery | null {
  if (!conditions.every((c) => Object.hasOwn(DAY_COUNT_COLUMNS, c.column))) return null;
  if (!fewEntities(caller, conditions)) return null;
  const filter = new SqlFilter(firstParam);
  scopeToCaller(filter, caller, 'k');
  if (activeByDefault && !conditions.some((c) => c.column === 'is_active')) filter.where('k.is_active');
  applyFilters(filter, conditions, now, DAY_COUNT_COLUMNS);
  const where = filter.sql();
  const entity = /\be\./.test(where)
    ? 'JOIN supervised_entities e ON e.tipo_entidad = k.tipo_entidad AND e.entidad_cod = k.entidad_cod'
    : '';
  return {
    sql: `SELECT coalesce(sum(k.n), 0)::int AS n FROM complaint_day_counts k ${entity} ${where}`,
    params: filter.params,
  };
}

/** The statement of {@link foldDayCounts} (also run by the scale seed after its bulk load). */
export const FOLD_DAY_COUNTS_SQL = `WITH deltas AS (
       DELETE FROM complaint_day_counts WHERE NOT settled
       RETURNING tipo_entidad, entidad_cod, estado_cod, is_active, filed_day_start, n
     ), sums AS (
       SELECT tipo_entidad, entidad_cod, estado_cod, is_active, filed_day_start, sum(n)::int AS n, count(*) AS rows
         FROM deltas GROUP BY 1, 2, 3, 4, 5
     ), settled AS (
       INSERT INTO complaint_day_counts (tipo_entidad, entidad_cod, estado_cod, is_active, filed_day_start, n, settled)
       SELECT tipo_entidad, entidad_cod, estado_cod, is_active, filed_day_start, n, true FROM sums
       ON CONFLICT (tipo_entidad, entidad_cod, estado_cod, is_active, filed_day_start) WHERE settled
       DO UPDATE SET n = complaint_day_counts.n + EXCLUDED.n
     )
     SELECT coalesce(sum(rows), 0)::int AS folded FROM sums`;

/**
 * Folds the day counts' delta rows (one per write of a complaint, or per key of a bulk insert)
 * into one settled row per key, in one statement: a count read meanwhile sees either the deltas
 * or their sum. Deltas written after the statement began stay for the next fold. Two folds at
 * once are safe: the second finds the first's deltas gone (deleted rows are skipped) and adds
 * only what is left. Returns how many deltas were folded.
 */
export async function foldDayCounts(db: Db): Promise<number> {
  const { rows } = await db.query<{ folded: number }>(FOLD_DAY_COUNTS_SQL);
  return Number(rows[0]?.folded ?? 0);
}
