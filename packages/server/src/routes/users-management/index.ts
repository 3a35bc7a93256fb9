import { STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessForbidden, entitySide } from '../../access/route-policy.js';
import type { Db } from '../../db/driver.js';
import { insertUser } from '../../db/repositories/users.js';
import {
  ADMIN_MODULES,
  adminCaller,
  adminAccess,
  type AdminCaller,
} from '../../domain/staff-admin/access.js';
import {
  PERSON_PROPERTIES,
  accountSnapshot,
  addProblem,
  findStaffUser,
  personProblems,
  setActive,
  trimStrings,
  updatePersonFields,
  invitedAccount,
  type PersonInput,
  type Problems,
} from '../../domain/staff-admin/accounts.js';
import { actionOf, diffSnapshots, recordChange } from '../../domain/staff-admin/changes.js';
import { ID_PARAMS, ID_SCHEMA, pathId, uniqueOr } from '../../domain/staff-admin/listing.js';
import {
  STAFF_LIST_QUERY,
  assignableOptions,
  assignmentProblems,
  currentAssignment,
  listStaffUsers,
  replaceEntities,
  replaceGroups,
  type CurrentAssignment,
  type StaffAssignment,
  type StaffListQuery,
} from '../../domain/staff-admin/staff-users.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { sendInvitation } from './invitation.js';

const TAG = 'Administración: usuarios';

/** Body of `POST /usersmanagement/` and `PATCH /usersmanagement/{id}/`. */
type StaffBody = PersonInput & StaffAssignment & { is_active?: boolean };

const STAFF_PROPERTIES = {
  ...PERSON_PROPERTIES,
  position: ID_SCHEMA,
  direction: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
  groups: { type: 'array', items: ID_SCHEMA, maxItems: 20 },
  entities: { type: 'array', items: ID_SCHEMA, maxItems: 50 },
} as const;

const CREATE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: [
    'first_name',
    'first_last_name',
    'identification_type',
    'identification_number',
    'email',
    'position',
    'groups',
  ],
  properties: { ...STAFF_PROPERTIES, groups: { ...STAFF_PROPERTIES.groups, minItems: 1 } },
} as const;

const PATCH_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...STAFF_PROPERTIES,
    groups: { ...STAFF_PROPERTIES.groups, minItems: 1 },
    is_active: { type: 'boolean' },
  },
} as const;

const DESCRIPTION = 'Módulo 1 «Usuarios». Ver packages/server/docs/staff-admin-api.md (StaffUser).';

function mergeProblems(...all: Problems[]): Problems {
  const out: Problems = {};
  for (const problems of all)
    for (const [k, list] of Object.entries(problems)) for (const m of list) addProblem(out, k, m);
  return out;
}

/** A staff user the caller may see, or the 404. */
async function visibleStaffUser(app: FastifyInstance, caller: AdminCaller, raw: unknown, write = false) {
  const id = pathId(raw);
  const user =
    id === null ? null : await findStaffUser(app.db, id, caller.entityIds, entitySide(caller.user));
  if (!user || (write && !writable(caller, user))) throw notFoundError();
  return user;
}

/** Whether `body` changes what grants access: position, roles or entities. */
function changesAccess(body: StaffBody, current: CurrentAssignment): boolean {
  const sameSet = (a: number[], b: number[]) =>
    new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));
  return (
    (body.position !== undefined && body.position !== current.positionId) ||
    (body.groups !== undefined && !sameSet(body.groups, current.groupIds)) ||
    (body.entities !== undefined && !sameSet(body.entities, current.entityIds))
  );
}

/** An entity-scoped caller changes only accounts whose entities are all theirs. */
function writable(caller: AdminCaller, user: { entities: { id: number }[] }): boolean {
  const own = caller.entityIds;
  return own === null || user.entities.every((e) => own.includes(e.id));
}

/** Sets `is_active` of staff user `id` with its history entry, in `tx`. */
async function changeActive(
  tx: Db,
  request: FastifyRequest,
  caller: AdminCaller,
  id: number,
  active: boolean,
) {
  {
    const before = await accountSnapshot(tx, id);
    await setActive(tx, id, active);
    const after = await accountSnapshot(tx, id);
    const changes = diffSnapshots(before, after!);
    if (changes.length > 0) {
      await recordChange(tx, {
        actorUserId: caller.user.id,
        ip: request.ip,
        resource: 'user',
        resourceId: id,
        action: actionOf(changes, 'updated'),
        changes,
      });
    }
  }
}

/** Users (staff accounts) of the dashboard: list, create with an invitation, read, edit, (in)activate. */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = adminAccess(ADMIN_MODULES.users);

  app.get<{ Querystring: StaffListQuery }>(
    '/usersmanagement/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Lista paginada de funcionarios',
        description: DESCRIPTION,
        querystring: STAFF_LIST_QUERY,
      },
    },
    async (request) => listStaffUsers(app, request, adminCaller(request), request.query),
  );

  const option = {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  } as const;
  app.get(
    '/usersmanagement/assignable/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Cargos y roles que el usuario puede asignar a un funcionario',
        description:
          'Los que el alta o la edición aceptarían de este usuario: roles activos cuyos módulos tiene todos; cargos activos, y para un usuario de entidad (EV o DCF) solo el de su lado.',
        response: {
          200: {
            type: 'object',
            required: ['positions', 'groups'],
            properties: {
              positions: { type: 'array', items: option },
              groups: { type: 'array', items: option },
            },
          },
        },
      },
    },
    async (request) => assignableOptions(app.db, adminCaller(request)),
  );

  app.post<{ Body: StaffBody }>(
    '/usersmanagement/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Crea un funcionario y le envía la invitación',
        description: DESCRIPTION,
        body: CREATE_BODY,
      },
    },
    async (request, reply) => {
      const caller = adminCaller(request);
      const body = trimStrings(request.body);
      const problems = mergeProblems(
        await personProblems(app.db, body, null),
        await assignmentProblems(app.db, caller, body, null),
      );
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const create = () =>
        app.db.transaction(async (tx) => {
          const userId = await insertUser(tx, {
            ...invitedAccount(body, { positionId: body.position, directionId: body.direction ?? null }),
            groupIds: body.groups,
          });
          await replaceEntities(tx, userId, body.entities ?? []);
          await recordChange(tx, {
            actorUserId: caller.user.id,
            ip: request.ip,
            resource: 'user',
            resourceId: userId,
            action: 'created',
            changes: diffSnapshots(null, (await accountSnapshot(tx, userId))!),
          });
          return userId;
        });
      const id = await uniqueOr(create, 'email', STAFF_ADMIN_TEXTS.emailTaken);
      const user = (await findStaffUser(app.db, id, null))!;
      await sendInvitation(app, request, id, user.email ?? '', user.first_name);
      return reply.code(201).send(user);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/usersmanagement/:id/',
    { config: { access }, schema: { tags: [TAG], summary: 'Un funcionario', params: ID_PARAMS } },
    async (request) => visibleStaffUser(app, adminCaller(request), request.params.id),
  );

  app.patch<{ Params: { id: string }; Body: StaffBody }>(
    '/usersmanagement/:id/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Edita un funcionario',
        description: DESCRIPTION,
        params: ID_PARAMS,
        body: PATCH_BODY,
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const existing = await visibleStaffUser(app, caller, request.params.id, true);
      const body = trimStrings(request.body);
      const current = await currentAssignment(app.db, existing.id);
      // Nobody changes their own access: position, roles and entities are changed by someone else.
      if (existing.id === caller.user.id && changesAccess(body, current))
        throw accessForbidden(STAFF_ADMIN_TEXTS.selfAssignment);
      const problems = mergeProblems(
        await personProblems(app.db, body, {
          userId: existing.id,
          identification_type: existing.identification_type,
          identification_number: existing.identification_number,
        }),
        await assignmentProblems(app.db, caller, body, current),
      );
      if (body.is_active === false && existing.id === caller.user.id)
        addProblem(problems, 'is_active', STAFF_ADMIN_TEXTS.selfInactivation);
      if (Object.keys(problems).length > 0) throw validationError(problems);
      await app.db.transaction(async (tx) => {
        const before = await accountSnapshot(tx, existing.id);
        await updatePersonFields(tx, existing.id, body);
        if (body.position !== undefined || body.direction !== undefined) {
          await tx.query(
            `UPDATE persons SET position_id = COALESCE($2, position_id),
                    direction_id = CASE WHEN $3::boolean THEN $4::int ELSE direction_id END
              WHERE user_id = $1`,
            [existing.id, body.position ?? null, body.direction !== undefined, body.direction ?? null],
          );
        }
        if (body.groups !== undefined) await replaceGroups(tx, existing.id, body.groups);
        if (body.entities !== undefined) await replaceEntities(tx, existing.id, body.entities);
        if (body.is_active !== undefined) await setActive(tx, existing.id, body.is_active);
        const changes = diffSnapshots(before, (await accountSnapshot(tx, existing.id))!);
        if (changes.length > 0) {
          await recordChange(tx, {
            actorUserId: caller.user.id,
            ip: request.ip,
            resource: 'user',
            resourceId: existing.id,
            action: actionOf(changes, 'updated'),
            changes,
          });
        }
      });
      return (await findStaffUser(app.db, existing.id, null))!;
    },
  );

  app.post<{ Body: { ids: number[] } }>(
    '/inactivate_users/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Inactiva varios funcionarios (todo o nada)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['ids'],
          properties: { ids: { type: 'array', items: ID_SCHEMA, minItems: 1, maxItems: 500 } },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const ids = [...new Set(request.body.ids)];
      const visible = await Promise.all(
        ids.map((id) => findStaffUser(app.db, id, caller.entityIds, entitySide(caller.user))),
      );
      const missing = ids.filter((_, i) => visible[i] === null || !writable(caller, visible[i]!));
      const problems: Problems = {};
      if (missing.length > 0)
        addProblem(problems, 'ids', STAFF_ADMIN_TEXTS.usersNotFound(missing.slice(0, 20).join(', ')));
      if (ids.includes(caller.user.id)) addProblem(problems, 'ids', STAFF_ADMIN_TEXTS.selfInactivation);
      if (Object.keys(problems).length > 0) throw validationError(problems);
      await app.db.transaction(async (tx) => {
        for (const id of ids) await changeActive(tx, request, caller, id, false);
      });
      return { inactivated: ids.length, ids: [...ids].sort((a, b) => a - b) };
    },
  );

  app.put<{ Params: { id: string }; Body: { is_active: boolean } }>(
    '/inactivate_users/:id/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Activa o inactiva un funcionario',
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['is_active'],
          properties: { is_active: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const user = await visibleStaffUser(app, caller, request.params.id, true);
      if (!request.body.is_active && user.id === caller.user.id) {
        throw validationError({ is_active: [STAFF_ADMIN_TEXTS.selfInactivation] });
      }
      await app.db.transaction((tx) => changeActive(tx, request, caller, user.id, request.body.is_active));
      return (await findStaffUser(app.db, user.id, null))!;
    },
  );
}
