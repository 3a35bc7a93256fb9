import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PATHS, PORTAL_TEXTS as T, selectIsStaff } from '@sfc/core';
import type { PortalServices } from '../lib/services.js';
import { completeSession, createGuardLoader, ROOT_ROUTE_ID } from './guard.js';
import { PortalLayout } from './layouts/portal-layout.js';
import { RouteError } from './layouts/route-error.js';
import { CUSTOMER_COMPLAINT_ROUTES } from './route-tables/customer-complaint-routes.js';
import { LEDGER_SCREEN_ROUTES } from './route-tables/ledger-routes.js';
import { PRERENDERED_SCREEN_ROUTES } from './route-tables/public-routes.js';
import { screen } from './route-tables/screen.js';

/**
 * Every screen of the portal below the layout (public routes, customer area, profile) but the
 * staff dashboard's, which {@link createStaffAreaDiscovery} adds for staff members.
 */
export const SCREEN_ROUTES: RouteObject[] = [
  { index: true, element: <Navigate to="/customer" replace /> },
  ...PRERENDERED_SCREEN_ROUTES,
  screen(
    'verify',
    { title: T.verifyTitle, breadcrumb: [T.verifyTitle] },
    () => import('../routes/verify.js'),
    (m) => m.VerifyRoute,
  ),
  screen(
    'logout',
    { title: T.logoutTitle, breadcrumb: [T.logoutTitle] },
    () => import('../routes/logout.js'),
    (m) => m.LogoutRoute,
  ),
  screen(
    'recovery/restore',
    { title: T.restoreTitle, breadcrumb: [T.recoveryTitle, T.restoreTitle] },
    () => import('../routes/recovery-restore.js'),
    (m) => m.RecoveryRestoreRoute,
  ),
  ...LEDGER_SCREEN_ROUTES,
  screen(
    'error/503',
    { title: T.maintenanceTitle, breadcrumb: [T.maintenanceTitle] },
    () => import('../routes/error-503.js'),
    (m) => m.Error503Route,
  ),
  screen(
    'profile',
    { title: T.profileTitle, breadcrumb: [T.profileTitle] },
    () => import('../routes/profile.js'),
    (m) => m.ProfileRoute,
  ),
  {
    path: 'customer',
    children: [
      { index: true, element: <Navigate to="home" replace /> },
      screen(
        'home',
        { title: T.customerHomeTitle, breadcrumb: [T.customerHomeTitle] },
        () => import('../routes/customer-home.js'),
        (m) => m.CustomerHomeRoute,
      ),
      screen(
        'profile',
        {
          title: `${T.profileTitle} (${T.customerHomeTitle})`,
          breadcrumb: [T.customerHomeTitle, T.profileTitle],
        },
        () => import('../routes/profile.js'),
        (m) => m.ProfileRoute,
      ),
      ...CUSTOMER_COMPLAINT_ROUTES,
    ],
  },
  screen(
    '*',
    { title: T.notFoundTitle, breadcrumb: [T.notFoundTitle] },
    () => import('../routes/not-found.js'),
    (m) => m.NotFoundRoute,
  ),
];

/** The route tree: the layout at the root, whose loader guards every navigation. */
export function portalRoutes(services: PortalServices): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      element: <PortalLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <p className="boot-message">{T.loadingPage}</p>,
      // The guard must see every navigation, not only those that change the root's params.
      shouldRevalidate: () => true,
      children: SCREEN_ROUTES,
    },
  ];
  const root = routes[0] as RouteObject;
  root.loader = createGuardLoader(routes, services);
  return routes;
}

/**
 * Adds the staff dashboard's routes (its route table, layout and texts are a chunk of their own)
 * the first time a staff member opens a `/dashboard` path, before the guard runs: anyone else
 * never downloads them, and the guard sends them on (to sign in, or to the consumer's area).
 */
export function createStaffAreaDiscovery(
  routes: RouteObject[],
  services: PortalServices,
): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch }) => {
    if (added || (path !== PATHS.dashboard && !path.startsWith(`${PATHS.dashboard}/`))) return;
    await completeSession(services, { staffArea: true });
    const state = services.store.getState();
    if (state.user?.is_active !== true || !selectIsStaff(state)) return;
    // Most staff screens are lists: their table comes with the route table, in the same round of
    // downloads and evaluated before the screen's own chunk, instead of in the screen's first render.
    const [{ DASHBOARD_ROUTE }] = await Promise.all([
      import('./route-tables/dashboard-routes.js'),
      import('../components/staff-list/staff-list-screen.js'),
    ]);
    if (added) return;
    added = true;
    // The guard reads screen handles from this tree; the router keeps its own copy.
    routes[0]?.children?.push(DASHBOARD_ROUTE);
    patch(ROOT_ROUTE_ID, [DASHBOARD_ROUTE]);
  };
}
