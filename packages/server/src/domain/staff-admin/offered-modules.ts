import { letIn, type CallerAccess, type PolicyRow } from '../../access/route-policy.js';

/**
 * The modules of the caller's roles that the server answers for them: what the portal's menus
 * and home may offer. A role may hold a module whose routes this kind of caller is never let into
 * (an EV or DCF user whose role holds «Tarifas», which only the authority's own staff use); such
 * a module is left out. A module is kept when some route declaring it lets the caller in by that
 * module alone, or when no route declares it (its screens ask other routes).
 */
export function offeredModuleIds(policies: readonly PolicyRow[], access: CallerAccess): number[] {
  const answered = new Map<number, boolean>();
  for (const { access: policy } of policies) {
    if (!policy?.modules) continue;
    for (const moduleId of policy.modules) {
      if (answered.get(moduleId)) continue;
      const byThisModule: CallerAccess = { ...access, user: { ...access.user, moduleIds: [moduleId] } };
      answered.set(moduleId, letIn(policy, byThisModule));
    }
  }
  return access.user.moduleIds.filter((id) => answered.get(id) !== false);
}
