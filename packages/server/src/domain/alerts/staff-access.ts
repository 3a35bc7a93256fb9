import { LIMITS } from '../../core.js';
import type { AuthUser, EntityRef } from '../../db/repositories/users.js';

/**
 * Who may use the alerts and the dashboard reports, and which complaints they see. The module
 * ids are part of the contract (migration 001 keeps them explicit): 16 "Reportes", 28 "Alertas",
 * 29 "Configuración de alertas".
 */
export const STAFF_MODULE = {
  reports: 16,
  fraud: 17,
  favorability: 18,
  map: 20,
  alerts: LIMITS.alertsModuleId,
  alertSettings: 29,
  entityAlerts: 30,
} as const;

/** Whether `user` is staff (has a position) and one of the active roles holds one of `modules`. */
export function holdsModule(
  user: Pick<AuthUser, 'isStaff' | 'moduleIds'>,
  modules: readonly number[],
): boolean {
  return user.isStaff && modules.some((id) => user.moduleIds.includes(id));
}

/**
 * The supervised entity whose complaints alone `user` may see: staff tied to an entity
 * (`users.tipo_entidad`/`entidad_cod`) see only that entity's; everyone else `null` (all). The
 * recipients of complaint alerts follow the same rule in SQL (complaint-alerts.ts).
 */
export function complaintScope(user: Pick<AuthUser, 'entity'>): EntityRef | null {
  return user.entity ?? null;
}
