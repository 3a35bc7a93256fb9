import { STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbiddenError } from '../../routes/alerts/module-guard.js';
import { holdsModule } from '../alerts/staff-access.js';
import { callerEntityIds, type AdminCaller } from '../staff-admin/access.js';

/** The modules of issue 15 (ids of migration 001's catalog; names are the breadcrumb labels). */
export const AREA_MODULES = {
  jurisdictional: { id: 24, name: 'Demandas jurisdiccionales' },
  rightOfPetition: { id: 25, name: 'Derecho de petición' },
  habeasData: { id: 26, name: 'Habeas data' },
  rates: { id: 27, name: 'Tarifas' },
} as const;

/**
 * The preValidation pair of a route of the authority's own work (jurisdictional requests,
 * classification, rates): authentication, then staff holding one of `moduleIds` and tied to no
 * entity. Consumers, entity API accounts, staff without the module and EV/DCF users (whatever
 * their role holds: these are not an entity's data) get the 403 naming `moduleName`.
 */
export function authorityHooks(app: FastifyInstance, moduleIds: readonly number[], moduleName: string) {
  return [app.authenticate, authorityGuard(app, moduleIds, moduleName)];
}

/** The guard of {@link authorityHooks} alone (after `app.authenticate`). */
export function authorityGuard(app: FastifyInstance, moduleIds: readonly number[], moduleName: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (!user || user.isEntityClient || !holdsModule(user, moduleIds)) {
      throw forbiddenError(STAFF_ADMIN_TEXTS.moduleForbidden(moduleName));
    }
    const entityIds = await callerEntityIds(app.db, user);
    if (entityIds !== null) throw forbiddenError(STAFF_ADMIN_TEXTS.moduleForbidden(moduleName));
    request.adminCaller = { user, entityIds } satisfies AdminCaller;
  };
}
