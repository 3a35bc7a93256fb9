import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagedResponse } from '../../http/pagination.js';
import type { OptionListEndpoint } from '../../routes/options/option-lists.js';
import { holdsModule } from '../alerts/staff-access.js';
import { callerEntityIds, type AdminCaller, type AdminModule } from './access.js';

/** Page size of the option lists (routes/options). */
const OPTION_PAGE_SIZE = 100;

/**
 * For a path that is both an option list and an administration list (`/group/`, `/direction/`):
 * the administration caller when the signed-in user holds `module` and is not tied to an entity,
 * else `null` (the caller gets the option list).
 */
export async function adminCallerOrNull(
  app: FastifyInstance,
  request: FastifyRequest,
  module: AdminModule,
): Promise<AdminCaller | null> {
  const user = request.user;
  if (!user || user.isEntityClient || !holdsModule(user, [module.id])) return null;
  const entityIds = await callerEntityIds(app.db, user);
  return entityIds === null ? { user, entityIds } : null;
}

/** The option list as routes/options answers it (`{id, name}` of active rows, page size 100). */
export async function optionListPage(
  app: FastifyInstance,
  request: FastifyRequest,
  endpoint: OptionListEndpoint,
) {
  const query = request.query as Record<string, unknown>;
  return pagedResponse(request, app.config.publicUrl, {
    count: await endpoint.count(app.db, query),
    defaultPageSize: OPTION_PAGE_SIZE,
    fetch: (limit, offset) => endpoint.fetch(app.db, query, limit, offset),
  });
}
