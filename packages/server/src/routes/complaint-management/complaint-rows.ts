import { CLASSIFICATION_TEXTS, STAFF_COMPLAINT_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageWindow, pagedResponse, type ListCount } from '../../http/pagination.js';
import {
  DEADLINE_CLOCK_COLUMNS,
  clockOfRow,
  complaintDeadline,
} from '../../domain/deadlines/deadline-sql.js';
import { stateName } from '../../domain/complaints/state-machine.js';
import { dayCountQuery, type CountQuery } from '../../domain/complaint-work/day-counts.js';
import { scopeToCaller } from '../../domain/complaint-work/access.js';
import { adminCaller, type AdminCaller } from '../../domain/staff-admin/access.js';
import { ADMIN_PAGE_SIZE, SqlFilter, isoOrNull, orderBy } from '../../domain/staff-admin/listing.js';
import { applyFilters, parseFilters, type Condition } from '../dashboard-filters/complaint-filter.js';

/**
 * The complaint rows of the staff screens (`ComplaintRow` of docs/staff-complaints-api.md): one
 * query shape (complaint, its entity, its assignment) shared by the queue, search and the
 * desisted list, so every screen shows the same columns and the same deadline (under the
 * complaint's classified regime, after its suspensions: deadline-sql.ts).
 */

/** The joins of {@link COMPLAINT_FROM} after `complaints c`: its entity and its assignment. */
export const COMPLAINT_JOINS = `JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
  LEFT JOIN complaint_assignments a ON a.complaint_id = c.id
  LEFT JOIN directions d ON d.id = a.direction_id
  LEFT JOIN persons ap ON ap.user_id = a.analyst_user_id`;

/** FROM clause with the aliases the filter builder's SQL reads (`c`, `e`, `a`). */
export const COMPLAINT_FROM = `complaints c
  ${COMPLAINT_JOINS}`;

/**
 * The FROM clause `where` needs, no more: `complaints c`, with the entity joined only when `where`
 * reads `e.` and the assignment only when it reads `a.`, `d.` or `ap.`. Every complaint has
 * exactly one entity (a non-null foreign key), so leaving the join out changes no result; it
 * leaves the planner free to read complaints by the condition's own index (joined, it tried the
 * text index once per entity).
 */
export function complaintFromFor(where: string): string {
  const joins = ['complaints c'];
  if (/\be\./.test(where))
    joins.push(
      'JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod',
    );
  if (/\b(a|d|ap)\./.test(where)) joins.push(COMPLAINT_JOINS.slice(COMPLAINT_JOINS.indexOf('LEFT JOIN')));
  return joins.join('\n  ');
}

/** The selected columns of a row. */
export const COMPLAINT_COLUMNS = `c.id, c.codigo_queja, c.nombres, c.numero_id_cf, c.estado_cod, c.producto_nombre,
  c.canal_cod, c.fecha_creacion, c.fecha_cierre, c.prorroga_queja, c.updated_at, c.is_active,
  e.id AS entity_id, e.tipo_entidad, e.entidad_cod, e.name AS entity_name,
  d.id AS direction_id, d.name AS direction_name,
  a.analyst_user_id, btrim(concat_ws(' ', nullif(ap.first_name, ''), nullif(ap.second_name, ''),
    nullif(ap.first_last_name, ''), nullif(ap.second_last_name, ''))) AS analyst_name,
  ${DEADLINE_CLOCK_COLUMNS}`;

/** A row as PostgreSQL gives it. */
export type Row = Record<string, unknown>;

const toDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));

/** A row as the API answers it. */
export function complaintRow(row: Row, now: Date) {
  const deadline = complaintDeadline(
    {
      fecha_creacion: toDate(row.fecha_creacion)!,
      estado_cod: Number(row.estado_cod),
      prorroga_queja: row.prorroga_queja === null ? null : Number(row.prorroga_queja),
      fecha_cierre: toDate(row.fecha_cierre),
      updated_at: toDate(row.updated_at)!,
      ...clockOfRow(row),
    },
    now,
  );
  return {
    id: Number(row.id),
    codigo_queja: String(row.codigo_queja),
    entity: {
      id: Number(row.entity_id),
      tipo_entidad: Number(row.tipo_entidad),
      entidad_cod: String(row.entidad_cod),
      name: String(row.entity_name),
    },
    consumer_name: String(row.nombres),
    numero_id_cf: row.numero_id_cf === null ? null : String(row.numero_id_cf),
    state: { id: Number(row.estado_cod), name: stateName(Number(row.estado_cod)) },
    producto_nombre: row.producto_nombre === null ? null : String(row.producto_nombre),
    canal_cod: row.canal_cod === null ? null : Number(row.canal_cod),
    fecha_creacion: isoOrNull(row.fecha_creacion),
    fecha_cierre: isoOrNull(row.fecha_cierre),
    is_active: row.is_active === true,
    direction:
      row.direction_id === null ? null : { id: Number(row.direction_id), name: String(row.direction_name) },
    analyst:
      row.analyst_user_id === null
        ? null
        : { id: Number(row.analyst_user_id), name: String(row.analyst_name) },
    deadline: {
      ...deadline,
      regime_label: CLASSIFICATION_TEXTS.regimes[deadline.regime] ?? deadline.regime,
      status_label: STAFF_COMPLAINT_TEXTS.deadlineStatuses[deadline.status] ?? deadline.status,
    },
  };
}

/** One row, as {@link complaintRow} answers it. */
export type ComplaintRow = ReturnType<typeof complaintRow>;

/**
 * One page of rows matching `filter`, in `order`, in two statements: the page's ids, from
 * complaints and only the joins `filter` and `order` read (planned for its values: a big
 * entity's year is not a small one's), then those rows whole by id, a statement whose text and
 * plan never change (prepared once per connection: `samePlan`). Planned together, the five
 * joins and the deadline columns cost more than running the page (2.9 ms planning against
 * 2.2 ms at 1,000,000 complaints, ADR 0026).
 */
export async function complaintPage(
  db: Db,
  filter: SqlFilter,
  order: string,
  limit: number,
  offset: number,
  now: Date,
): Promise<ComplaintRow[]> {
  const where = filter.sql();
  const n = filter.params.length;
  const page = await db.query<{ id: number }>(
    `SELECT c.id FROM ${complaintFromFor(`${where} ${order}`)} ${where} ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...filter.params, limit, offset],
  );
  return rowsInOrder(
    db,
    page.rows.map((r) => Number(r.id)),
    now,
  );
}

/** The rows of the complaints `ids`, in that order ({@link complaintRowsById}). */
async function rowsInOrder(db: Db, ids: number[], now: Date): Promise<ComplaintRow[]> {
  const byId = await complaintRowsById(db, ids);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [complaintRow(row, now)];
  });
}

/**
 * The rows (as {@link COMPLAINT_COLUMNS} selects them) of the complaints `ids`, by id: one
 * statement whose text and plan never change (prepared once per connection: `samePlan`), so
 * the five joins and the deadline columns are planned once, not for every page.
 */
export async function complaintRowsById(db: Db, ids: readonly number[]): Promise<Map<number, Row>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Row>(
    `SELECT ${COMPLAINT_COLUMNS} FROM ${COMPLAINT_FROM} WHERE c.id = ANY($1::int[])`,
    [ids],
    { samePlan: true },
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** How many complaints match `filter`. */
export async function complaintCount(db: Db, filter: SqlFilter): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${COMPLAINT_FROM} ${filter.sql()}`,
    filter.params,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The count of a staff complaint list (ADR 0020). Counting reads every matching row (or index
 * entry): a million active complaints took 1.2 s per page view. So the planner's estimate of the
 * matching rows comes first (`EXPLAIN`: planned, nothing read); when it is over ten times `limit`
 * (`EXACT_COUNT_LIMIT`; the unfiltered queue: a million), it is the answer, with `estimated`.
 * Otherwise the rows are counted, stopping one past `limit`: an exact count up to it, else the
 * estimate (at least one more than `limit`), with `estimated`.
 */
export async function complaintListCount(db: Db, filter: SqlFilter, limit: number): Promise<ListCount> {
  // Only the joins the filter reads (the others change no count): the unfiltered queue's estimate
  // plans one table, 0.2 ms of PostgreSQL's time per view instead of 0.5 ms with every join.
  const where = filter.sql();
  const matching = `SELECT 1 FROM ${complaintFromFor(where)} ${where}`;
  const key = `${matching}\u0000${JSON.stringify(filter.params)}`;
  const remembered = largeEstimates.get(db, key);
  if (remembered !== undefined && remembered > 10 * limit) return { count: remembered, estimated: true };
  const planned = await plannedRows(db, matching, filter.params);
  if (planned > 10 * limit) {
    largeEstimates.set(db, key, planned);
    return { count: planned, estimated: true };
  }
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${matching} LIMIT ${limit + 1}) m`,
    filter.params,
  );
  const exact = Number(rows[0]?.n ?? 0);
  if (exact <= limit) return { count: exact, estimated: false };
  return { count: Math.max(limit + 1, planned), estimated: true };
}

/**
 * The planner's estimates that were answers (over ten times the exact-count limit: the unfiltered
 * queue, wide filters), kept {@link ESTIMATE_KEEP_MS} per statement and parameters in this
 * process: an estimate moves only with the table's statistics and size, and the answer already
 * says it is one, so asking the planner again on every view (a round trip and a planning, 0.2 ms
 * of PostgreSQL's time) told nothing new. Small estimates are not kept: those lists are counted.
 */
const ESTIMATE_KEEP_MS = 30_000;
const ESTIMATES_KEPT = 500;

class LargeEstimates {
  private readonly byDb = new WeakMap<Db, Map<string, { count: number; until: number }>>();

  get(db: Db, key: string): number | undefined {
    const hit = this.byDb.get(db)?.get(key);
    return hit !== undefined && hit.until > Date.now() ? hit.count : undefined;
  }

  set(db: Db, key: string, count: number): void {
    let kept = this.byDb.get(db);
    if (!kept) {
      kept = new Map();
      this.byDb.set(db, kept);
    }
    kept.delete(key);
    if (kept.size >= ESTIMATES_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, { count, until: Date.now() + ESTIMATE_KEEP_MS });
  }
}

const largeEstimates = new LargeEstimates();

/** What a staff complaint list is asked for: {@link staffListPage}. */
export interface StaffListQuery {
  caller: AdminCaller;
  conditions: readonly Condition[];
  /** The compiled scope and conditions (`c`, `e`, `a`). */
  filter: SqlFilter;
  /** The ORDER BY ({@link queueOrder}). */
  order: string;
  now: Date;
  /** Whether the list shows active complaints only unless a condition reads `is_active`. */
  activeByDefault: boolean;
}

/** Where a staff list's page is read, and how far an exact count may go: {@link staffListPage}. */
export interface StaffListSource {
  db: Db;
  publicUrl: string | undefined;
  /** `EXACT_COUNT_LIMIT` ({@link complaintListCount}). */
  exactCountLimit: number;
}

/**
 * The answer of a staff complaint list route (the queue, the history's list) for `request`: the
 * caller's scope, the filter builder's `filters` (active complaints only, unless a condition reads
 * `is_active`, when `activeByDefault`), `ordering`, then {@link staffListPage}.
 */
export function staffComplaintList(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: { filters?: string; ordering?: string } }>,
  activeByDefault: boolean,
) {
  const caller = adminCaller(request);
  const now = new Date();
  const conditions = parseFilters(request.query.filters);
  const filter = new SqlFilter();
  scopeToCaller(filter, caller);
  if (activeByDefault && !conditions.some((c) => c.column === 'is_active')) filter.where('c.is_active');
  applyFilters(filter, conditions, now);
  const source = { db: app.db, publicUrl: app.config.publicUrl, exactCountLimit: app.config.exactCountLimit };
  return staffListPage(source, request, {
    caller,
    conditions,
    filter,
    order: queueOrder(request.query.ordering),
    now,
    activeByDefault,
  });
}

/**
 * The answer of a staff complaint list (the queue, the history's list): its page of rows and its
 * count. When the day counts keep every filtered column and the list names few entities (ADR
 * 0026), the exact count and the page's ids come from one statement, then the rows by id (ADR
 * 0027: a statement less per page); otherwise {@link complaintListCount}'s count, then the page.
 */
async function staffListPage(source: StaffListSource, request: FastifyRequest, list: StaffListQuery) {
  const { db, publicUrl } = source;
  const { filter, order, now } = list;
  const counted = dayCountQuery(
    list.caller,
    list.conditions,
    now,
    list.activeByDefault,
    filter.params.length + 1,
  );
  if (counted !== null) {
    const { pageSize, offset } = pageWindow(request, ADMIN_PAGE_SIZE);
    const { count, rows } = await countedComplaintPage(db, filter, order, counted, pageSize, offset, now);
    return pagedResponse(request, publicUrl, {
      count: { count, estimated: false },
      defaultPageSize: ADMIN_PAGE_SIZE,
      fetch: async () => rows,
    });
  }
  return pagedResponse(request, publicUrl, {
    count: await complaintListCount(db, filter, source.exactCountLimit),
    defaultPageSize: ADMIN_PAGE_SIZE,
    fetch: (limit, offset) => complaintPage(db, filter, order, limit, offset, now),
  });
}

/**
 * {@link complaintPage} with `count` (a statement whose placeholders follow `filter`'s) in the same
 * statement as the page's ids: one round trip and one planning for both.
 */
async function countedComplaintPage(
  db: Db,
  filter: SqlFilter,
  order: string,
  count: CountQuery,
  limit: number,
  offset: number,
  now: Date,
): Promise<{ count: number; rows: ComplaintRow[] }> {
  const where = filter.sql();
  const n = filter.params.length + count.params.length;
  const { rows } = await db.query<{ n: number; ids: number[] }>(
    `SELECT (${count.sql}) AS n,
            ARRAY(SELECT c.id FROM ${complaintFromFor(`${where} ${order}`)} ${where} ${order}
                   LIMIT $${n + 1} OFFSET $${n + 2}) AS ids`,
    [...filter.params, ...count.params, limit, offset],
  );
  const ids = (rows[0]?.ids ?? []).map(Number);
  return { count: Number(rows[0]?.n ?? 0), rows: await rowsInOrder(db, ids, now) };
}

/** The number of rows PostgreSQL's planner expects `sql` to return (`EXPLAIN`, nothing run). */
export async function plannedRows(db: Db, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(Number(plan[0]?.Plan?.['Plan Rows'] ?? 0));
}

/** Sortable fields of the queue and the lists built like it. */
export const QUEUE_ORDERING: Record<string, string[]> = {
  fecha_creacion: ['c.fecha_creacion'],
  codigo_queja: ['c.codigo_queja'],
  estado_cod: ['c.estado_cod'],
  consumer_name: ['sfc_fold(c.nombres)'],
  id: ['c.id'],
};

/** All of them are NOT NULL columns (and the fold of one). */
const QUEUE_NOT_NULL: ReadonlySet<string> = new Set(Object.values(QUEUE_ORDERING).flat());

/** The ORDER BY of the queue and the lists built like it: newest first unless `ordering` says. */
export function queueOrder(ordering: string | undefined): string {
  return orderBy(ordering, QUEUE_ORDERING, '-fecha_creacion', 'c.id DESC', QUEUE_NOT_NULL);
}
