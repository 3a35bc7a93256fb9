import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PORTAL_TEXTS as T } from '@sfc/core';
import type { PortalServices } from '../lib/services.js';
import { createGuardLoader } from './guard.js';
import { PortalLayout } from './layouts/portal-layout.js';
import { RouteError } from './layouts/route-error.js';
import { DASHBOARD_ROUTE } from './route-tables/dashboard-routes.js';
import { CUSTOMER_COMPLAINT_ROUTES } from './route-tables/customer-complaint-routes.js';
import { LEDGER_SCREEN_ROUTES } from './route-tables/ledger-routes.js';
import { LEDGER_SCREEN_ROUTES } from './route-tables/ledger-routes.js';
import { PRERENDERED_SCREEN_ROUTES } from './route-tables/public-routes.js';
import { screen } from './route-tables/screen.js';

/** Every screen of the portal below the layout (public routes, customer area, profile, dashboard). */
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
  DASHBOARD_ROUTE,
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
      id: 'root',
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

/** The browser router of the portal. */
export function createPortalRouter(services: PortalServices) {
  return createBrowserRouter(portalRoutes(services));
}
