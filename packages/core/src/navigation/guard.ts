import { matchRoute, protectedAreaOf } from './match-route.js';
import { findRouteModule, type NavigationModule } from './module-matching.js';
import { PATHS, splitPath } from './paths.js';

/** The part of a user the guard reads (portal-spec §3, §6). */
export interface GuardUser {
  readonly is_active: boolean;
  readonly person?: { readonly position?: unknown } | null;
}

/** The stored session as the guard sees it. */
export interface GuardSession {
  readonly authenticated: boolean;
  readonly user: GuardUser | null;
}

/** Everything the guard decides from; the host reads it from its session store. */
export interface GuardContext {
  readonly session: GuardSession;
  /** The user's modules, or `null` while they are not loaded. */
  readonly modules: readonly NavigationModule[] | null;
  /** Breadcrumb labels of the route being opened (with or without the leading "Inicio"). */
  readonly breadcrumbLabels: readonly string[];
}

/** Why the guard redirected; codes for logs and tests, never shown to users. */
export type GuardReason =
  | 'root'
  | 'already-signed-in'
  | 'not-authenticated'
  | 'inactive-user'
  | 'staff-area'
  | 'consumer-area'
  | 'modules-not-loaded'
  | 'module-not-assigned';

/** The guard's verdict. */
export type GuardDecision =
  | { readonly action: 'allow' }
  | { readonly action: 'redirect'; readonly to: string; readonly reason: GuardReason };

const ALLOW: GuardDecision = Object.freeze({ action: 'allow' });

function redirect(to: string, reason: GuardReason): GuardDecision {
  return { action: 'redirect', to, reason };
}

/**
 * Whether the user is staff: portal-spec §6 makes the role the user's person.position, so any
 * position other than null, undefined or an empty string counts (it may be an id or an object).
 */
export function hasPosition(user: GuardUser | null): boolean {
  const position = user?.person?.position;
  return position !== undefined && position !== null && position !== '';
}

function isActiveSession(session: GuardSession): boolean {
  return session.authenticated && session.user?.is_active === true;
}

/**
 * Decides a navigation before it happens (portal-spec §2 "Navigation guard", §6). Pure.
 *
 * In order:
 * 1. `/` → `/customer` (the consumer/staff rule below then sends staff on to `/dashboard`).
 * 2. Public routes are allowed to everybody, except `/login` for an authenticated active user → `/`.
 * 3. Anything under `/customer`, `/profile` or `/dashboard` (listed or not) needs an authenticated
 *    and active user, otherwise → `/login`.
 * 4. Staff (with a position) opening `/customer…` → `/dashboard`; consumers opening `/dashboard…`
 *    → `/customer`.
 * 5. `/profile`, the customer area (for consumers) and the dashboard home (`/dashboard`,
 *    `/dashboard/home`) are allowed.
 * 6. Any other dashboard path, listed or not, needs a module of the user matching a breadcrumb
 *    label ({@link findRouteModule}); modules not loaded (`null`) or no match → `/dashboard/home`.
 *    Unlisted dashboard paths are checked too, so a typo or a route missing from the table fails
 *    closed instead of skipping the module check.
 * 7. Paths outside every area and not listed are allowed, so the host can show its not-found page.
 *    Unlisted paths under `/customer` or `/profile` are likewise allowed after rules 3–4.
 */
export function guardNavigation(path: string, ctx: GuardContext): GuardDecision {
  if (splitPath(path).length === 0) return redirect(PATHS.customer, 'root');

  const match = matchRoute(path);
  if (match?.route.area === 'public') {
    if (match.route.pattern === PATHS.login && isActiveSession(ctx.session)) {
      return redirect(PATHS.root, 'already-signed-in');
    }
    return ALLOW;
  }

  const area = match?.route.area ?? protectedAreaOf(path);
  if (area === null) return ALLOW;

  const { session } = ctx;
  if (!session.authenticated || session.user === null) return redirect(PATHS.login, 'not-authenticated');
  if (!session.user.is_active) return redirect(PATHS.login, 'inactive-user');

  const staff = hasPosition(session.user);
  if (area === 'profile') return ALLOW;
  if (area === 'customer') return staff ? redirect(PATHS.dashboard, 'staff-area') : ALLOW;

  if (!staff) return redirect(PATHS.customer, 'consumer-area');
  if (match?.route.access === 'session') return ALLOW;
  if (ctx.modules === null) return redirect(PATHS.dashboardHome, 'modules-not-loaded');
  return findRouteModule(ctx.modules, ctx.breadcrumbLabels) === undefined
    ? redirect(PATHS.dashboardHome, 'module-not-assigned')
    : ALLOW;
}
