import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, createSystemClock, type ApiClient, type SessionUser } from '@sfc/core';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { PortalServices } from '../lib/services.js';
import { breadcrumbLabelsFor, completeSession, createGuardLoader } from './guard.js';

const ROUTES: RouteObject[] = [
  {
    path: '/',
    children: [
      { path: 'login', handle: { title: 'Ingresar', breadcrumb: ['Ingresar'] } },
      {
        path: 'customer',
        children: [{ path: 'home', handle: { title: 'Mi espacio', breadcrumb: ['Mi espacio'] } }],
      },
      {
        path: 'dashboard',
        children: [
          { path: 'home', handle: { title: 'Panel', breadcrumb: ['Panel de gestión'] } },
          { path: 'users', handle: { title: 'Usuarios', breadcrumb: ['Usuarios'] } },
        ],
      },
    ],
  },
];

const CONSUMER: SessionUser = {
  id: 7,
  email: 'ana@example.com',
  is_active: true,
  person: { position: null },
};
const STAFF: SessionUser = {
  id: 9,
  email: 'admin@example.com',
  is_active: true,
  person: { position: { id: 1 } },
};

function setup(user: SessionUser | null, answers: Record<string, unknown> = {}) {
  const store = createSessionStore();
  if (user) {
    store.getState().setTokens({ access: 'not-a-jwt', refresh: 'r' });
    store.getState().setUser(user);
  }
  const get = vi.fn(async (path: string) =>
    path in answers
      ? { ok: true, status: 200, data: answers[path] }
      : { ok: false, status: 500, message: 'x' },
  );
  const services = {
    store,
    api: { get } as unknown as ApiClient,
    clock: createSystemClock(),
    config: { signingSecret: 'k', apiBase: '/api', version: 'v' },
  } as PortalServices;
  const loader = createGuardLoader(ROUTES, services);
  const run = async (path: string): Promise<string | null> => {
    try {
      await loader({ request: new Request(`http://portal.test${path}`) } as LoaderFunctionArgs);
      return null;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get('Location');
      throw thrown;
    }
  };
  return { store, get, run };
}

describe('the guard loader', () => {
  it.each([
    ['anonymous, protected page', null, '/customer/home', '/login?next=%2Fcustomer%2Fhome'],
    [
      'anonymous, page with a query',
      null,
      '/dashboard/users?page=2',
      '/login?next=%2Fdashboard%2Fusers%3Fpage%3D2',
    ],
    ['anonymous, public page', null, '/login', null],
    ['root', null, '/', '/customer'],
    ['consumer, customer area', CONSUMER, '/customer/home', null],
    ['consumer, dashboard', CONSUMER, '/dashboard/home', '/customer'],
    ['consumer, sign-in page', CONSUMER, '/login', '/'],
    ['consumer, sign-in page asked to return', CONSUMER, '/login?next=%2Fcustomer%2Fhome', '/customer/home'],
    ['consumer, sign-in page asked to leave the portal', CONSUMER, '/login?next=%2F%2Fevil.example', '/'],
    ['staff, customer area', STAFF, '/customer/home', '/dashboard'],
  ])('%s: %s → %s', async (_label, user, path, redirect) => {
    const { run } = setup(user, { '/module/': [] });
    expect(await run(path)).toBe(redirect);
  });

  it('loads a staff member’s modules once, then opens the module routes they match', async () => {
    const { run, get, store } = setup(STAFF, { '/module/': [{ id: 1, name: 'Usuarios' }] });
    expect(await run('/dashboard/users')).toBeNull();
    expect(store.getState().modules).toEqual([{ id: 1, name: 'Usuarios' }]);
    expect(await run('/dashboard/users')).toBeNull();
    expect(get.mock.calls.filter(([path]) => path === '/module/')).toHaveLength(1);
    expect(store.getState().breadcrumb).toEqual(['Inicio', 'Usuarios']);
  });

  it('sends staff to /dashboard/home when the modules cannot be loaded', async () => {
    const { run, store } = setup(STAFF);
    expect(await run('/dashboard/users')).toBe('/dashboard/home');
    expect(store.getState().modules).toBeNull();
  });
});

describe('breadcrumbLabelsFor', () => {
  it('reads the deepest route handle', () => {
    expect(breadcrumbLabelsFor(ROUTES, '/dashboard/users')).toEqual(['Usuarios']);
    expect(breadcrumbLabelsFor(ROUTES, '/nowhere')).toEqual([]);
  });
});

describe('completing a restored session on a staff page', () => {
  /** A session restored from its tokens alone: the user record is not loaded yet. */
  function restored(user: SessionUser) {
    const store = createSessionStore();
    const claims = btoa(JSON.stringify({ user_id: user.id })).replace(/=+$/, '');
    store.getState().setTokens({ access: `e30.${claims}.firma`, refresh: 'r' });
    let answerUser: () => void = () => undefined;
    const userAnswered = new Promise<void>((resolve) => (answerUser = resolve));
    const get = vi.fn(async (path: string) => {
      if (path === '/module/') return { ok: true, status: 200, data: [{ id: 1, name: 'Usuarios' }] };
      await userAnswered;
      return { ok: true, status: 200, data: user };
    });
    const services = { store, api: { get } as unknown as ApiClient } as PortalServices;
    return { store, get, services, answerUser };
  }

  it('asks for the modules while the user record is on its way, and keeps them for staff', async () => {
    const { store, get, services, answerUser } = restored(STAFF);
    const done = completeSession(services, { staffArea: true });
    await Promise.resolve();
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/module/', '/user/9/']);
    answerUser();
    await done;
    expect(store.getState().user).toMatchObject(STAFF);
    expect(store.getState().modules).toEqual([{ id: 1, name: 'Usuarios' }]);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps no modules for a consumer who opened a staff address', async () => {
    const { store, services, answerUser } = restored(CONSUMER);
    const done = completeSession(services, { staffArea: true });
    answerUser();
    await done;
    expect(store.getState().user).toMatchObject(CONSUMER);
    expect(store.getState().modules).toBeNull();
  });

  it('elsewhere asks for the modules only once the user record says staff', async () => {
    const { get, services, answerUser } = restored(STAFF);
    const done = completeSession(services);
    await Promise.resolve();
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/user/9/']);
    answerUser();
    await done;
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/user/9/', '/module/']);
  });
});
