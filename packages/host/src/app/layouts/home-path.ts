import { PATHS } from '@sfc/core';

/** Where "Inicio" leads: the landing page, the consumer's home or the staff dashboard. */
export function homePathFor(authenticated: boolean, staff: boolean): string {
  if (!authenticated) return '/sfc';
  return staff ? PATHS.dashboardHome : `${PATHS.customer}/home`;
}
