import { describe, expect, it } from 'vitest';
import { matchRoute, protectedAreaOf } from './match-route.js';
import { ALL_ROUTES, ROUTES } from './routes.js';

describe('ROUTES', () => {
  it('lists the public routes of portal-spec §2 and the ledger’s public pages', () => {
    expect(ROUTES.public.map((route) => route.pattern)).toEqual([
      '/sfc',
      '/login',
      '/signup',
      '/logout',
      '/verify',
      '/recovery',
      '/recovery/restore',
      '/technical-support',
      '/error/503',
      '/verificar',
      '/transparencia/registro',
    ]);
  });

  it('has no duplicate patterns', () => {
    const patterns = ALL_ROUTES.map((route) => route.pattern.toLowerCase());
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('no two patterns fit the same path, so the table is unambiguous', () => {
    const segmentsOf = (pattern: string) => pattern.toLowerCase().split('/').filter(Boolean);
    const overlapping: string[] = [];
    ALL_ROUTES.forEach((a, i) => {
      ALL_ROUTES.slice(i + 1).forEach((b) => {
        const sa = segmentsOf(a.pattern);
        const sb = segmentsOf(b.pattern);
        const overlap =
          sa.length === sb.length &&
          sa.every((segment, k) => segment.startsWith(':') || sb[k]!.startsWith(':') || segment === sb[k]);
        if (overlap) overlapping.push(`${a.pattern} ~ ${b.pattern}`);
      });
    });
    expect(overlapping).toEqual([]);
  });

  it('every route pattern matches itself', () => {
    for (const route of ALL_ROUTES) {
      const sample = route.pattern.replace(/:(\w+)/g, 'x');
      expect(matchRoute(sample)?.route.pattern, route.pattern).toBe(route.pattern);
    }
  });

  it('only the dashboard home routes of the dashboard skip the module check', () => {
    const sessionOnly = ROUTES.dashboard.filter((route) => route.access === 'session');
    expect(sessionOnly.map((route) => route.pattern)).toEqual(['/dashboard', '/dashboard/home']);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/login', '/login', {}],
    ['/recovery/restore?uid=1&token=abc', '/recovery/restore', {}],
    ['/error/503#top', '/error/503', {}],
    ['/customer', '/customer', {}],
    ['/customer/', '/customer', {}],
    ['/customer/home', '/customer/home', {}],
    [
      '/customer/complaint/tracking/detail/77',
      '/customer/complaint/tracking/detail/:complaint_id',
      { complaint_id: '77' },
    ],
    [
      '/customer/complaint/tracking/detail/77/escalate',
      '/customer/complaint/tracking/detail/:complaint_id/escalate',
      { complaint_id: '77' },
    ],
    [
      '/customer/complaint/details/77/anexos/2/5',
      '/customer/complaint/details/:complaint_id/anexos/:estado_cod/:annexesSize',
      { complaint_id: '77', estado_cod: '2', annexesSize: '5' },
    ],
    [
      '/customer/complaint/calification/Q%2D2024',
      '/customer/complaint/calification/:complaintCode',
      { complaintCode: 'Q-2024' },
    ],
    ['/profile', '/profile', {}],
    ['/dashboard', '/dashboard', {}],
    ['/dashboard/home', '/dashboard/home', {}],
    ['/dashboard/alerts/Notifications_ev', '/dashboard/alerts/Notifications_ev', {}],
    ['/dashboard/alerts/notifications_ev', '/dashboard/alerts/Notifications_ev', {}],
    [
      '/dashboard/users/historical/3/9',
      '/dashboard/users/historical/:id/:idDetail',
      { id: '3', idDetail: '9' },
    ],
    ['/dashboard/complaints/historical/', '/dashboard/complaints/historical', {}],
    [
      '/dashboard/complaints/historical/Q1/2024-01-01',
      '/dashboard/complaints/historical/:complaint_code/:updated_at',
      { complaint_code: 'Q1', updated_at: '2024-01-01' },
    ],
    [
      '/dashboard/complaints/management/sample/detail/Q1/4',
      '/dashboard/complaints/management/sample/detail/:complaint_code/:criterion_id',
      { complaint_code: 'Q1', criterion_id: '4' },
    ],
    [
      '/dashboard/complaint/details/8/replica/2',
      '/dashboard/complaint/details/:complaint_id/replica/:estado_cod',
      { complaint_id: '8', estado_cod: '2' },
    ],
    ['/dashboard/complaints/', '/dashboard/complaints', {}],
    [
      '/dashboard/roles/usermanagement/4/true/',
      '/dashboard/roles/usermanagement/:roleid/:state',
      { roleid: '4', state: 'true' },
    ],
    ['/dashboard/management/fraud', '/dashboard/management/fraud', {}],
    [
      '/dashboard/productivity_report/managment/detail/5/6',
      '/dashboard/productivity_report/managment/detail/:complaint_id/:criterion_id',
      { complaint_id: '5', criterion_id: '6' },
    ],
    ['/dashboard/fco/recommendationsHello', '/dashboard/fco/recommendationsHello', {}],
    ['/dashboard/fco/solicitude/12', '/dashboard/fco/solicitude/:id', { id: '12' }],
    [
      '/dashboard/classification/right_request/detail/1/2',
      '/dashboard/classification/right_request/detail/:id/:docId',
      { id: '1', docId: '2' },
    ],
    ['/dashboard/annual-report/create/', '/dashboard/annual-report/create', {}],
    [
      '/dashboard/annual-report/detail/3/2',
      '/dashboard/annual-report/detail/:id/:showStepDetail',
      { id: '3', showStepDetail: '2' },
    ],
    ['/dashboard/register-annual-report/edit/3', '/dashboard/register-annual-report/edit/:id', { id: '3' }],
    ['/dashboard/rates', '/dashboard/rates', {}],
    ['//dashboard//rates//', '/dashboard/rates', {}],
    ['/customer/../dashboard/rates', '/dashboard/rates', {}],
  ])('%s → %s', (path, pattern, params) => {
    expect(matchRoute(path)).toEqual({ route: expect.objectContaining({ pattern }), params });
  });

  it.each(['/', '/nope', '/login/extra', '/customer/nope', '/dashboard/users/add/extra'])(
    '%s matches no route',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );
});

describe('protectedAreaOf', () => {
  it.each([
    ['/customer/nope', 'customer'],
    ['/Profile/x', 'profile'],
    ['/dashboard/whatever/else', 'dashboard'],
    ['/login', null],
    ['/', null],
    ['/customers', null],
  ])('%s → %s', (path, area) => {
    expect(protectedAreaOf(path)).toBe(area);
  });
});
