import { STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import {
  ACCOUNT_FROM,
  FULL_NAME_SQL,
  NAME_SORT_KEY,
  PEOPLE_NOT_NULL,
  STAFF_CONDITION,
  STAFF_USER_COLUMNS,
  addProblem,
  scopeStaffUsers,
  staffUserFromRow,
  type Problems,
} from './accounts.js';
import type { AdminCaller } from './access.js';
import {
  ID_SCHEMA,
  IS_ACTIVE_QUERY,
  LIST_QUERY_PROPERTIES,
  SqlFilter,
  listPage,
  orderBy,
} from './listing.js';

/** Positions whose users belong to supervised entities (names of the catalog's positions). */
import { DCF_POSITION, EV_POSITION, entitySide } from '../../access/route-policy.js';

export { DCF_POSITION, EV_POSITION };

/** Query parameters of a staff user list. */
export const STAFF_LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...LIST_QUERY_PROPERTIES,
    is_active: IS_ACTIVE_QUERY,
    group: { ...ID_SCHEMA, description: 'id de rol' },
    direction: { ...ID_SCHEMA, description: 'id de dirección' },
    position: { ...ID_SCHEMA, description: 'id de cargo' },
    entity: { ...ID_SCHEMA, description: 'id de entidad (company_list)' },
  },
} as const;

/** Values of {@link STAFF_LIST_QUERY}. */
export interface StaffListQuery {
  search?: string;
  ordering?: string;
  is_active?: boolean;
  group?: number;
  direction?: number;
  position?: number;
  entity?: number;
}

const STAFF_ORDERING: Record<string, string[]> = {
  name: [NAME_SORT_KEY],
  email: ['lower(u.email)'],
  identification_number: ['p.identification_number'],
  created_at: ['u.created_at'],
  last_login: ['u.last_login'],
  is_active: ['u.is_active'],
  id: ['u.id'],
};

/** The paged staff user list of `query` within the caller's scope (and `group` when given). */
export async function listStaffUsers(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: AdminCaller,
  query: StaffListQuery,
) {
  const filter = new SqlFilter().where(STAFF_CONDITION);
  scopeStaffUsers(filter, caller.entityIds, entitySide(caller.user));
  filter.search(query.search, [FULL_NAME_SQL, 'u.email', 'u.username', 'p.identification_number']);
  if (query.is_active !== undefined) filter.where(`u.is_active = ${filter.param(query.is_active)}`);
  if (query.group !== undefined)
    filter.where(
      `EXISTS (SELECT 1 FROM user_groups x WHERE x.user_id = u.id AND x.group_id = ${filter.param(query.group)})`,
    );
  if (query.direction !== undefined) filter.where(`p.direction_id = ${filter.param(query.direction)}`);
  if (query.position !== undefined) filter.where(`p.position_id = ${filter.param(query.position)}`);
  if (query.entity !== undefined)
    filter.where(
      `EXISTS (SELECT 1 FROM user_entities x WHERE x.user_id = u.id AND x.entity_id = ${filter.param(query.entity)})`,
    );
  const order = orderBy(query.ordering, STAFF_ORDERING, 'name', 'u.id', PEOPLE_NOT_NULL);
  // The plans do not depend on the values (a few hundred staff accounts through
  // persons_staff_idx): prepared once per connection, not planned again on every view.
  return listPage(app, request, {
    count: ACCOUNT_FROM,
    rows: `SELECT ${STAFF_USER_COLUMNS} ${ACCOUNT_FROM}`,
    filter,
    order,
    map: staffUserFromRow,
    samePlan: true,
  });
}

/** The staff-specific fields of a create or edit. */
export interface StaffAssignment {
  position?: number;
  direction?: number | null;
  groups?: number[];
  entities?: number[];
}

/** The user's current assignment (for an edit). */
export interface CurrentAssignment {
  positionId: number | null;
  groupIds: number[];
  entityIds: number[];
}

const list = (ids: number[]) => ids.slice(0, 20).join(', ');

/**
 * Checks position, direction, roles and entities against the database and the caller: active
 * position and direction; known, active roles whose modules the caller holds (new ones only, on
 * an edit); entities within the caller's scope; DCF users with one or more entities, EV users
 * with exactly one, everyone else with none (an entity-scoped caller can only make DCF/EV users).
 */
export async function assignmentProblems(
  db: Db,
  caller: AdminCaller,
  body: StaffAssignment,
  current: CurrentAssignment | null,
): Promise<Problems> {
  const problems: Problems = {};
  let positionName: string | null = null;
  const positionId = body.position ?? current?.positionId ?? null;
  if (positionId !== null) {
    const { rows } = await db.query<{ name: string; is_active: boolean }>(
      'SELECT name, is_active FROM positions WHERE id = $1',
      [positionId],
    );
    if (!rows[0] || (body.position !== undefined && !rows[0].is_active)) {
      addProblem(problems, 'position', STAFF_ADMIN_TEXTS.positionNotFound(String(positionId)));
    } else positionName = rows[0].name;
  }
  if (body.direction !== undefined && body.direction !== null) {
    const { rows } = await db.query('SELECT 1 FROM directions WHERE id = $1 AND is_active', [body.direction]);
    if (rows.length === 0)
      addProblem(problems, 'direction', STAFF_ADMIN_TEXTS.directionNotFound(String(body.direction)));
  }
  if (body.groups !== undefined) {
    const wanted = [...new Set(body.groups)];
    const { rows } = await db.query<{ id: number; name: string; missing: number[] | null }>(
      `SELECT g.id, g.name,
              ARRAY(SELECT gm.module_id FROM group_modules gm WHERE gm.group_id = g.id
                     AND NOT (gm.module_id = ANY($2::int[])) ORDER BY gm.module_id) AS missing
         FROM groups g WHERE g.id = ANY($1::int[]) AND g.is_active`,
      [wanted, caller.user.moduleIds],
    );
    const found = new Set(rows.map((r) => Number(r.id)));
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length > 0) addProblem(problems, 'groups', STAFF_ADMIN_TEXTS.roleNotFound(list(unknown)));
    const had = new Set(current?.groupIds ?? []);
    for (const row of rows) {
      if (!had.has(Number(row.id)) && (row.missing ?? []).length > 0) {
        addProblem(problems, 'groups', STAFF_ADMIN_TEXTS.roleNotGrantable(row.name));
      }
    }
  }
  const entities = body.entities !== undefined ? [...new Set(body.entities)] : (current?.entityIds ?? []);
  if (body.entities !== undefined && entities.length > 0) {
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM supervised_entities WHERE id = ANY($1::int[])',
      [entities],
    );
    const found = new Set(rows.map((r) => Number(r.id)));
    const allowed = caller.entityIds === null ? null : new Set(caller.entityIds);
    const unknown = entities.filter((id) => !found.has(id) || (allowed !== null && !allowed.has(id)));
    if (unknown.length > 0) addProblem(problems, 'entities', STAFF_ADMIN_TEXTS.entityNotFound(list(unknown)));
  }
  if (!problems.position && !problems.entities && positionId !== null) {
    const entityPosition = positionName === DCF_POSITION || positionName === EV_POSITION;
    if (entityPosition && entities.length === 0)
      addProblem(problems, 'entities', STAFF_ADMIN_TEXTS.entitiesRequired);
    else if (positionName === EV_POSITION && entities.length > 1)
      addProblem(problems, 'entities', STAFF_ADMIN_TEXTS.entitySingle);
    else if (!entityPosition && entities.length > 0)
      addProblem(problems, 'entities', STAFF_ADMIN_TEXTS.entitiesNotAllowed);
    else if (!entityPosition && caller.entityIds !== null)
      addProblem(problems, 'entities', STAFF_ADMIN_TEXTS.entitiesRequired);
    else if (caller.entityIds !== null && positionName !== entitySide(caller.user))
      addProblem(problems, 'position', STAFF_ADMIN_TEXTS.positionOtherSide(entitySide(caller.user)));
  }
  return problems;
}

/** Replaces the user's roles. */
export async function replaceGroups(db: Db, userId: number, groupIds: number[]): Promise<void> {
  await db.query('DELETE FROM user_groups WHERE user_id = $1', [userId]);
  await db.query(
    'INSERT INTO user_groups (user_id, group_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [userId, [...new Set(groupIds)]],
  );
}

/**
 * Replaces the user's entities and mirrors the first one into users.tipo_entidad/entidad_cod,
 * which the alerts and reports scope by.
 */
export async function replaceEntities(db: Db, userId: number, entityIds: number[]): Promise<void> {
  await db.query('DELETE FROM user_entities WHERE user_id = $1', [userId]);
  const ids = [...new Set(entityIds)];
  await db.query('INSERT INTO user_entities (user_id, entity_id) SELECT $1, unnest($2::int[])', [
    userId,
    ids,
  ]);
  await db.query(
    `UPDATE users SET tipo_entidad = (SELECT tipo_entidad FROM supervised_entities WHERE id = $2),
            entidad_cod = (SELECT entidad_cod FROM supervised_entities WHERE id = $2)
      WHERE id = $1`,
    [userId, ids[0] ?? null],
  );
}

/** The current position, roles and entities of a user. */
export async function currentAssignment(db: Db, userId: number): Promise<CurrentAssignment> {
  const { rows } = await db.query<{ position_id: number | null; groups: number[]; entities: number[] }>(
    `SELECT p.position_id,
            ARRAY(SELECT group_id FROM user_groups WHERE user_id = $1 ORDER BY group_id) AS groups,
            ARRAY(SELECT entity_id FROM user_entities WHERE user_id = $1 ORDER BY entity_id) AS entities
       FROM persons p WHERE p.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return {
    positionId: row?.position_id ?? null,
    groupIds: (row?.groups ?? []).map(Number),
    entityIds: (row?.entities ?? []).map(Number),
  };
}

/** One choice of the staff-user form. */
export interface AssignableOption {
  id: number;
  name: string;
}

/**
 * What the caller may give a staff account, the same rules {@link assignmentProblems} holds to:
 * active roles whose every module the caller holds, and active positions, an entity-scoped
 * caller (EV, DCF) only their own side's. The form offers these and nothing the save would refuse.
 */
export async function assignableOptions(
  db: Db,
  caller: AdminCaller,
): Promise<{ positions: AssignableOption[]; groups: AssignableOption[] }> {
  const side = caller.entityIds === null ? null : entitySide(caller.user);
  const positions = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM positions WHERE is_active AND ($1::text IS NULL OR name = $1) ORDER BY name, id`,
    [side],
  );
  const groups = await db.query<{ id: number; name: string }>(
    `SELECT g.id, g.name FROM groups g
      WHERE g.is_active
        AND NOT EXISTS (SELECT 1 FROM group_modules gm
                         WHERE gm.group_id = g.id AND NOT (gm.module_id = ANY($1::int[])))
      ORDER BY g.name, g.id`,
    [caller.user.moduleIds],
  );
  const option = (r: { id: number; name: string }) => ({ id: Number(r.id), name: r.name });
  return { positions: positions.rows.map(option), groups: groups.rows.map(option) };
}
