import { STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyRequest } from 'fastify';
import { accessOf, staffAccess, type RoutePolicy } from '../../access/route-policy.js';
import type { AuthUser } from '../../db/repositories/users.js';

/**
 * The dashboard modules of the staff administration screens (ids fixed by migration 001's
 * catalog; the names are the breadcrumb labels, docs/decisions/0002-module-matching.md).
 */
export const ADMIN_MODULES = {
  users: { id: 1, name: 'Usuarios' },
  consumers: { id: 2, name: 'Consumidores financieros' },
  support: { id: 3, name: 'Soporte técnico' },
  history: { id: 4, name: 'Histórico de usuarios' },
  companies: { id: 5, name: 'Entidades' },
  roles: { id: 6, name: 'Roles' },
  directions: { id: 7, name: 'Direcciones' },
} as const;

/** One of {@link ADMIN_MODULES}. */
export type AdminModule = (typeof ADMIN_MODULES)[keyof typeof ADMIN_MODULES];

export { callerEntityIds } from '../../access/caller-entities.js';

/** Who is calling an administration route: the user and their entity scope. */
export interface AdminCaller {
  user: AuthUser;
  /** Entity ids the caller is limited to; `null` = authority staff, no limit. */
  entityIds: number[] | null;
}

/**
 * The access policy of an administration route: staff holding `module`, limited to their
 * entities; with `global` (resources of the authority, not of an entity) authority staff only.
 */
export function adminAccess(module: AdminModule, options: { global?: boolean } = {}): RoutePolicy {
  return staffAccess({
    modules: [module.id],
    forbidden: STAFF_ADMIN_TEXTS.moduleForbidden(module.name),
    scope: options.global ? 'authority-wide' : 'caller-entities',
  });
}

/** The caller of a staff route as the access policy guard saw them (src/access/route-policy.ts). */
export function adminCaller(request: FastifyRequest): AdminCaller {
  const { user, entityIds } = accessOf(request);
  return { user, entityIds };
}
