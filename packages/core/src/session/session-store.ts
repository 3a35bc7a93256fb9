import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { LABELS } from '../messages/messages.js';
import { LIMITS } from '../messages/constants.js';
import { memoryCookieJar, type CookieJar } from './cookie-jar.js';
import { userIdFromToken } from './jwt-payload.js';
import { memoryStorage } from './storage.js';

/** The signed-in user as `GET /user/{id}/` returns it; only the fields the portal reads are typed. */
export interface SessionUser {
  /** Taken from the access token's `user_id` claim whenever tokens or user are set. */
  user_id?: number | string | null;
  email?: string;
  username?: string;
  is_active?: boolean;
  groups?: unknown[];
  /** A staff member has `person.position`; a financial consumer does not. */
  person?: { position?: unknown; [key: string]: unknown } | null;
  [key: string]: unknown;
}

/** A module assigned to the user's role (portal-spec §3). */
export interface SessionModule {
  id: number;
  name: string;
}

/** The notification badge data (portal-spec §3). */
export interface SessionNotifications {
  lastNotifications: unknown[];
  count: number;
}

/** The token pair answered by login and by `POST /token/refresh/`. */
export interface SessionTokens {
  access: string;
  refresh: string;
}

/** What the session holds (portal-spec §3) and persists in session storage. */
export interface SessionData {
  access: string | null;
  refresh: string | null;
  user: SessionUser | null;
  /** `null` until the modules of the user's role are loaded. */
  modules: SessionModule[] | null;
  breadcrumb: string[];
  notifications: SessionNotifications;
  /** When the `acc`/`ref` cookies written by the last `setTokens` expire (epoch ms, injected clock). */
  tokensExpireAt: number | null;
}

/** The actions that change the session. */
export interface SessionActions {
  /** Stores the token pair and writes the `acc`/`ref` cookies for {@link LIMITS.tokenCookieMinutes} minutes. */
  setTokens(tokens: SessionTokens): void;
  /** Stores the user, stamping `user_id` from the access token when there is one. */
  setUser(user: SessionUser | null): void;
  setModules(modules: SessionModule[] | null): void;
  setBreadcrumb(breadcrumb: string[]): void;
  setNotifications(notifications: SessionNotifications): void;
  /**
   * Takes the token pair from the `acc`/`ref` cookies when they hold one this tab does not have:
   * a new tab of a signed-in browser, or another tab renewed the pair. True when it took them.
   */
  adoptCookieTokens(): boolean;
  /** Clears the state, the persisted entry and both token cookies. */
  logout(): void;
}

/** Session state and actions together, as `store.getState()` returns them. */
export type SessionState = SessionData & SessionActions;

/** A vanilla zustand store of the session; subscribe with `store.subscribe`, read with `store.getState()`. */
export type SessionStore = StoreApi<SessionState>;

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  /** Where the session persists; pass `browserSessionStorage(window.sessionStorage)` in a browser. Defaults to memory. */
  storage?: StateStorage;
  /** Where the token cookies go; pass `browserCookieJar(document)` in a browser. Defaults to memory. */
  cookies?: CookieJar;
  /** Clock in epoch milliseconds; defaults to `Date.now`. */
  now?: () => number;
}

/** The session-storage key under which the whole session is persisted. */
export const SESSION_STORAGE_KEY = 'sfc-session';

/** Names of the token cookies (portal-spec §3). */
export const TOKEN_COOKIES = { access: 'acc', refresh: 'ref' } as const;

/** A fresh, anonymous session. */
export function initialSessionData(): SessionData {
  return {
    access: null,
    refresh: null,
    user: null,
    modules: null,
    breadcrumb: [LABELS.breadcrumbRoot],
    notifications: { lastNotifications: [], count: 0 },
    tokensExpireAt: null,
  };
}

/** Keeps only data in storage: actions are recreated by the store, never persisted. */
function dataOf(state: SessionState): SessionData {
  return {
    access: state.access,
    refresh: state.refresh,
    user: state.user,
    modules: state.modules,
    breadcrumb: state.breadcrumb,
    notifications: state.notifications,
    tokensExpireAt: state.tokensExpireAt,
  };
}

/** Stamps the token's `user_id` on the user: the token is what the server trusts, so it wins. */
function withUserId(user: SessionUser | null, access: string | null): SessionUser | null {
  if (!user) return null;
  const userId = userIdFromToken(access);
  return userId === null ? user : { ...user, user_id: userId };
}

/**
 * Creates the session store (zustand v5 vanilla, usable without React), persisted under
 * {@link SESSION_STORAGE_KEY}. With a synchronous storage it is hydrated when this returns.
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? memoryStorage();
  const cookies = options.cookies ?? memoryCookieJar();
  const now = options.now ?? Date.now;
  const cookieSeconds = LIMITS.tokenCookieMinutes * 60;

  const store = createStore<SessionState>()(
    persist(
      (set, get, api) => ({
        ...initialSessionData(),
        setTokens({ access, refresh }) {
          cookies.set(TOKEN_COOKIES.access, access, cookieSeconds);
          cookies.set(TOKEN_COOKIES.refresh, refresh, cookieSeconds);
          set({
            access,
            refresh,
            tokensExpireAt: now() + cookieSeconds * 1000,
            user: withUserId(get().user, access),
          });
        },
        setUser(user) {
          set({ user: withUserId(user, get().access) });
        },
        setModules(modules) {
          set({ modules });
        },
        setBreadcrumb(breadcrumb) {
          set({ breadcrumb: [...breadcrumb] });
        },
        setNotifications(notifications) {
          set({
            notifications: {
              lastNotifications: [...notifications.lastNotifications],
              count: notifications.count,
            },
          });
        },
        adoptCookieTokens() {
          const access = cookies.get(TOKEN_COOKIES.access);
          const refresh = cookies.get(TOKEN_COOKIES.refresh);
          const state = get();
          if (!access || !refresh || (access === state.access && refresh === state.refresh)) return false;
          // Another person's tokens (a different user id) never inherit this tab's user and modules.
          const sameUser = state.user !== null && userIdFromToken(access) === userIdFromToken(state.access);
          set({
            access,
            refresh,
            tokensExpireAt: null,
            user: sameUser ? withUserId(state.user, access) : null,
            modules: sameUser ? state.modules : null,
          });
          return true;
        },
        logout() {
          cookies.remove(TOKEN_COOKIES.access);
          cookies.remove(TOKEN_COOKIES.refresh);
          set(initialSessionData());
          // After `set`, because persist writes on every change: clearing last leaves no entry behind.
          api.persist.clearStorage();
        },
      }),
      {
        name: SESSION_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage<SessionData>(() => storage),
        partialize: dataOf,
      },
    ),
  );
  // Session storage is per tab: a tab opened on a signed-in browser starts from the token cookies
  // (portal-spec §3), and the guard then loads the user and modules.
  if (!store.getState().access) store.getState().adoptCookieTokens();
  return store;
}

/** Whether there is an access token (portal-spec §4: authenticated by login). */
export function selectIsAuthenticated(state: SessionData): boolean {
  return Boolean(state.access);
}

/** Whether the loaded user is active. */
export function selectIsActive(state: SessionData): boolean {
  return state.user?.is_active === true;
}

/** Whether the user is staff, i.e. has `person.position` (portal-spec §6); consumers have none. */
export function selectIsStaff(state: SessionData): boolean {
  const position = state.user?.person?.position;
  return position !== undefined && position !== null && position !== '';
}

/** The user id: the access token's `user_id` claim, else the loaded user's, else `null`. */
export function selectUserId(state: SessionData): number | string | null {
  return userIdFromToken(state.access) ?? state.user?.user_id ?? null;
}
