import {
  buildBreadcrumb,
  guardNavigation,
  loginPathFor,
  RETURN_PARAM,
  safeReturnPath,
  selectIsAuthenticated,
  selectIsStaff,
  selectUserId,
  type GuardContext,
  type GuardReason,
  type SessionModule,
  type SessionUser,
} from '@sfc/core';
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.js';
import type { PortalServices } from '../lib/services.js';

/** The handle of the screen a path opens (the deepest matched route that has one). */
function screenHandleFor(routes: RouteObject[], pathname: string): Partial<RouteHandle> | null {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle as Partial<RouteHandle> | undefined;
    if (handle && Array.isArray(handle.breadcrumb)) return handle;
  }
  return null;
}

/** The breadcrumb labels (after "Inicio") of the screen a path opens, from its route handle. */
export function breadcrumbLabelsFor(routes: RouteObject[], pathname: string): string[] {
  return [...(screenHandleFor(routes, pathname)?.breadcrumb ?? [])];
}

/**
 * Where a redirect of the guard goes, keeping the page asked for: sent to sign in, the login
 * carries it (`/login?next=`); opening `/login?next=` while signed in (a tab restored from the
 * cookies) goes straight to it. Only this portal's own paths are kept (core's `safeReturnPath`).
 */
function returnAware(
  decision: { to: string; reason: GuardReason },
  requested: string,
  search: string,
): string {
  if (decision.reason === 'not-authenticated' || decision.reason === 'inactive-user') {
    return loginPathFor(requested);
  }
  if (decision.reason === 'already-signed-in') {
    return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? decision.to;
  }
  return decision.to;
}

/** The id of the root route, whose loader is the guard (its data is keyed by it). */
export const ROOT_ROUTE_ID = 'root';

/** What the root loader hands the layouts. */
export interface GuardLoaderData {
  /**
   * The module of a built dashboard screen the staff member's role lacks: the screen is replaced
   * by the "no tiene permiso" page. `null` when the screen may be shown.
   */
  forbiddenModule: string | null;
}

/**
 * Completes a session restored with tokens but without its user (e.g. user load interrupted),
 * and loads a staff member's modules when they are not loaded (portal-spec §4: "for an active
 * user with a position, dashboard options and modules load"). Failures leave things as they
 * are; the guard then decides with what is known.
 *
 * `staffArea`: the visit is to a `/dashboard` path, where the visitor is most likely staff, so
 * the modules are asked for at the same time as the user record rather than after it (one round
 * trip less before a staff screen); they are kept only if the user record says active staff.
 */
export async function completeSession(
  { store, api }: PortalServices,
  { staffArea = false }: { staffArea?: boolean } = {},
): Promise<void> {
  const state = store.getState();
  if (!selectIsAuthenticated(state)) return;
  const userId = selectUserId(state);
  const askModules = () => api.get<SessionModule[]>('/module/');
  const early = staffArea && state.modules === null && !state.user && userId !== null ? askModules() : null;
  if (!state.user && userId !== null) {
    const user = await api.get<SessionUser>(`/user/${encodeURIComponent(String(userId))}/`);
    if (user.ok) store.getState().setUser(user.data);
  }
  const current = store.getState();
  if (current.user?.is_active === true && selectIsStaff(current) && current.modules === null) {
    const modules = await (early ?? askModules());
    if (modules.ok && Array.isArray(modules.data)) store.getState().setModules(modules.data);
  }
}

/**
 * The root route's loader: runs core's navigation guard before every navigation (the root route
 * revalidates on each one) and records the page's breadcrumb in the session. A built dashboard
 * screen whose module the staff member lacks is not a silent redirect: the loader answers
 * {@link GuardLoaderData.forbiddenModule} and the workspace shows "no tiene permiso". Unbuilt
 * dashboard paths (no module on their handle) still send staff to the dashboard home.
 */
export function createGuardLoader(routes: RouteObject[], services: PortalServices) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<GuardLoaderData> => {
    const { pathname, search, hash } = new URL(request.url);
    const labels = breadcrumbLabelsFor(routes, pathname);
    await completeSession(services);
    const state = services.store.getState();
    const context: GuardContext = {
      session: {
        authenticated: selectIsAuthenticated(state),
        user: state.user
          ? { is_active: state.user.is_active === true, person: state.user.person ?? null }
          : null,
      },
      modules: state.modules,
      breadcrumbLabels: labels,
    };
    const decision = guardNavigation(pathname, context);
    const forbiddenModule =
      decision.action === 'redirect' && decision.reason === 'module-not-assigned'
        ? (screenHandleFor(routes, pathname)?.module ?? null)
        : null;
    if (decision.action === 'redirect' && forbiddenModule === null) {
      throw redirect(returnAware(decision, `${pathname}${search}${hash}`, search));
    }
    state.setBreadcrumb(buildBreadcrumb(labels));
    return { forbiddenModule };
  };
}
