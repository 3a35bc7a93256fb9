import type { SessionStore } from '../session/session-store.js';

/**
 * Registry key of the in-flight refreshes. Kept on `globalThis` (`Symbol.for`) for the same
 * reason as the shared session store: every client of one store, even from another bundle,
 * must join the same refresh. Two parallel refreshes would present one rotating refresh token
 * twice, and the second would be refused as blacklisted, logging the user out.
 */
const IN_FLIGHT_KEY = Symbol.for('@sfc/core/token-refresh');

type GlobalWithRefreshes = typeof globalThis & { [IN_FLIGHT_KEY]?: WeakMap<SessionStore, Promise<boolean>> };

function inFlight(): WeakMap<SessionStore, Promise<boolean>> {
  const host = globalThis as GlobalWithRefreshes;
  host[IN_FLIGHT_KEY] ??= new WeakMap();
  return host[IN_FLIGHT_KEY];
}

/**
 * Runs `refresh` for `store` unless one is already running, in which case its promise is
 * shared: however many calls hit an expired token together, the server sees one refresh.
 * Resolves to whether the session now holds fresh tokens.
 */
export function sharedRefresh(store: SessionStore, refresh: () => Promise<boolean>): Promise<boolean> {
  const registry = inFlight();
  const running = registry.get(store);
  if (running) return running;
  const started = refresh()
    .catch(() => false)
    .finally(() => registry.delete(store));
  registry.set(store, started);
  return started;
}
