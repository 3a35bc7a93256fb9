import { STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DCF_POSITION, entitySide } from '../../access/route-policy.js';
import {
  ADMIN_MODULES,
  adminCaller,
  adminAccess,
  type AdminCaller,
} from '../../domain/staff-admin/access.js';
import { fullName } from '../../domain/staff-admin/accounts.js';
import {
  ID_PARAMS,
  ID_SCHEMA,
  LIST_QUERY_PROPERTIES,
  SqlFilter,
  isoOrNull,
  orderBy,
  pathId,
  listPage,
} from '../../domain/staff-admin/listing.js';
import { notFoundError, validationError } from '../../http/errors.js';

const TAG = 'Administración: histórico de usuarios';

/** Actions the user history shows. */
const HISTORY_ACTIONS = ['created', 'updated', 'activated', 'inactivated', 'unlocked'];
const BOOLEAN_FIELDS = new Set(['is_active', 'locked']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const COLUMNS = `c.id, c.at, c.action, c.changes, c.resource_id AS user_id, tu.email AS user_email,
  tp.first_name AS u_first, tp.second_name AS u_second, tp.first_last_name AS u_last, tp.second_last_name AS u_last2,
  (tp.position_id IS NOT NULL) AS user_is_staff,
  c.actor_user_id, au.email AS actor_email, ap.first_name AS a_first, ap.second_name AS a_second,
  ap.first_last_name AS a_last, ap.second_last_name AS a_last2`;

const FROM = `FROM staff_changes c
  JOIN users tu ON tu.id = c.resource_id
  JOIN persons tp ON tp.user_id = tu.id
  LEFT JOIN users au ON au.id = c.actor_user_id
  LEFT JOIN persons ap ON ap.user_id = au.id`;

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function shown(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (BOOLEAN_FIELDS.has(field)) return value === 'true' ? STAFF_ADMIN_TEXTS.yes : STAFF_ADMIN_TEXTS.no;
  return String(value);
}

function entryFromRow(row: Row) {
  const changes = (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as {
    field: string;
    before: unknown;
    after: unknown;
  }[];
  const action = str(row.action);
  return {
    id: Number(row.id),
    at: isoOrNull(row.at),
    action,
    action_label: STAFF_ADMIN_TEXTS.historyActions[action] ?? action,
    user: {
      id: Number(row.user_id),
      email: row.user_email === null ? null : str(row.user_email),
      full_name: fullName({
        first_name: str(row.u_first),
        second_name: str(row.u_second),
        first_last_name: str(row.u_last),
        second_last_name: str(row.u_last2),
      }),
      kind: row.user_is_staff === true ? 'staff' : 'consumer',
    },
    actor:
      row.actor_user_id === null
        ? null
        : {
            id: Number(row.actor_user_id),
            email: row.actor_email === null ? null : str(row.actor_email),
            full_name: fullName({
              first_name: str(row.a_first),
              second_name: str(row.a_second),
              first_last_name: str(row.a_last),
              second_last_name: str(row.a_last2),
            }),
          },
    changes: changes.map((c) => ({
      field: c.field,
      label: STAFF_ADMIN_TEXTS.historyFields[c.field] ?? c.field,
      before: shown(c.field, c.before),
      after: shown(c.field, c.after),
    })),
  };
}

/**
 * SQL: account `tu`/`tp` belongs to one of the entities `$ids` on the caller's side of the EV/DCF
 * line (`$dcf`: the defender's position name; `dcfSide`: whether the caller is a defender), or is a
 * consumer with a complaint against one.
 */
function entityScopeSql(ids: string, dcf: string, dcfSide: boolean): string {
  const side = `(SELECT pos.name FROM positions pos WHERE pos.id = tp.position_id) IS ${dcfSide ? 'NOT ' : ''}DISTINCT FROM ${dcf}`;
  return `(EXISTS (SELECT 1 FROM user_entities ue WHERE ue.user_id = tu.id AND ue.entity_id = ANY(${ids}::int[]))
        AND ${side})
      OR (tp.position_id IS NULL AND EXISTS (SELECT 1 FROM complaints q JOIN supervised_entities e
            ON e.tipo_entidad = q.tipo_entidad AND e.entidad_cod = q.entidad_cod
          WHERE q.owner_user_id = tu.id AND e.id = ANY(${ids}::int[])))`;
}

/** The accounts the caller may see: not entity API accounts; for DCF/EV callers, within their entities. */
function accountFilter(caller: AdminCaller): SqlFilter {
  const filter = new SqlFilter().where(
    'NOT EXISTS (SELECT 1 FROM entity_clients ec WHERE ec.user_id = tu.id)',
  );
  if (caller.entityIds !== null) {
    const side = entitySide(caller.user);
    filter.where(
      entityScopeSql(filter.param(caller.entityIds), filter.param(DCF_POSITION), side === DCF_POSITION),
    );
  }
  return filter;
}

/** The history entries about accounts the caller may see. */
function baseFilter(caller: AdminCaller): SqlFilter {
  const filter = accountFilter(caller).where(`c.resource = 'user'`);
  return filter.where(`c.action = ANY(${filter.param(HISTORY_ACTIONS)}::text[])`);
}

interface HistoryQuery {
  search?: string;
  ordering?: string;
  user?: number;
  actor?: number;
  action?: string;
  kind?: 'staff' | 'consumer';
  date_from?: string;
  date_to?: string;
}

const HISTORY_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...LIST_QUERY_PROPERTIES,
    user: ID_SCHEMA,
    actor: ID_SCHEMA,
    action: { type: 'string', enum: HISTORY_ACTIONS },
    kind: { type: 'string', enum: ['staff', 'consumer'] },
    date_from: { type: 'string', maxLength: 10, description: 'AAAA-MM-DD (día de Bogotá)' },
    date_to: { type: 'string', maxLength: 10, description: 'AAAA-MM-DD (día de Bogotá, incluido)' },
  },
} as const;

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900' && value < '3000'
  );
}

async function historyPage(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: AdminCaller,
  query: HistoryQuery,
) {
  const filter = baseFilter(caller);
  const problems: Record<string, string[]> = {};
  for (const key of ['date_from', 'date_to'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '' && !validDate(value))
      problems[key] = [STAFF_ADMIN_TEXTS.dateInvalid];
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  filter.search(query.search, [
    `concat_ws(' ', tp.first_name, tp.second_name, tp.first_last_name, tp.second_last_name)`,
    "COALESCE(tu.email, '')",
  ]);
  if (query.user !== undefined) filter.where(`c.resource_id = ${filter.param(query.user)}`);
  if (query.actor !== undefined) filter.where(`c.actor_user_id = ${filter.param(query.actor)}`);
  if (query.action) filter.where(`c.action = ${filter.param(query.action)}`);
  if (query.kind)
    filter.where(query.kind === 'staff' ? 'tp.position_id IS NOT NULL' : 'tp.position_id IS NULL');
  if (query.date_from)
    filter.where(`c.at >= (${filter.param(query.date_from)}::date::timestamp AT TIME ZONE 'America/Bogota')`);
  if (query.date_to)
    filter.where(
      `c.at < ((${filter.param(query.date_to)}::date + 1)::timestamp AT TIME ZONE 'America/Bogota')`,
    );
  const order = orderBy(query.ordering, { at: ['c.at'], id: ['c.id'] }, '-at', 'c.id DESC');
  return listPage(app, request, {
    count: FROM,
    rows: `SELECT ${COLUMNS} ${FROM}`,
    filter,
    order,
    map: entryFromRow,
  });
}

/** User history (module 4): every change to an account, who made it and when, field by field. */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = adminAccess(ADMIN_MODULES.history);

  app.get<{ Querystring: HistoryQuery }>(
    '/person/history',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Cambios de usuarios, del más reciente al más antiguo',
        querystring: HISTORY_QUERY,
      },
    },
    async (request) => historyPage(app, request, adminCaller(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/person/history/:id/',
    { config: { access }, schema: { tags: [TAG], summary: 'Un cambio', params: ID_PARAMS } },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw notFoundError();
      const filter = baseFilter(adminCaller(request));
      filter.where(`c.id = ${filter.param(id)}`);
      const { rows } = await app.db.query<Row>(`SELECT ${COLUMNS} ${FROM} ${filter.sql()}`, filter.params);
      if (!rows[0]) throw notFoundError();
      return entryFromRow(rows[0]);
    },
  );

  app.get<{ Params: { id: string }; Querystring: HistoryQuery }>(
    '/person/filter/:id/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Cambios de una cuenta',
        params: ID_PARAMS,
        querystring: HISTORY_QUERY,
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const id = pathId(request.params.id);
      if (id === null) throw notFoundError();
      const visible = accountFilter(caller);
      visible.where(`tu.id = ${visible.param(id)}`);
      const { rows } = await app.db.query(
        `SELECT 1 FROM users tu JOIN persons tp ON tp.user_id = tu.id ${visible.sql()}`,
        visible.params,
      );
      if (rows.length === 0) throw notFoundError();
      return historyPage(app, request, caller, { ...request.query, user: id });
    },
  );
}
