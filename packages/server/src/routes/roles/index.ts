import { ACTORS, signedInAccess } from '../../access/route-policy.js';
import type { FastifyInstance } from 'fastify';
import { ADMIN_MODULES, adminAccess } from '../../domain/staff-admin/access.js';
import {
  ID_PARAMS,
  ID_SCHEMA,
  IS_ACTIVE_QUERY,
  LIST_QUERY_PROPERTIES,
} from '../../domain/staff-admin/listing.js';
import { recordRoutes } from '../../domain/staff-admin/record-routes.js';
import {
  findRole,
  listRoles,
  roleMembers,
  saveRole,
  type Role,
  type RoleBody,
} from '../../domain/staff-admin/roles.js';
import { STAFF_LIST_QUERY, type StaffListQuery } from '../../domain/staff-admin/staff-users.js';

const TAG = 'Administración: roles';

const PROPERTIES = {
  name: { type: 'string', maxLength: 100 },
  description: { type: 'string', maxLength: 500 },
  modules: { type: 'array', items: ID_SCHEMA, minItems: 1, maxItems: 30 },
  is_active: { type: 'boolean' },
  reason: { type: 'string', maxLength: 500 },
} as const;

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
    async (request) => listRoles(app, request, request.query),
  );

  recordRoutes<Role, RoleBody>(app, {
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
    save: (request, body, current) => saveRole(app, request, body, current),
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
    async (request) => roleMembers(app, request, request.params.id, request.query),
  );
}
