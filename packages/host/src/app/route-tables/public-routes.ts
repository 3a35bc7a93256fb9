import type { RouteObject } from 'react-router';
import { PORTAL_TEXTS as T, PUBLIC_STATISTICS_TEXTS } from '@sfc/core';
import { screen } from './screen.js';

/**
 * The public screens a visitor opens first, which the build also renders to HTML (the portal's
 * `prerender` step): their first paint does not wait for the application's script, which then
 * takes the page over (hydration). Each must render the same for every anonymous visitor.
 */
export const PRERENDERED_SCREEN_ROUTES: RouteObject[] = [
  screen(
    'sfc',
    { title: T.landingTitle, breadcrumb: [] },
    () => import('../../routes/sfc.js'),
    (m) => m.SfcRoute,
  ),
  screen(
    'login',
    { title: T.loginTitle, breadcrumb: [T.loginTitle] },
    () => import('../../routes/login.js'),
    (m) => m.LoginRoute,
  ),
  screen(
    'signup',
    { title: T.signupTitle, breadcrumb: [T.signupTitle] },
    () => import('../../routes/signup.js'),
    (m) => m.SignupRoute,
  ),
  screen(
    'recovery',
    { title: T.recoveryTitle, breadcrumb: [T.recoveryTitle] },
    () => import('../../routes/recovery.js'),
    (m) => m.RecoveryRoute,
  ),
  screen(
    'technical-support',
    { title: T.supportTitle, breadcrumb: [T.supportTitle] },
    () => import('../../routes/technical-support.js'),
    (m) => m.TechnicalSupportRoute,
  ),
  screen(
    'estadisticas',
    { title: PUBLIC_STATISTICS_TEXTS.title, breadcrumb: [PUBLIC_STATISTICS_TEXTS.title] },
    () => import('../../routes/public-statistics.js'),
    (m) => m.PublicStatisticsRoute,
  ),
];

/** The paths of {@link PRERENDERED_SCREEN_ROUTES}, as a visitor types them. */
export const PRERENDERED_PATHS: string[] = PRERENDERED_SCREEN_ROUTES.map((route) => `/${route.path}`);
