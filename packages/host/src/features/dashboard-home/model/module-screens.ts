import { DASHBOARD_SCREEN_TEXTS as D, PATHS, findRouteModule, type NavigationModule } from '@sfc/core';

/** The dashboard screens the host has so far, with the breadcrumb labels their routes declare. */
const MODULE_SCREENS = [
  { to: `${PATHS.dashboard}/alerts/notifications`, breadcrumb: [D.alertsModuleCrumb, D.alertsHistoryTitle] },
  { to: `${PATHS.dashboard}/management/report`, breadcrumb: [D.reportsTitle] },
] as const;

/**
 * Where a module of the user's role leads on the dashboard: the first screen the navigation guard
 * would open for it (its name matches one of the screen's breadcrumb labels); `null` if none yet.
 */
export function moduleScreenPath(module: NavigationModule): string | null {
  return MODULE_SCREENS.find((screen) => findRouteModule([module], screen.breadcrumb))?.to ?? null;
}
