import { createSessionStore, type SessionStore, type SessionStoreOptions } from './session-store.js';

/**
 * The global registry key. `Symbol.for` returns the same symbol in every bundle on the page,
 * unlike a module-level variable, which each bundle (each separately built widget) would have
 * its own copy of.
 */
const SHARED_STORE_KEY = Symbol.for('@sfc/core/session-store');

type GlobalWithStore = typeof globalThis & { [SHARED_STORE_KEY]?: SessionStore };

/**
 * Returns the page's one session store, creating it on the first call.
 *
 * Several widgets (custom elements, possibly from different bundles with their own copy of
 * core) may live on one page; they must see one login, one token pair and one in-flight
 * refresh, or a refresh in one widget would leave another with a rotated-out (blacklisted)
 * refresh token. Hence the instance is kept on `globalThis` under a `Symbol.for` key.
 * `options` only matter on the first call; later calls get the existing store unchanged.
 */
export function getSharedSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const host = globalThis as GlobalWithStore;
  host[SHARED_STORE_KEY] ??= createSessionStore(options);
  return host[SHARED_STORE_KEY];
}

/** Forgets the page's shared store (tests, or a host that rebuilds the page's services). */
export function resetSharedSessionStore(): void {
  delete (globalThis as GlobalWithStore)[SHARED_STORE_KEY];
}
