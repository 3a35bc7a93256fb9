import type { UIMatch } from 'react-router';

/** What every screen's route declares: its page title and its breadcrumb after "Inicio". */
export interface RouteHandle {
  title: string;
  breadcrumb: readonly string[];
  /**
   * The dashboard module the screen belongs to (its first breadcrumb label). A staff member
   * without it sees the "no tiene permiso" page instead of the screen.
   */
  module?: string;
}

/** Whether a route match carries a {@link RouteHandle}. */
export function hasRouteHandle(match: UIMatch): match is UIMatch<unknown, RouteHandle> {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return typeof handle?.title === 'string' && Array.isArray(handle.breadcrumb);
}

/** The handle of the deepest route that has one (the screen being shown). */
export function currentHandle(matches: readonly UIMatch[]): RouteHandle | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i] as UIMatch;
    if (hasRouteHandle(match)) return match.handle;
  }
  return null;
}
