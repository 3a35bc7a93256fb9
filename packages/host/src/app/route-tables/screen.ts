import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.js';

/**
 * A screen route: its path, its title and breadcrumb (the guard matches staff modules against the
 * breadcrumb labels) and its component, loaded on first visit so each screen is its own chunk.
 */
export function screen<M>(
  path: string,
  handle: RouteHandle,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return { path, handle, lazy: async () => ({ Component: pick(await load()) }) };
}
