import { SERVER_TEXTS, STAFF_ADMIN_TEXTS } from '../../core.js';
import { ACTORS, signedInAccess } from '../../access/route-policy.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import {
  ADMIN_MODULES,
  adminCaller,
  adminAccess,
  type AdminCaller,
} from '../../domain/staff-admin/access.js';
import { addProblem, type Problems } from '../../domain/staff-admin/accounts.js';
import { flag, type Snapshot, writeRecorded } from '../../domain/staff-admin/changes.js';
import {
  ID_PARAMS,
  ID_SCHEMA,
  IS_ACTIVE_QUERY,
  LIST_QUERY_PROPERTIES,
  SqlFilter,
  isoOrNull,
  orderBy,
  uniqueOr,
  listPage,
} from '../../domain/staff-admin/listing.js';
import { adminCallerOrNull, optionListPage } from '../../domain/staff-admin/option-fallback.js';
import { recordRoutes } from '../../domain/staff-admin/record-routes.js';
import {
  STAFF_LIST_QUERY,
  listStaffUsers,
  type StaffListQuery,
} from '../../domain/staff-admin/staff-users.js';
import { validationError } from '../../http/errors.js';
import { GROUP_OPTION_LIST } from '../options/option-lists.js';

const TAG = 'Administración: roles';

const COLUMNS = `g.id, g.name, g.description, g.is_active, g.created_at,
  COALESCE((SELECT json_agg(json_build_object('id', m.id, 'name', m.name) ORDER BY m.id)
     FROM group_modules gm JOIN modules m ON m.id = gm.module_id WHERE gm.group_id = g.id), '[]'::json) AS modules,
  (SELECT count(*)::int FROM user_groups ug WHERE ug.group_id = g.id) AS users_count`;

type Row = Record<string, unknown>;

function roleFromRow(row: Row) {
  return {
    id: Number(row.id),
    name: String(row.name),
    description: String(row.description ?? ''),
    is_active: row.is_active === true,
    modules: (typeof row.modules === 'string' ? JSON.parse(row.modules) : row.modules) as {
      id: number;
      name: string;
    }[],
    users_count: Number(row.users_count ?? 0),
    created_at: isoOrNull(row.created_at),
  };
}

type Role = ReturnType<typeof roleFromRow>;

async function findRole(db: Db, id: number): Promise<Role | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM groups g WHERE g.id = $1`, [id]);
  return rows[0] ? roleFromRow(rows[0]) : null;
}

function snapshot(role: Role): Snapshot {
  return {
    name: role.name,
    description: role.description,
    modules: role.modules.map((m) => m.name).join(', '),
    is_active: flag(role.is_active),
  };
}

interface RoleBody {
  name?: string;
  description?: string;
  modules?: number[];
  is_active?: boolean;
}

const PROPERTIES = {
  name: { type: 'string', maxLength: 100 },
  description: { type: 'string', maxLength: 500 },
  modules: { type: 'array', items: ID_SCHEMA, minItems: 1, maxItems: 30 },
  is_active: { type: 'boolean' },
} as const;

const ORDERING: Record<string, string[]> = {
  name: ['sfc_fold(g.name)'],
  created_at: ['g.created_at'],
  users_count: ['(SELECT count(*) FROM user_groups ug WHERE ug.group_id = g.id)'],
  id: ['g.id'],
};

/** Checks a role's fields: a unique non-blank name, known modules the caller holds (new ones). */
async function roleProblems(
  db: Db,
  caller: AdminCaller,
  body: RoleBody,
  current: Role | null,
): Promise<Problems> {
  const problems: Problems = {};
  if (body.name !== undefined) {
    if (body.name === '') addProblem(problems, 'name', SERVER_TEXTS.fieldBlank);
    else {
      const { rows } = await db.query(
        'SELECT 1 FROM groups WHERE sfc_fold(btrim(name)) = sfc_fold($1) AND id <> $2',
        [body.name, current?.id ?? 0],
      );
      if (rows.length > 0) addProblem(problems, 'name', STAFF_ADMIN_TEXTS.roleNameTaken);
    }
  }
  if (body.modules !== undefined) {
    const wanted = [...new Set(body.modules)];
    const { rows } = await db.query<{ id: number }>('SELECT id FROM modules WHERE id = ANY($1::int[])', [
      wanted,
    ]);
    const known = new Set(rows.map((r) => Number(r.id)));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0)
      addProblem(problems, 'modules', STAFF_ADMIN_TEXTS.moduleNotFound(unknown.slice(0, 20).join(', ')));
    const had = new Set(current?.modules.map((m) => m.id) ?? []);
    const notHeld = wanted.filter(
      (id) => known.has(id) && !had.has(id) && !caller.user.moduleIds.includes(id),
    );
    if (notHeld.length > 0)
      addProblem(problems, 'modules', STAFF_ADMIN_TEXTS.moduleNotGrantable(notHeld.join(', ')));
  }
  return problems;
}

async function saveRole(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: AdminCaller,
  body: RoleBody,
  current: Role | null,
): Promise<Role> {
  const problems = await roleProblems(app.db, caller, body, current);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const write = () =>
    writeRecorded(
      app.db,
      {
        actorUserId: caller.user.id,
        ip: request.ip,
        resource: 'role',
        current,
        find: findRole,
        snapshot: snapshot,
      },
      async (tx) => {
        let roleId: number;
        if (current === null) {
          const { rows } = await tx.query<{ id: number }>(
            'INSERT INTO groups (name, description, is_active) VALUES ($1, $2, $3) RETURNING id',
            [body.name, body.description ?? '', body.is_active ?? true],
          );
          roleId = Number(rows[0]!.id);
        } else {
          roleId = current.id;
          await tx.query(
            `UPDATE groups SET name = COALESCE($2, name), description = COALESCE($3, description),
                is_active = COALESCE($4, is_active) WHERE id = $1`,
            [roleId, body.name ?? null, body.description ?? null, body.is_active ?? null],
          );
        }
        if (body.modules !== undefined) {
          await tx.query('DELETE FROM group_modules WHERE group_id = $1', [roleId]);
          await tx.query('INSERT INTO group_modules (group_id, module_id) SELECT $1, unnest($2::int[])', [
            roleId,
            [...new Set(body.modules)],
          ]);
        }
        return roleId;
      },
    );
  const id = await uniqueOr(write, 'name', STAFF_ADMIN_TEXTS.roleNameTaken);
  return (await findRole(app.db, id))!;
}

/** Roles (module 6): list (also the option list for everyone else), create, read, edit, members. */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = adminAccess(ADMIN_MODULES.roles, { global: true });

  app.get<{ Querystring: { search?: string; ordering?: string; is_active?: boolean; module?: number } }>(
    '/group/',
    {
      // An option list of portal-spec §7 for every signed-in account; the administration list needs the module.
      config: { access: signedInAccess(ACTORS, 'public') },
      schema: {
        tags: [TAG],
        summary: 'Roles: lista de administración (módulo 6) u opciones {id, name} de roles activos',
        querystring: {
          type: 'object',
          properties: { ...LIST_QUERY_PROPERTIES, is_active: IS_ACTIVE_QUERY, module: ID_SCHEMA },
        },
      },
    },
    async (request) => {
      const caller = await adminCallerOrNull(app, request, ADMIN_MODULES.roles);
      if (!caller) return optionListPage(app, request, GROUP_OPTION_LIST);
      const q = request.query;
      const filter = new SqlFilter();
      filter.search(q.search, ['g.name', 'g.description']);
      if (q.is_active !== undefined) filter.where(`g.is_active = ${filter.param(q.is_active)}`);
      if (q.module !== undefined)
        filter.where(
          `EXISTS (SELECT 1 FROM group_modules x WHERE x.group_id = g.id AND x.module_id = ${filter.param(q.module)})`,
        );
      const order = orderBy(q.ordering, ORDERING, 'name', 'g.id');
      return listPage(app, request, {
        count: 'FROM groups g',
        rows: `SELECT ${COLUMNS} FROM groups g`,
        filter,
        order,
        map: roleFromRow,
      });
    },
  );

  const existing = recordRoutes<Role, RoleBody>(app, {
    path: '/group/',
    tag: TAG,
    readAccess: access,
    writeAccess: access,
    summaries: {
      create: 'Crea un rol',
      read: 'Un rol',
      replace: 'Reemplaza un rol',
      edit: 'Edita, activa o inactiva un rol',
    },
    properties: PROPERTIES,
    required: ['name', 'modules'],
    find: (_request, id) => findRole(app.db, id),
    save: (request, body, current) => saveRole(app, request, adminCaller(request), body, current),
  });

  app.get<{ Params: { id: string }; Querystring: StaffListQuery }>(
    '/group/:id/users/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Usuarios de un rol',
        params: ID_PARAMS,
        querystring: STAFF_LIST_QUERY,
      },
    },
    async (request) => {
      const role = await existing(request, request.params.id);
      return listStaffUsers(app, request, adminCaller(request), { ...request.query, group: role.id });
    },
  );
}
