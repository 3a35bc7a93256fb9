import { splitPath } from './paths.js';
import { ALL_ROUTES, type RouteArea, type RouteEntry } from './routes.js';

/** A route found for a path, with its decoded parameters. */
export interface RouteMatch {
  readonly route: RouteEntry;
  readonly params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  readonly route: RouteEntry;
  /** Lower-cased literal, or `null` for a parameter. */
  readonly segments: readonly (string | null)[];
}

const COMPILED: readonly CompiledRoute[] = ALL_ROUTES.map((route) => ({
  route,
  segments: route.pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? null : segment.toLowerCase())),
}));

function fits(compiled: CompiledRoute, lowered: readonly string[]): boolean {
  if (compiled.segments.length !== lowered.length) return false;
  return compiled.segments.every((literal, i) => literal === null || literal === lowered[i]);
}

/**
 * Finds the route of {@link ROUTES} a path opens, or `null` when none does.
 * Literal segments compare case-insensitively (like the SPA router), query, hash, trailing and
 * double slashes are ignored, `.`/`..` are resolved, and parameter values come back decoded.
 * No two listed patterns can fit the same path (a test checks it), so the first fit is the match.
 */
export function matchRoute(path: string): RouteMatch | null {
  const segments = splitPath(path);
  const lowered = segments.map((segment) => segment.toLowerCase());
  const chosen = COMPILED.find((compiled) => fits(compiled, lowered));
  if (chosen === undefined) return null;
  const params: Record<string, string> = {};
  let p = 0;
  chosen.segments.forEach((literal, i) => {
    if (literal === null) {
      const name = chosen.route.params[p];
      p += 1;
      if (name !== undefined) params[name] = segments[i] ?? '';
    }
  });
  return { route: chosen.route, params };
}

/** The areas that need a session. */
export type ProtectedArea = Exclude<RouteArea, 'public'>;

const PROTECTED_AREAS: readonly ProtectedArea[] = ['customer', 'profile', 'dashboard'];

/**
 * The protected area a path falls under by its first segment (`/customer…`, `/profile…`,
 * `/dashboard…`, case-insensitive), even when no listed route matches it; `null` otherwise.
 * The guard uses this so an unlisted protected path is never opened without a session.
 */
export function protectedAreaOf(path: string): ProtectedArea | null {
  const first = splitPath(path)[0]?.toLowerCase();
  return PROTECTED_AREAS.find((candidate) => candidate === first) ?? null;
}
