import { STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyRequest } from 'fastify';
import { accessForbidden, staffAccess, type RoutePolicy } from '../../access/route-policy.js';
import { holdsModule } from '../alerts/staff-access.js';

/** The jurisdictional, classification and rate modules (ids of migration 001's catalog; names are the breadcrumb labels). */
export const AREA_MODULES = {
  jurisdictional: { id: 24, name: 'Demandas jurisdiccionales' },
  rightOfPetition: { id: 25, name: 'Derecho de petición' },
  habeasData: { id: 26, name: 'Habeas data' },
  rates: { id: 27, name: 'Tarifas' },
} as const;

/**
 * The access policy of a route of the authority's own work (jurisdictional requests,
 * classification, rates): staff holding one of `moduleIds` and tied to no entity. Consumers,
 * entity API accounts, staff without the module and EV/DCF users (whatever their role holds:
 * these are not an entity's data) get the 403 naming `moduleName`.
 */
export function authorityAccess(moduleIds: readonly number[], moduleName: string): RoutePolicy {
  return staffAccess({
    modules: moduleIds,
    forbidden: STAFF_ADMIN_TEXTS.moduleForbidden(moduleName),
    scope: 'authority-wide',
  });
}

/** Whether the caller (let in by {@link authorityAccess}) holds one of `moduleIds`; else the 403 naming `moduleName`. */
export function requireModule(
  request: FastifyRequest,
  moduleIds: readonly number[],
  moduleName: string,
): void {
  const user = request.user;
  if (!user || !holdsModule(user, moduleIds))
    throw accessForbidden(STAFF_ADMIN_TEXTS.moduleForbidden(moduleName));
}
