import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import type { Db } from '../../db/driver.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { bogotaDay, isoDay } from '../alerts/colombian-calendar.js';
import { dayCountQuery } from '../complaint-work/day-counts.js';
import { scopeToCaller } from '../complaint-work/access.js';
import type { AdminCaller } from '../staff-admin/access.js';
import { SqlFilter, uniqueOr } from '../staff-admin/listing.js';
import {
  applyFilters,
  parseFilters,
  type Condition,
} from '../../routes/dashboard-filters/complaint-filter.js';
import { complaintFromFor, plannedRows } from '../../routes/complaint-management/complaint-rows.js';
import { personName, requiredText } from './case-scope.js';
import { callerDirection } from './templates.js';

/**
 * Views of the management queue with counters (docs/case-work-api.md, "Views with counters"):
 * six predefined filters of the filter builder and the caller's saved ones (their own and those
 * shared with their direction), each counted over the caller's scope, exactly up to the list's
 * exact-count limit and estimated past it (ADR 0020), or exactly from the day counts when the
 * filter allows it (ADR 0026).
 */

export const PREDEFINED_VIEW_KEYS = [
  'mine',
  'unassigned',
  'due_today',
  'overdue',
  'waiting_entity',
  'waiting_consumer',
] as const;

/** Most saved views per user. */
export const MAX_SAVED_VIEWS = 50;
const VIEW_NAME_MAX = 80;

/** The filter of predefined view `key` for `caller` at `now`. */
export function predefinedFilters(
  key: (typeof PREDEFINED_VIEW_KEYS)[number],
  userId: number,
  now: Date,
): Condition[] {
  switch (key) {
    case 'mine':
      return [{ column: 'analyst', operator: 'equals', value: userId }];
    case 'unassigned':
      return [{ column: 'analyst', operator: 'empty' }];
    case 'due_today':
      return [{ column: 'due_day', operator: 'equals', value: isoDay(bogotaDay(now)) }];
    case 'overdue':
      return [{ column: 'deadline_status', operator: 'equals', value: 'overdue' }];
    case 'waiting_entity':
      return [{ column: 'waiting_on', operator: 'equals', value: 'entity' }];
    case 'waiting_consumer':
      return [{ column: 'waiting_on', operator: 'equals', value: 'consumer' }];
  }
}

export interface ViewAnswer {
  key: string;
  name: string;
  kind: 'predefined' | 'saved';
  id: number | null;
  shared: boolean;
  owner: { id: number; name: string } | null;
  filters: Condition[];
  count: number | null;
  count_is_estimate: boolean;
}

/** How many complaints in the caller's scope match `conditions` (active ones unless it says). */
export async function viewCount(
  db: Db,
  caller: AdminCaller,
  conditions: readonly Condition[],
  now: Date,
  exactCountLimit: number,
): Promise<{ count: number; estimated: boolean }> {
  const counted = dayCountQuery(caller, conditions, now, true);
  if (counted !== null) {
    const { rows } = await db.query<{ n: number }>(counted.sql, counted.params);
    return { count: Number(rows[0]?.n ?? 0), estimated: false };
  }
  const filter = new SqlFilter();
  scopeToCaller(filter, caller);
  if (!conditions.some((c) => c.column === 'is_active')) filter.where('c.is_active');
  applyFilters(filter, conditions, now);
  return listCount(db, filter, exactCountLimit);
}

/**
 * The queue's count (ADR 0020: the planner's estimate past ten times `limit`, else counted up to
 * `limit`), over only the joins the filter reads (`complaintFromFor`): joined to every entity, the
 * planner walked «Vencen hoy» entity by entity (390 ms at 1,000,000 complaints against 15 ms).
 */
async function listCount(
  db: Db,
  filter: SqlFilter,
  limit: number,
): Promise<{ count: number; estimated: boolean }> {
  const where = filter.sql();
  const matching = `SELECT 1 FROM ${complaintFromFor(where)} ${where}`;
  const planned = await plannedRows(db, matching, filter.params);
  if (planned > 10 * limit) return { count: planned, estimated: true };
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${matching} LIMIT ${limit + 1}) m`,
    filter.params,
  );
  const exact = Number(rows[0]?.n ?? 0);
  if (exact <= limit) return { count: exact, estimated: false };
  return { count: Math.max(limit + 1, planned), estimated: true };
}

interface SavedRow {
  id: number;
  name: string;
  filters: unknown;
  shared: boolean;
  owner_user_id: number;
  owner_name: string | null;
}

async function savedViews(db: Db, userId: number): Promise<SavedRow[]> {
  const direction = await callerDirection(db, userId);
  const { rows } = await db.query<SavedRow>(
    `SELECT v.id, v.name, v.filters, v.shared, v.owner_user_id, ${personName('p')} AS owner_name
       FROM case_saved_views v LEFT JOIN persons p ON p.user_id = v.owner_user_id
      WHERE v.owner_user_id = $1 OR (v.shared AND v.direction_id = $2)
      ORDER BY (v.owner_user_id = $1) DESC, v.name, v.id`,
    [userId, direction],
  );
  return rows;
}

function savedAnswer(r: SavedRow): Omit<ViewAnswer, 'count' | 'count_is_estimate'> {
  const filters =
    typeof r.filters === 'string' ? (JSON.parse(r.filters) as Condition[]) : (r.filters as Condition[]);
  return {
    key: `saved-${r.id}`,
    name: r.name,
    kind: 'saved',
    id: Number(r.id),
    shared: r.shared === true,
    owner: { id: Number(r.owner_user_id), name: r.owner_name ?? '' },
    filters,
  };
}

/** Every view of the caller with its count (`counts` false: no counting). */
export async function listViews(
  db: Db,
  caller: AdminCaller,
  now: Date,
  exactCountLimit: number,
  counts = true,
): Promise<ViewAnswer[]> {
  const views: Omit<ViewAnswer, 'count' | 'count_is_estimate'>[] = PREDEFINED_VIEW_KEYS.map((key) => ({
    key,
    name: T.views[key]!,
    kind: 'predefined',
    id: null,
    shared: false,
    owner: null,
    filters: predefinedFilters(key, caller.user.id, now),
  }));
  for (const row of await savedViews(db, caller.user.id)) views.push(savedAnswer(row));
  if (!counts) return views.map((v) => ({ ...v, count: null, count_is_estimate: false }));
  // Counted at once, each on a pool connection: the answer takes the slowest count, not their sum.
  return Promise.all(
    views.map(async (v) => {
      // A saved filter whose column no longer exists counts nothing rather than failing the list.
      const counted = await viewCount(db, caller, v.filters, now, exactCountLimit).catch(() => null);
      return { ...v, count: counted?.count ?? null, count_is_estimate: counted?.estimated ?? false };
    }),
  );
}

export interface SavedViewInput {
  name?: unknown;
  filters?: unknown;
  shared?: unknown;
}

/** Saves a view of the caller's; answers it with its count. */
export async function saveView(
  db: Db,
  caller: AdminCaller,
  input: SavedViewInput,
  now: Date,
  exactCountLimit: number,
): Promise<ViewAnswer> {
  const name = requiredText(input.name, 'name', VIEW_NAME_MAX);
  if (input.filters === undefined) requiredText(undefined, 'filters', 1);
  const filters = parseFilters(input.filters);
  // Checked (and compiled) like the queue does, so a saved view always opens.
  applyFilters(new SqlFilter(), filters, now);
  const shared = input.shared === true;
  const direction = await callerDirection(db, caller.user.id);
  if (shared && direction === null) throw validationError({ shared: [T.viewShareNeedsDirection] });
  const { rows: mine } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM case_saved_views WHERE owner_user_id = $1',
    [caller.user.id],
  );
  if (Number(mine[0]?.n ?? 0) >= MAX_SAVED_VIEWS)
    throw validationError({ name: [T.tooManyViews(MAX_SAVED_VIEWS)] });
  const { rows } = await uniqueOr(
    () =>
      db.query<{ id: number }>(
        `INSERT INTO case_saved_views (owner_user_id, direction_id, name, filters, shared, created_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6) RETURNING id`,
        [caller.user.id, direction, name, JSON.stringify(filters), shared, now],
      ),
    'name',
    T.viewNameTaken,
  );
  const id = Number(rows[0]!.id);
  const saved = (await savedViews(db, caller.user.id)).find((r) => Number(r.id) === id)!;
  const counted = await viewCount(db, caller, filters, now, exactCountLimit);
  return { ...savedAnswer(saved), count: counted.count, count_is_estimate: counted.estimated };
}

/** Deletes a view of the caller's own (anyone else's → 404). */
export async function deleteView(db: Db, userId: number, id: number | null): Promise<void> {
  if (id === null) throw notFoundError();
  const { rowCount } = await db.query('DELETE FROM case_saved_views WHERE id = $1 AND owner_user_id = $2', [
    id,
    userId,
  ]);
  if (rowCount === 0) throw notFoundError();
}
