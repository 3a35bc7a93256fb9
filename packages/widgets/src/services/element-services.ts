import {
  browserCookieJar,
  browserSessionStorage,
  createApiClient,
  getSharedSessionStore,
  type ApiClient,
  type SessionStore,
} from '@sfc/core';

/** What every element needs to talk to the portal's server: one store and one signed client. */
export interface ElementServices {
  /** The page's one session store (core's `getSharedSessionStore`): the host's, when there is one. */
  store: SessionStore;
  /** Core's signed API client for `apiBase`, bound to {@link store}. */
  api: ApiClient;
  /** The API base the client calls (absolute). */
  apiBase: string;
}

/** The `detail` of `sfc-navigate`: where the API client wanted the page to go. */
export interface NavigateDetail {
  path: string;
  state?: unknown;
}

/** Default of every element's `api-base` attribute: the portal's API on the page's own origin. */
export const DEFAULT_API_BASE = '/api';

/** Where the portal server publishes its runtime configuration, relative to the API's origin. */
export const CONFIG_PATH = '/config.json';

// Kept on globalThis so separately built bundles on one page share one client per API base.
const CLIENTS_KEY = Symbol.for('@sfc/widgets/element-services');
type GlobalWithClients = typeof globalThis & { [CLIENTS_KEY]?: Map<string, Promise<ElementServices>> };

function clients(): Map<string, Promise<ElementServices>> {
  const host = globalThis as GlobalWithClients;
  host[CLIENTS_KEY] ??= new Map();
  return host[CLIENTS_KEY];
}

/** The absolute API base for an element's `api-base` (relative values resolve against the page). */
export function resolveApiBase(apiBase: string | undefined | null): string {
  return new URL(apiBase || DEFAULT_API_BASE, document.baseURI).href.replace(/\/+$/, '');
}

/** The page's shared session store, persisted in session storage with the `acc`/`ref` cookies. */
export function sharedStore(): SessionStore {
  return getSharedSessionStore({
    storage: browserSessionStorage(window.sessionStorage),
    cookies: browserCookieJar(document),
  });
}

async function readSigningSecret(apiBase: string): Promise<string> {
  const response = await fetch(new URL(CONFIG_PATH, apiBase), { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`${CONFIG_PATH} answered ${response.status}`);
  const body = (await response.json()) as { signingSecret?: unknown };
  if (typeof body.signingSecret !== 'string' || body.signingSecret === '')
    throw new Error(`${CONFIG_PATH} lacks signingSecret`);
  return body.signingSecret;
}

/**
 * The services of every element on the page for `apiBase` (an element's `api-base`): created on
 * the first call, then shared, so elements signed in through one are signed in for all. The
 * portal's public signing key is read once from the server's `/config.json` (ADR 0004).
 *
 * When the API client wants to navigate (an expired session, a 503), the elements cannot own the
 * page's URL: the request is announced as a bubbling `sfc-navigate` event on `window` instead,
 * for the embedding page to act on, and the session store (logged out) updates every element.
 */
export function elementServices(apiBase?: string | null): Promise<ElementServices> {
  const base = resolveApiBase(apiBase);
  let pending = clients().get(base);
  if (!pending) {
    pending = readSigningSecret(base).then((signingSecret) => {
      const store = sharedStore();
      const api = createApiClient({
        baseURL: base,
        origin: window.location.origin,
        signingSecret,
        store,
        navigate: (path, state) =>
          window.dispatchEvent(new CustomEvent<NavigateDetail>('sfc-navigate', { detail: { path, state } })),
      });
      return { store, api, apiBase: base };
    });
    // A failed read is not cached: the next element (or a retry) asks again.
    pending.catch(() => clients().delete(base));
    clients().set(base, pending);
  }
  return pending;
}

/** Forgets the shared clients (tests). */
export function resetElementServices(): void {
  clients().clear();
}
