import { STAFF_ADMIN_TEXTS, STAFF_COMPLAINT_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbiddenError } from '../../routes/alerts/module-guard.js';
import { holdsModule } from '../alerts/staff-access.js';
import { callerEntityIds, type AdminCaller } from '../staff-admin/access.js';
import type { SqlFilter } from '../staff-admin/listing.js';

/**
 * Who may use the staff complaint screens (docs/staff-complaints-api.md, "Modules and entity
 * scope"): modules 9–12 of the catalog, checked like the administration routes (issue 10) and
 * with the same entity scope for DCF and EV users.
 */
export const COMPLAINT_MODULES = {
  management: { id: 9, name: STAFF_COMPLAINT_TEXTS.modules.management },
  search: { id: 10, name: STAFF_COMPLAINT_TEXTS.modules.search },
  history: { id: 11, name: STAFF_COMPLAINT_TEXTS.modules.history },
  desisted: { id: 12, name: STAFF_COMPLAINT_TEXTS.modules.desisted },
} as const;

/** Module 16 «Reportes», whose screens use the filter builder too. */
const REPORTS_MODULE_ID = 16;

/** The modules that open the filter builder. */
export const FILTER_BUILDER_MODULE_IDS = [
  COMPLAINT_MODULES.management.id,
  COMPLAINT_MODULES.search.id,
  COMPLAINT_MODULES.history.id,
  COMPLAINT_MODULES.desisted.id,
  REPORTS_MODULE_ID,
];

/**
 * The preValidation pair of a complaint-work route: authentication, then staff holding one of
 * `moduleIds` pass with their entity scope in `request.adminCaller`; everyone else (consumers,
 * entity API accounts, staff without the module) gets the 403 naming `moduleName`.
 */
export function complaintWorkHooks(app: FastifyInstance, moduleIds: readonly number[], moduleName: string) {
  const guard = async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (!user || user.isEntityClient || !holdsModule(user, moduleIds)) {
      throw forbiddenError(STAFF_ADMIN_TEXTS.moduleForbidden(moduleName));
    }
    request.adminCaller = {
      user,
      entityIds: await app.callers.entityScope(user.id, () => callerEntityIds(app.db, user)),
    };
  };
  return [app.authenticate, guard];
}

/** Limits `filter` to complaints of the caller's entities (`e` = the complaint's supervised entity). */
export function scopeToCaller(filter: SqlFilter, caller: AdminCaller): void {
  if (caller.entityIds !== null) filter.where(`e.id = ANY(${filter.param(caller.entityIds)}::int[])`);
}
