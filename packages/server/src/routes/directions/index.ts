import { ACTORS, signedInAccess } from '../../access/route-policy.js';
import type { FastifyInstance } from 'fastify';
import { ADMIN_MODULES, adminAccess } from '../../domain/staff-admin/access.js';
import {
  findDirection,
  listDirections,
  saveDirection,
  type Direction,
  type DirectionBody,
} from '../../domain/staff-admin/directions.js';
import { IS_ACTIVE_QUERY, LIST_QUERY_PROPERTIES } from '../../domain/staff-admin/listing.js';
import { recordRoutes } from '../../domain/staff-admin/record-routes.js';

const TAG = 'Administración: direcciones';

const PROPERTIES = { name: { type: 'string', maxLength: 150 }, is_active: { type: 'boolean' } } as const;

/** Directions (module 7): list (also the option list for everyone else), create, read, edit. */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = adminAccess(ADMIN_MODULES.directions, { global: true });

  app.get<{ Querystring: { search?: string; ordering?: string; is_active?: boolean } }>(
    '/direction/',
    {
      // An option list of portal-spec §7 for every signed-in account; the administration list needs the module.
      config: { access: signedInAccess(ACTORS, 'public') },
      schema: {
        tags: [TAG],
        summary: 'Direcciones: lista de administración (módulo 7) u opciones {id, name} activas',
        querystring: { type: 'object', properties: { ...LIST_QUERY_PROPERTIES, is_active: IS_ACTIVE_QUERY } },
      },
    },
    async (request) => listDirections(app, request, request.query),
  );

  recordRoutes<Direction, DirectionBody>(app, {
    path: '/direction/',
    tag: TAG,
    readAccess: access,
    writeAccess: access,
    summaries: {
      create: 'Crea una dirección',
      read: 'Una dirección',
      replace: 'Reemplaza una dirección',
      edit: 'Edita, activa o inactiva una dirección',
    },
    properties: PROPERTIES,
    required: ['name'],
    find: (_request, id) => findDirection(app.db, id),
    save: (request, body, current) => saveDirection(app, request, body, current),
  });
}
