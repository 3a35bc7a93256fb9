import { describe, expect, it } from 'vitest';
import { guardNavigation, hasPosition, type GuardContext, type GuardDecision } from './guard.js';

const USUARIOS = { id: 5, name: 'Usuarios' };
const ALERTAS = { id: 28, name: 'Alertas' };
const GESTION = { id: 7, name: 'Gestión de Quejas' };

const anonymous: GuardContext = {
  session: { authenticated: false, user: null },
  modules: null,
  breadcrumbLabels: [],
};
const signedInUserNotLoaded: GuardContext = {
  session: { authenticated: true, user: null },
  modules: null,
  breadcrumbLabels: [],
};
const inactiveConsumer: GuardContext = {
  session: { authenticated: true, user: { is_active: false, person: { position: null } } },
  modules: null,
  breadcrumbLabels: [],
};
const inactiveStaff: GuardContext = {
  session: { authenticated: true, user: { is_active: false, person: { position: { id: 3 } } } },
  modules: [USUARIOS],
  breadcrumbLabels: ['Usuarios'],
};
const consumer: GuardContext = {
  session: { authenticated: true, user: { is_active: true, person: { position: null } } },
  modules: null,
  breadcrumbLabels: [],
};
const consumerWithoutPerson: GuardContext = {
  session: { authenticated: true, user: { is_active: true, person: null } },
  modules: null,
  breadcrumbLabels: [],
};
const staff: GuardContext = {
  session: {
    authenticated: true,
    user: { is_active: true, person: { position: { id: 3, name: 'Analista' } } },
  },
  modules: [USUARIOS, ALERTAS, GESTION],
  breadcrumbLabels: [],
};
const staffModulesNull: GuardContext = { ...staff, modules: null };
const staffNoModules: GuardContext = { ...staff, modules: [] };

const allow: GuardDecision = { action: 'allow' };
const to = (target: string, reason: string) => ({ action: 'redirect', to: target, reason });

type Row = [title: string, path: string, ctx: GuardContext, labels: string[], expected: object];

const rows: Row[] = [
  // "/" redirects to /customer.
  ['root, anonymous', '/', anonymous, [], to('/customer', 'root')],
  ['root, staff', '/', staff, [], to('/customer', 'root')],

  // Public routes need no session.
  ['/sfc anonymous', '/sfc', anonymous, [], allow],
  ['/login anonymous', '/login', anonymous, [], allow],
  ['/signup anonymous', '/signup', anonymous, [], allow],
  ['/logout anonymous', '/logout', anonymous, [], allow],
  ['/verify anonymous', '/verify', anonymous, [], allow],
  ['/recovery anonymous', '/recovery', anonymous, [], allow],
  ['/recovery/restore anonymous', '/recovery/restore?token=abc', anonymous, [], allow],
  ['/technical-support anonymous', '/technical-support', anonymous, [], allow],
  ['/error/503 anonymous', '/error/503', anonymous, [], allow],
  ['/logout for an active consumer', '/logout', consumer, [], allow],
  ['/signup for an active staff user', '/signup', staff, [], allow],

  // An active user opening /login goes to /; anybody else may sign in.
  ['/login active consumer', '/login', consumer, [], to('/', 'already-signed-in')],
  ['/login active staff', '/login/', staff, [], to('/', 'already-signed-in')],
  ['/login inactive user', '/login', inactiveConsumer, [], allow],
  ['/login tokens but user not loaded', '/login', signedInUserNotLoaded, [], allow],

  // Protected routes need an authenticated, active user.
  ['/customer anonymous', '/customer', anonymous, [], to('/login', 'not-authenticated')],
  ['/customer/home anonymous', '/customer/home', anonymous, [], to('/login', 'not-authenticated')],
  [
    'customer detail anonymous',
    '/customer/complaint/tracking/detail/42',
    anonymous,
    [],
    to('/login', 'not-authenticated'),
  ],
  ['/profile anonymous', '/profile', anonymous, [], to('/login', 'not-authenticated')],
  ['/dashboard anonymous', '/dashboard', anonymous, [], to('/login', 'not-authenticated')],
  [
    '/dashboard/users anonymous',
    '/dashboard/users',
    anonymous,
    ['Usuarios'],
    to('/login', 'not-authenticated'),
  ],
  ['unlisted /dashboard path anonymous', '/dashboard/nope', anonymous, [], to('/login', 'not-authenticated')],
  ['unlisted /customer path anonymous', '/customer/nope', anonymous, [], to('/login', 'not-authenticated')],
  ['upper-case area anonymous', '/DASHBOARD/Users', anonymous, [], to('/login', 'not-authenticated')],
  ['dot segments anonymous', '/sfc/../dashboard/users', anonymous, [], to('/login', 'not-authenticated')],
  ['user not loaded', '/customer', signedInUserNotLoaded, [], to('/login', 'not-authenticated')],
  ['inactive consumer /customer', '/customer', inactiveConsumer, [], to('/login', 'inactive-user')],
  ['inactive consumer /profile', '/profile', inactiveConsumer, [], to('/login', 'inactive-user')],
  ['inactive staff /dashboard/home', '/dashboard/home', inactiveStaff, [], to('/login', 'inactive-user')],
  [
    'inactive staff module route',
    '/dashboard/users',
    inactiveStaff,
    ['Usuarios'],
    to('/login', 'inactive-user'),
  ],

  // Consumers: customer area and /profile allowed, dashboard sends them to /customer.
  ['consumer /customer', '/customer', consumer, [], allow],
  ['consumer /customer/home', '/customer/home', consumer, [], allow],
  ['consumer /customer/profile', '/customer/profile', consumer, [], allow],
  ['consumer tracking', '/customer/complaint/tracking', consumer, [], allow],
  ['consumer replica', '/customer/complaint/tracking/detail/42/replica', consumer, [], allow],
  ['consumer annexes', '/customer/complaint/details/42/anexos/2/3', consumer, [], allow],
  ['consumer calification', '/customer/complaint/calification/Q-2024-1', consumer, [], allow],
  ['consumer registration', '/customer/complaint/registration', consumer, [], allow],
  ['consumer unlisted customer path', '/customer/nope', consumer, [], allow],
  ['consumer /profile', '/profile', consumer, [], allow],
  ['consumer without person /customer', '/customer', consumerWithoutPerson, [], allow],
  ['consumer /dashboard', '/dashboard', consumer, [], to('/customer', 'consumer-area')],
  ['consumer /dashboard/home', '/dashboard/home', consumer, [], to('/customer', 'consumer-area')],
  ['consumer /dashboard/users', '/dashboard/users', consumer, ['Usuarios'], to('/customer', 'consumer-area')],
  [
    'consumer without person /dashboard',
    '/dashboard',
    consumerWithoutPerson,
    [],
    to('/customer', 'consumer-area'),
  ],

  // Staff: customer area sends them to /dashboard; home and /profile always allowed.
  ['staff /customer', '/customer', staff, [], to('/dashboard', 'staff-area')],
  ['staff /customer/home', '/customer/home', staff, [], to('/dashboard', 'staff-area')],
  ['staff /customer/profile', '/customer/profile', staff, [], to('/dashboard', 'staff-area')],
  ['staff /profile', '/profile', staff, [], allow],
  ['staff /dashboard', '/dashboard', staff, [], allow],
  ['staff /dashboard/home', '/dashboard/home', staff, [], allow],
  ['staff, modules null, /dashboard/home', '/dashboard/home', staffModulesNull, [], allow],
  ['staff, modules null, /dashboard', '/dashboard', staffModulesNull, [], allow],
  ['staff, modules null, /profile', '/profile', staffModulesNull, [], allow],

  // Staff on other dashboard routes need the route's module, matched on breadcrumb labels.
  ['staff module matches', '/dashboard/users', staff, ['Inicio', 'Usuarios'], allow],
  [
    'staff module matches a deeper label',
    '/dashboard/users/add',
    staff,
    ['Inicio', 'Usuarios', 'Crear'],
    allow,
  ],
  [
    'staff module matches w/o accent',
    '/dashboard/complaints/management',
    staff,
    ['Gestion de quejas'],
    allow,
  ],
  [
    'staff module matches with spaces and case',
    '/dashboard/complaints/management/detail/Q-1',
    staff,
    ['  GESTIÓN DE QUEJAS '],
    allow,
  ],
  ['staff alerts', '/dashboard/alerts/notifications', staff, ['Alertas'], allow],
  [
    'staff no matching module',
    '/dashboard/rates',
    staff,
    ['Inicio', 'Tarifas'],
    to('/dashboard/home', 'module-not-assigned'),
  ],
  [
    'staff partial label is not a match',
    '/dashboard/users',
    staff,
    ['Usuarios EV'],
    to('/dashboard/home', 'module-not-assigned'),
  ],
  [
    'staff "Inicio" alone never matches',
    '/dashboard/companies',
    { ...staff, modules: [{ id: 1, name: 'Inicio' }] },
    ['Inicio'],
    to('/dashboard/home', 'module-not-assigned'),
  ],
  ['staff no breadcrumb labels', '/dashboard/users', staff, [], to('/dashboard/home', 'module-not-assigned')],
  [
    'staff modules loaded but empty',
    '/dashboard/users',
    staffNoModules,
    ['Usuarios'],
    to('/dashboard/home', 'module-not-assigned'),
  ],
  [
    'staff modules null',
    '/dashboard/users',
    staffModulesNull,
    ['Usuarios'],
    to('/dashboard/home', 'modules-not-loaded'),
  ],
  [
    'staff modules null, parameter route',
    '/dashboard/annual-report/detail/9',
    staffModulesNull,
    ['Informe anual'],
    to('/dashboard/home', 'modules-not-loaded'),
  ],
  [
    'staff unlisted dashboard path needs a module',
    '/dashboard/nope',
    staff,
    ['Nope'],
    to('/dashboard/home', 'module-not-assigned'),
  ],

  // Paths outside every area reach the host's not-found page.
  ['unknown path anonymous', '/no-such-page', anonymous, [], allow],
  ['unknown path staff', '/no-such-page', staff, [], allow],
  ['unlisted path under a public route', '/login/extra', anonymous, [], allow],
];

describe('guardNavigation', () => {
  it.each(rows)('%s: %s', (_title, path, ctx, labels, expected) => {
    expect(guardNavigation(path, { ...ctx, breadcrumbLabels: labels })).toEqual(expected);
  });
});

describe('hasPosition', () => {
  it.each([
    [{ is_active: true, person: { position: { id: 1 } } }, true],
    [{ is_active: true, person: { position: 4 } }, true],
    [{ is_active: true, person: { position: 'Analista' } }, true],
    [{ is_active: true, person: { position: null } }, false],
    [{ is_active: true, person: { position: '' } }, false],
    [{ is_active: true, person: {} }, false],
    [{ is_active: true, person: null }, false],
    [{ is_active: true }, false],
    [null, false],
  ])('%j → %s', (user, expected) => {
    expect(hasPosition(user)).toBe(expected);
  });
});
