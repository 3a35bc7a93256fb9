import {
  browserCookieJar,
  browserSessionStorage,
  createApiClient,
  createSystemClock,
  getSharedSessionStore,
  hmacSha256HexAsync,
} from '@sfc/core';
import type { PortalConfig, PortalServices } from '../lib/services.js';

/** Router navigation, bound after the router exists (the API client needs it first). */
export type Navigate = (path: string, state?: unknown) => void;

/**
 * Creates the page's services: core's shared session store persisted in session storage with
 * the `acc`/`ref` cookies, and core's signed API client on this origin. The store is created
 * here first, so every later `getSharedSessionStore()` on the page (widgets) gets this one.
 */
export function createPortalServices(config: PortalConfig, navigate: Navigate): PortalServices {
  const store = getSharedSessionStore({
    storage: browserSessionStorage(window.sessionStorage),
    cookies: browserCookieJar(document),
  });
  const api = createApiClient({
    baseURL: config.apiBase,
    origin: window.location.origin,
    signingSecret: config.signingSecret,
    store,
    navigate,
    // WebCrypto where the page has it: signing stays off the main thread (ADR 0061).
    hmac: hmacSha256HexAsync,
  });
  return { config, store, api, clock: createSystemClock() };
}
