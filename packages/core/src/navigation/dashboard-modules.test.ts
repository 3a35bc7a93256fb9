import { describe, expect, it } from 'vitest';
import { MODULE_NAMES } from '../messages/staff-workspace-texts.js';
import { DASHBOARD_ROUTE_MODULES, dashboardModuleOf } from './dashboard-modules.js';
import { findRouteModule, normalizeModuleLabel } from './module-matching.js';
import { ROUTES } from './routes.js';
import { readSeededModules } from './testing/seeded-modules.mjs';

// The modules the server seeds (GET /api/module/, roles): the names the guard compares against.
const seeded = { modules: readSeededModules() };

const moduleRoutes = ROUTES.dashboard.filter((route) => route.access === 'module');
const relative = (pattern: string) => pattern.slice('/dashboard/'.length);

describe('DASHBOARD_ROUTE_MODULES', () => {
  it('names a module for every dashboard route of portal-spec §2 and for nothing else', () => {
    expect(Object.keys(DASHBOARD_ROUTE_MODULES).sort()).toEqual(
      moduleRoutes.map((route) => relative(route.pattern)).sort(),
    );
  });

  it.each(moduleRoutes.map((route) => [route.pattern]))(
    '%s belongs to exactly one seeded module',
    (pattern) => {
      const name = DASHBOARD_ROUTE_MODULES[relative(pattern)] as string;
      const opening = seeded.modules.filter((module) => findRouteModule([module], [name]) !== undefined);
      expect(opening.map((module) => module.name)).toEqual([name]);
    },
  );

  it('spells every module exactly as the server seeds it, ids 1 to 30', () => {
    expect(seeded.modules.map((module) => module.name).sort()).toEqual(Object.values(MODULE_NAMES).sort());
    expect(seeded.modules.find((module) => module.id === 28)?.name).toBe(MODULE_NAMES.alerts);
    expect(seeded.modules.find((module) => module.id === 1)?.name).toBe(MODULE_NAMES.users);
  });

  it('has no two module names that read the same to the guard', () => {
    const normalised = Object.values(MODULE_NAMES).map(normalizeModuleLabel);
    expect(new Set(normalised).size).toBe(normalised.length);
  });
});

describe('dashboardModuleOf', () => {
  it.each([
    ['/dashboard/users', 'Usuarios'],
    ['/dashboard/users/edit?id=4', 'Usuarios'],
    ['/dashboard/users/financial_consumers', 'Consumidores financieros'],
    ['/dashboard/users/historical/7/31', 'Histórico de usuarios'],
    ['/dashboard/roles/usermanagement/3/1/', 'Roles'],
    ['/dashboard/companies/add', 'Entidades'],
    ['/dashboard/alerts/Notifications_ev', 'Alertas EV'],
    ['/dashboard/home', null],
    ['/dashboard/no-such-screen', null],
    ['/customer/home', null],
  ])('%s → %s', (path, module) => {
    expect(dashboardModuleOf(path)).toBe(module);
  });
});
