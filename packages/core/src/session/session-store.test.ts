import { afterEach, describe, expect, it } from 'vitest';
import { LABELS } from '../messages/messages.js';
import { LIMITS } from '../messages/constants.js';
import { browserCookieJar, memoryCookieJar } from './cookie-jar.js';
import { decodeJwtPayload } from './jwt-payload.js';
import {
  createSessionStore,
  selectIsActive,
  selectIsAuthenticated,
  selectIsStaff,
  selectUserId,
  SESSION_STORAGE_KEY,
  type SessionData,
  type SessionUser,
} from './session-store.js';
import { getSharedSessionStore, resetSharedSessionStore } from './shared-session-store.js';
import { browserSessionStorage, memoryStorage } from './storage.js';
import { makeJwt } from './testing/make-jwt.js';

const TOKEN_COOKIE_SECONDS = 25 * 60;

describe('session store', () => {
  it('starts anonymous with the root breadcrumb, no modules and no notifications', () => {
    const state = createSessionStore().getState();
    expect(state).toMatchObject({
      access: null,
      refresh: null,
      user: null,
      modules: null,
      breadcrumb: [LABELS.breadcrumbRoot],
      notifications: { lastNotifications: [], count: 0 },
    });
    expect(state.breadcrumb).toEqual(['Inicio']);
    expect(selectIsAuthenticated(state)).toBe(false);
    expect(selectUserId(state)).toBeNull();
  });

  it('persists every field to the injected storage and restores it in a new store', async () => {
    const storage = memoryStorage();
    const access = await makeJwt({ user_id: 42 });
    const first = createSessionStore({ storage });
    first.getState().setTokens({ access, refresh: 'refresh-token' });
    first.getState().setUser({ email: 'ana@example.com', is_active: true, person: { position: 3 } });
    first.getState().setModules([{ id: 28, name: 'Alertas' }]);
    first.getState().setBreadcrumb(['Inicio', 'Quejas']);
    first.getState().setNotifications({ lastNotifications: [{ id: 1 }], count: 1 });

    expect(storage.size).toBe(1);
    const stored: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) as string);
    expect(stored).toMatchObject({ state: { access, refresh: 'refresh-token' } });

    const second = createSessionStore({ storage }).getState();
    expect(second).toMatchObject({
      access,
      refresh: 'refresh-token',
      user: { email: 'ana@example.com', is_active: true, person: { position: 3 }, user_id: 42 },
      modules: [{ id: 28, name: 'Alertas' }],
      breadcrumb: ['Inicio', 'Quejas'],
      notifications: { lastNotifications: [{ id: 1 }], count: 1 },
    });
    // Actions come from the store, not from storage: the restored store still works.
    second.setModules(null);
    expect(createSessionStore({ storage }).getState().modules).toBeNull();
  });

  it('writes the acc and ref cookies for 25 minutes and records when they expire', () => {
    const cookies = memoryCookieJar();
    const store = createSessionStore({ cookies, now: () => 1_000_000 });
    store.getState().setTokens({ access: 'a1', refresh: 'r1' });

    expect(LIMITS.tokenCookieMinutes * 60).toBe(TOKEN_COOKIE_SECONDS);
    expect(Object.fromEntries(cookies.cookies)).toEqual({
      acc: { value: 'a1', maxAgeSeconds: TOKEN_COOKIE_SECONDS },
      ref: { value: 'r1', maxAgeSeconds: TOKEN_COOKIE_SECONDS },
    });
    expect(store.getState().tokensExpireAt).toBe(1_000_000 + TOKEN_COOKIE_SECONDS * 1000);
  });

  it('a new tab (empty session storage) starts from the acc and ref cookies of the signed-in browser', async () => {
    const cookies = memoryCookieJar();
    const firstTab = createSessionStore({ storage: memoryStorage(), cookies });
    const access = await makeJwt({ user_id: 31 });
    firstTab.getState().setTokens({ access, refresh: 'r1' });
    firstTab.getState().setUser({ is_active: true });

    const newTab = createSessionStore({ storage: memoryStorage(), cookies });
    expect(newTab.getState()).toMatchObject({ access, refresh: 'r1', user: null, modules: null });
    expect(selectUserId(newTab.getState())).toBe(31);
    // Without cookies (signed out, or expired after 25 minutes) a new tab stays anonymous.
    expect(createSessionStore({ storage: memoryStorage() }).getState().access).toBeNull();
  });

  it('adoptCookieTokens takes a pair another tab renewed, keeping the user only when it is the same person', async () => {
    const cookies = memoryCookieJar();
    const tab = createSessionStore({ storage: memoryStorage(), cookies });
    tab.getState().setTokens({ access: await makeJwt({ user_id: 5 }), refresh: 'r1' });
    tab.getState().setUser({ is_active: true });
    tab.getState().setModules([{ id: 1, name: 'Quejas' }]);
    expect(tab.getState().adoptCookieTokens()).toBe(false);

    const renewed = await makeJwt({ user_id: 5, jti: 'renewed' });
    cookies.set('acc', renewed, TOKEN_COOKIE_SECONDS);
    cookies.set('ref', 'r2', TOKEN_COOKIE_SECONDS);
    expect(tab.getState().adoptCookieTokens()).toBe(true);
    expect(tab.getState()).toMatchObject({ access: renewed, refresh: 'r2', user: { user_id: 5 } });
    expect(tab.getState().modules).toEqual([{ id: 1, name: 'Quejas' }]);

    cookies.set('acc', await makeJwt({ user_id: 6 }), TOKEN_COOKIE_SECONDS);
    cookies.set('ref', 'r3', TOKEN_COOKIE_SECONDS);
    expect(tab.getState().adoptCookieTokens()).toBe(true);
    expect(tab.getState()).toMatchObject({ refresh: 'r3', user: null, modules: null });
  });

  it('logout clears the state, the persisted entry and both cookies', async () => {
    const storage = memoryStorage();
    const cookies = memoryCookieJar();
    const store = createSessionStore({ storage, cookies });
    store.getState().setTokens({ access: await makeJwt({ user_id: 7 }), refresh: 'r' });
    store.getState().setUser({ is_active: true });
    store.getState().setModules([{ id: 1, name: 'Quejas' }]);
    store.getState().setBreadcrumb(['Inicio', 'Perfil']);
    store.getState().setNotifications({ lastNotifications: [{}], count: 4 });

    store.getState().logout();

    const data: Partial<SessionData> = { ...store.getState() };
    expect(data).toMatchObject({
      access: null,
      refresh: null,
      user: null,
      modules: null,
      breadcrumb: ['Inicio'],
      notifications: { lastNotifications: [], count: 0 },
      tokensExpireAt: null,
    });
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(cookies.cookies.size).toBe(0);
    expect(createSessionStore({ storage }).getState().access).toBeNull();
  });

  it('reads user_id from a real JWT access token, before and after the user is loaded', async () => {
    const access = await makeJwt({ user_id: 1234, nombre: 'José Ñandú' });
    expect(decodeJwtPayload(access)).toMatchObject({
      user_id: 1234,
      nombre: 'José Ñandú',
      token_type: 'access',
    });

    const store = createSessionStore();
    store.getState().setTokens({ access, refresh: 'r' });
    expect(selectUserId(store.getState())).toBe(1234);
    expect(store.getState().user).toBeNull();

    // The token is what the server trusts, so its claim wins over whatever the body said.
    store.getState().setUser({ user_id: 999, email: 'jose@example.com' });
    expect(store.getState().user?.user_id).toBe(1234);

    const rotated = await makeJwt({ user_id: 1235 });
    store.getState().setTokens({ access: rotated, refresh: 'r2' });
    expect(store.getState().user?.user_id).toBe(1235);
  });

  it.each(['', 'not-a-jwt', 'a.b', 'a.***.c', 'a.bm90IGpzb24.c', 'a.WzFd.c'])(
    'decodeJwtPayload(%j) is null',
    (token) => {
      expect(decodeJwtPayload(token)).toBeNull();
    },
  );

  it.each<[string, SessionUser | null, { active: boolean; staff: boolean }]>([
    ['no user', null, { active: false, staff: false }],
    ['inactive consumer', { is_active: false, person: {} }, { active: false, staff: false }],
    ['active consumer (no person)', { is_active: true }, { active: true, staff: false }],
    [
      'active consumer (position null)',
      { is_active: true, person: { position: null } },
      { active: true, staff: false },
    ],
    [
      'active consumer (position empty)',
      { is_active: true, person: { position: '' } },
      { active: true, staff: false },
    ],
    [
      'active staff (position id)',
      { is_active: true, person: { position: 3 } },
      { active: true, staff: true },
    ],
    [
      'active staff (position object)',
      { is_active: true, person: { position: { id: 1 } } },
      { active: true, staff: true },
    ],
  ])('selectors for %s', (_label, user, expected) => {
    const store = createSessionStore();
    store.getState().setUser(user);
    expect(selectIsActive(store.getState())).toBe(expected.active);
    expect(selectIsStaff(store.getState())).toBe(expected.staff);
  });
});

describe('shared session store', () => {
  afterEach(() => resetSharedSessionStore());

  it('gives every caller on the page the same instance, kept under a Symbol.for key', () => {
    const first = getSharedSessionStore();
    const second = getSharedSessionStore({ storage: memoryStorage() });
    expect(second).toBe(first);
    // What another bundle with its own copy of this module would find:
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('@sfc/core/session-store')]).toBe(first);
    first.getState().setTokens({ access: 'a', refresh: 'r' });
    expect(selectIsAuthenticated(second.getState())).toBe(true);
  });
});

describe('browser adapters (with stand-ins for document and sessionStorage)', () => {
  it('browserCookieJar writes and expires cookies through document.cookie', () => {
    const written: string[] = [];
    const doc = {
      location: { protocol: 'https:' },
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const jar = browserCookieJar(doc);
    jar.set('acc', 'x.y=z', TOKEN_COOKIE_SECONDS);
    jar.remove('acc');
    expect(jar.get('acc')).toBeNull();
    expect(written).toEqual([
      'acc=x.y%3Dz; Max-Age=1500; Path=/; SameSite=Strict; Secure',
      'acc=; Max-Age=0; Path=/; SameSite=Strict; Secure',
    ]);
  });

  it('browserCookieJar reads a cookie back from document.cookie, decoded', () => {
    const jar = browserCookieJar({ cookie: 'otra=1; acc=x.y%3Dz; ref=r%2B1', location: null });
    expect(jar.get('acc')).toBe('x.y=z');
    expect(jar.get('ref')).toBe('r+1');
    expect(jar.get('nada')).toBeNull();
  });

  it('browserSessionStorage passes through and survives a storage that throws', () => {
    const entries = new Map<string, string>();
    const storage = browserSessionStorage({
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
      removeItem: (key) => void entries.delete(key),
    });
    const store = createSessionStore({ storage });
    store.getState().setTokens({ access: 'a', refresh: 'r' });
    expect(entries.has(SESSION_STORAGE_KEY)).toBe(true);

    const broken = browserSessionStorage({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    const resilient = createSessionStore({ storage: broken });
    resilient.getState().setTokens({ access: 'a', refresh: 'r' });
    expect(selectIsAuthenticated(resilient.getState())).toBe(true);
    resilient.getState().logout();
    expect(selectIsAuthenticated(resilient.getState())).toBe(false);
  });
});
