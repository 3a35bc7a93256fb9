import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import {
  DASHBOARD_ROUTE_MODULES,
  MODULE_NAMES,
  createSessionStore,
  createSystemClock,
  findRouteModule,
  type ApiClient,
} from '@sfc/core';
import type { RouteHandle } from '../../lib/route-handle.js';
import { MODULE_LANDINGS } from '../../lib/module-landings.js';
import type { PortalServices } from '../../lib/services.js';
import { createGuardLoader, type GuardLoaderData } from '../guard.js';
import { DASHBOARD_ROUTE, DASHBOARD_SCREENS } from './dashboard-routes.js';

const ALL_MODULES = Object.values(MODULE_NAMES).map((name, i) => ({ id: i + 1, name }));
const moduleScreens = DASHBOARD_SCREENS.filter((route) => (route.handle as RouteHandle | undefined)?.module);

describe('the dashboard route table', () => {
  it.each(moduleScreens.map((route) => [route.path as string, route.handle as RouteHandle]))(
    '%s opens for exactly its module, named first in its breadcrumb',
    (path, handle) => {
      expect(handle.module).toBe(DASHBOARD_ROUTE_MODULES[path]);
      expect(handle.breadcrumb[0]).toBe(handle.module);
      const opening = ALL_MODULES.filter((module) => findRouteModule([module], handle.breadcrumb));
      expect(opening.map((module) => module.name)).toEqual([handle.module]);
    },
  );

  it('has a screen for every dashboard route of the spec', () => {
    const built = new Set(moduleScreens.map((route) => route.path));
    expect(Object.keys(DASHBOARD_ROUTE_MODULES).filter((path) => !built.has(path))).toEqual([]);
  });

  it('gives every module of the spec a place in the side navigation', () => {
    const landed = new Set(MODULE_LANDINGS.map((landing) => landing.module));
    const modules = new Set(Object.values(DASHBOARD_ROUTE_MODULES));
    expect([...modules].filter((module) => !landed.has(module))).toEqual([]);
  });

  it('links every module of the side navigation to a built screen of that module', () => {
    for (const landing of MODULE_LANDINGS) {
      const screen = moduleScreens.find((route) => `/dashboard/${route.path}` === landing.to);
      expect((screen?.handle as RouteHandle | undefined)?.module).toBe(landing.module);
    }
  });
});

describe('the guard on the dashboard', () => {
  const routes: RouteObject[] = [
    { id: 'root', path: '/', children: [{ ...DASHBOARD_ROUTE, element: null }] },
  ];

  function loaderFor(modules: Array<{ id: number; name: string }>) {
    const store = createSessionStore();
    store.getState().setTokens({ access: 'not-a-jwt', refresh: 'r' });
    store
      .getState()
      .setUser({ id: 9, email: 'rocio@sfc.gov.co', is_active: true, person: { position: { id: 4 } } });
    store.getState().setModules(modules);
    const services = {
      store,
      api: { get: vi.fn() } as unknown as ApiClient,
      clock: createSystemClock(),
      config: { signingSecret: 'k', apiBase: '/api', version: 'v' },
    } as PortalServices;
    const loader = createGuardLoader(routes, services);
    return async (path: string): Promise<GuardLoaderData | string> => {
      try {
        return await loader({ request: new Request(`http://portal.test${path}`) } as LoaderFunctionArgs);
      } catch (thrown) {
        if (thrown instanceof Response) return `redirect ${thrown.headers.get('Location')}`;
        throw thrown;
      }
    };
  }

  it('opens a screen of the user’s module', async () => {
    const run = loaderFor([{ id: 6, name: 'Roles' }]);
    expect(await run('/dashboard/roles/usermanagement/3/1')).toEqual({ forbiddenModule: null });
  });

  it('answers "no tiene permiso" (not a redirect) for a built screen of a module the user lacks', async () => {
    const run = loaderFor([{ id: 6, name: 'Roles' }]);
    expect(await run('/dashboard/users')).toEqual({ forbiddenModule: 'Usuarios' });
    expect(await run('/dashboard/users/historical/4/77')).toEqual({
      forbiddenModule: 'Histórico de usuarios',
    });
  });

  it('sends staff home from a dashboard path that is no screen, whatever their modules', async () => {
    const run = loaderFor(ALL_MODULES);
    expect(await run('/dashboard/no-such-screen')).toBe('redirect /dashboard/home');
  });
});
