import { STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import { GROUP_OPTION_LIST } from '../../routes/options/option-lists.js';
import { ADMIN_MODULES, adminCaller, type AdminCaller } from './access.js';
import { addProblem, type Problems } from './accounts.js';
import { flag } from './changes.js';
import { notFoundError } from '../../http/errors.js';
import { SqlFilter, isoOrNull, listPage, orderBy, pathId } from './listing.js';
import { saveNamedRecord, type NamedRecordKind } from './named-records.js';
import { adminCallerOrNull, optionListPage } from './option-fallback.js';
import { listStaffUsers, type StaffListQuery } from './staff-users.js';

const COLUMNS = `g.id, g.name, g.description, g.is_active, g.created_at,
  COALESCE((SELECT json_agg(json_build_object('id', m.id, 'name', m.name) ORDER BY m.id)
     FROM group_modules gm JOIN modules m ON m.id = gm.module_id WHERE gm.group_id = g.id), '[]'::json) AS modules,
  (SELECT count(*)::int FROM user_groups ug WHERE ug.group_id = g.id) AS users_count`;

const ORDERING: Record<string, string[]> = {
  name: ['sfc_fold(g.name)'],
  created_at: ['g.created_at'],
  users_count: ['(SELECT count(*) FROM user_groups ug WHERE ug.group_id = g.id)'],
  id: ['g.id'],
};

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

export type Role = ReturnType<typeof roleFromRow>;

export interface RoleBody {
  name?: string;
  description?: string;
  modules?: number[];
  is_active?: boolean;
  /** Why the role is inactivated; required when it still has users. */
  reason?: string;
}

export async function findRole(db: Db, id: number): Promise<Role | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM groups g WHERE g.id = $1`, [id]);
  return rows[0] ? roleFromRow(rows[0]) : null;
}

/** A role's modules: known ones, and new ones only those the caller holds. */
async function moduleProblems(
  db: Db,
  caller: AdminCaller,
  body: RoleBody,
  current: Role | null,
): Promise<Problems> {
  const problems: Problems = {};
  if (body.modules === undefined) return problems;
  const wanted = [...new Set(body.modules)];
  const { rows } = await db.query<{ id: number }>('SELECT id FROM modules WHERE id = ANY($1::int[])', [
    wanted,
  ]);
  const known = new Set(rows.map((r) => Number(r.id)));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0)
    addProblem(problems, 'modules', STAFF_ADMIN_TEXTS.moduleNotFound(unknown.slice(0, 20).join(', ')));
  const had = new Set(current?.modules.map((m) => m.id) ?? []);
  const notHeld = wanted.filter((id) => known.has(id) && !had.has(id) && !caller.user.moduleIds.includes(id));
  if (notHeld.length > 0)
    addProblem(problems, 'modules', STAFF_ADMIN_TEXTS.moduleNotGrantable(notHeld.join(', ')));
  return problems;
}

/** Inactivating a role that still has users needs a reason (its users lose its modules at once). */
function deactivationProblems(body: RoleBody, current: Role | null): Problems {
  const problems: Problems = {};
  const inactivates = current !== null && current.is_active && body.is_active === false;
  if (inactivates && current.users_count > 0 && !body.reason)
    addProblem(problems, 'reason', STAFF_ADMIN_TEXTS.roleDeactivationReasonRequired);
  return problems;
}

const ROLES: NamedRecordKind<Role, RoleBody> = {
  table: 'groups',
  resource: 'role',
  nameTaken: STAFF_ADMIN_TEXTS.roleNameTaken,
  find: findRole,
  snapshot: (role) => ({
    name: role.name,
    description: role.description,
    modules: role.modules.map((m) => m.name).join(', '),
    is_active: flag(role.is_active),
  }),
  problems: async (db, caller, body, current) => {
    const problems = await moduleProblems(db, caller, body, current);
    for (const [field, messages] of Object.entries(deactivationProblems(body, current)))
      for (const message of messages) addProblem(problems, field, message);
    return problems;
  },
  notes: (body) =>
    body.is_active === false && body.reason ? [{ field: 'reason', before: null, after: body.reason }] : [],
  write: async (tx, body, current) => {
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
};

/** Creates (`current` null) or changes a role. */
export function saveRole(
  app: FastifyInstance,
  request: FastifyRequest,
  body: RoleBody,
  current: Role | null,
): Promise<Role> {
  return saveNamedRecord(app, request, adminCaller(request), ROLES, body, current);
}

/** The administration list for holders of «Roles»; the active options for everyone else. */
export async function listRoles(
  app: FastifyInstance,
  request: FastifyRequest,
  q: { search?: string; ordering?: string; is_active?: boolean; module?: number },
) {
  const caller = await adminCallerOrNull(app, request, ADMIN_MODULES.roles);
  if (!caller) return optionListPage(app, request, GROUP_OPTION_LIST);
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
}

/** The staff holding role `rawId` (404 when there is no such role). */
export async function roleMembers(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: string,
  query: StaffListQuery,
) {
  const id = pathId(rawId);
  const role = id === null ? null : await findRole(app.db, id);
  if (!role) throw notFoundError();
  return listStaffUsers(app, request, adminCaller(request), { ...query, group: role.id });
}
