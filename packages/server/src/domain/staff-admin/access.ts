import { STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import type { AuthUser } from '../../db/repositories/users.js';
import { forbiddenError } from '../../routes/alerts/module-guard.js';
import { holdsModule } from '../alerts/staff-access.js';

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

/** The 403 of a caller who may not use `module`. */
export function moduleForbidden(module: AdminModule) {
  return forbiddenError(STAFF_ADMIN_TEXTS.moduleForbidden(module.name));
}

/**
 * The supervised entities (ids of `supervised_entities`) a DCF or EV user belongs to, or `null`
 * for a user tied to none (authority staff: no entity restriction).
 */
export async function callerEntityIds(db: Db, user: AuthUser): Promise<number[] | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT e.id FROM supervised_entities e
      WHERE EXISTS (SELECT 1 FROM user_entities ue WHERE ue.user_id = $1 AND ue.entity_id = e.id)
         OR (e.tipo_entidad = $2 AND e.entidad_cod = $3)
      ORDER BY e.id`,
    [user.id, user.entity?.tipo_entidad ?? null, user.entity?.entidad_cod ?? null],
  );
  return rows.length === 0 && !user.entity ? null : rows.map((r) => Number(r.id));
}

/** Who is calling an administration route: the user and their entity scope. */
export interface AdminCaller {
  user: AuthUser;
  /** Entity ids the caller is limited to; `null` = authority staff, no limit. */
  entityIds: number[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by {@link adminGuard}. */
    adminCaller?: AdminCaller;
  }
}

/**
 * A `preValidation` hook (after `app.authenticate`): staff holding `module` pass, with their
 * entity scope in `request.adminCaller`; everyone else gets the 403. With `global` (resources of
 * the authority, not of an entity) entity-scoped callers get the 403 too.
 */
export function adminGuard(app: FastifyInstance, module: AdminModule, options: { global?: boolean } = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (!user || user.isEntityClient || !holdsModule(user, [module.id])) throw moduleForbidden(module);
    const entityIds = await app.callers.entityScope(user.id, () => callerEntityIds(app.db, user));
    if (options.global && entityIds !== null) throw moduleForbidden(module);
    request.adminCaller = { user, entityIds };
  };
}

/** The caller set by {@link adminGuard} (a programming error when the guard did not run). */
export function adminCaller(request: FastifyRequest): AdminCaller {
  const caller = request.adminCaller;
  if (!caller) throw new Error('adminGuard did not run for this route');
  return caller;
}

/** The preValidation pair of an administration route: authentication, then the module guard. */
export function adminHooks(app: FastifyInstance, module: AdminModule, options: { global?: boolean } = {}) {
  return [app.authenticate, adminGuard(app, module, options)];
}
