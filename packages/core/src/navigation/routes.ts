/** Which part of the portal a route belongs to (portal-spec §2). */
export type RouteArea = 'public' | 'customer' | 'profile' | 'dashboard';

/**
 * What opening a route requires (portal-spec §2 "Navigation guard", §6):
 * - `public`: nothing;
 * - `session`: an authenticated, active user of the area's kind;
 * - `module`: additionally, for staff, a module matching the breadcrumb labels.
 */
export type RouteAccess = 'public' | 'session' | 'module';

/** One route of the portal. */
export interface RouteEntry {
  /** Full path pattern: `:name` marks a parameter; written without a trailing slash. */
  readonly pattern: string;
  readonly area: RouteArea;
  readonly access: RouteAccess;
  /** Parameter names in the order they appear in `pattern`. */
  readonly params: readonly string[];
}

function entry(area: RouteArea, access: RouteAccess, pattern: string): RouteEntry {
  const params = pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  return Object.freeze({ pattern, area, access, params: Object.freeze(params) });
}

function area(kind: RouteArea, base: string, access: RouteAccess, relative: readonly string[]): RouteEntry[] {
  return relative.map((path) => entry(kind, access, path === '' ? base : `${base}/${path}`));
}

const PUBLIC_PATHS = [
  '/sfc',
  '/login',
  '/signup',
  '/logout',
  '/verify',
  '/recovery',
  '/recovery/restore',
  '/technical-support',
  '/error/503',
  // The complaint ledger's public pages (a receipt verified in the browser, the signed tree heads).
  '/verificar',
  '/transparencia/registro',
] as const;

const CUSTOMER_PATHS = [
  '',
  'home',
  'profile',
  'complaint/tracking',
  'complaint/tracking/detail/:complaint_id',
  'complaint/tracking/detail/:complaint_id/replica',
  'complaint/tracking/detail/:complaint_id/escalate',
  'complaint/details/:complaint_id/anexos/:estado_cod/:annexesSize',
  'complaint/calification/:complaintCode',
  'complaint/registration',
  'complaint/complaintcheck',
  'complaint/message',
] as const;

// Where the spec abbreviates with "..." or a leading "/", the prefix is the route listed just before
// (e.g. ".../escalate/{estado_cod}" after "complaint/details/{complaint_id}/anexos/..." hangs off
// "complaint/details/{complaint_id}"); docs/decisions/0002-module-matching.md lists these readings.
const DASHBOARD_MODULE_PATHS = [
  'alerts/Notifications_ev',
  'alerts/notifications',
  'alerts/settings',

  'users',
  'users/add',
  'users/edit',
  'users/financial_consumers',
  'users/technical-support',
  'users/technical-support/:id',
  'users/historical',
  'users/historical/:id',
  'users/historical/:id/:idDetail',

  'companies',
  'companies/add',
  'companies/edit',

  'complaints/historical',
  'complaints/historical/:complaint_code',
  'complaints/historical/:complaint_code/:updated_at',

  'complaints/management',
  'complaints/management/templates',
  'complaints/management/detail/:complaint_code',
  'complaints/management/samples',
  'complaints/management/monitoring/:complaint_code',
  'complaints/management/sample',
  'complaints/management/sample/detail/:complaint_code/:criterion_id',

  'complaints/search',
  'complaints/desist',
  'complaint/details',
  'complaint/details/:complaint_id/anexos/:estado_cod/:annexesSize',
  'complaint/details/:complaint_id/escalate/:estado_cod',
  'complaint/details/:complaint_id/replica/:estado_cod',
  'complaint/details/:complaint_id/calification',

  'complaints',
  'complaint/new/completed',
  'complaints/new/registeredcustomer',
  'complaints/new/customerregistration',
  'complaint/create',

  'roles',
  'roles/add',
  'roles/edit',
  'roles/usermanagement/:roleid/:state',

  'directions',
  'directions/add',
  'directions/edit',

  'productivity_report/managment',
  'productivity_report/managment/detail/:complaint_id/:criterion_id',

  'management/report',
  'management/fraud',
  'management/favorability',
  'management/productivity',
  'management/complaints',
  'management/map',

  'complaints/duplicate_complaints/management',
  'complaints/duplicate_complaints/management/details',

  'fco/reports',
  'fco/report/view',
  'fco/reports/edit',
  'fco/new_report',
  'fco/new_report_steps',
  'fco/company_report',
  'fco/company_report/view',
  'fco/company_report/recommendation',
  'fco/reports/new_report/finish',

  'fco/clasification-demand',
  'fco/clasification-demand/:id',
  'fco/management-demand',
  'fco/historical-demand',
  'fco/solicitude/:id',

  'classification/right_request',
  'classification/right_request/detail/:id/:docId',
  'classification/habeas_data',
  'classification/habeas_data/detail/:id',

  'fco/recommendations-dcf',
  'fco/recommendations-ev',
  'fco/informe-ev',
  'fco/informe-dcf',
  'fco/recommendationsHello',
  'fco/recommendations/view',
  'fco/recommendations/tracking',
  'fco/recommendations/edit',
  'fco/new_recommendation',
  'fco/recommendations/new_recommendations_steps',
  'fco/recommendations/new_recommendation/finish',
  // The defender's casework (recomendaciones y vocerías): escalated complaints and vocerías.
  'fco/defender-cases',
  'fco/defender-cases/view',
  'fco/vocerias',
  'fco/vocerias/view',

  'annual-report',
  'annual-report/create',
  'annual-report/detail/:id',
  'annual-report/detail/:id/:showStepDetail',
  'annual-report/edit/:id',

  'register-annual-report',
  'register-annual-report/manage/:id',
  'register-annual-report/detail/:id',
  'register-annual-report/edit/:id',
  'fco/registro-informe-anual',

  'rates',
] as const;

/**
 * Every route of portal-spec §2, grouped by area. Patterns are full paths with `:param`
 * placeholders and no trailing slash (the spec's `complaints/historical/` is
 * `/dashboard/complaints/historical`; matching ignores trailing slashes). The dashboard's default
 * child is `home`, and `/customer` itself is the customer area's index.
 */
export const ROUTES = Object.freeze({
  root: '/',
  public: Object.freeze(PUBLIC_PATHS.map((path) => entry('public', 'public', path))),
  customer: Object.freeze(area('customer', '/customer', 'session', CUSTOMER_PATHS)),
  profile: Object.freeze([entry('profile', 'session', '/profile')]),
  dashboard: Object.freeze([
    ...area('dashboard', '/dashboard', 'session', ['', 'home']),
    ...area('dashboard', '/dashboard', 'module', DASHBOARD_MODULE_PATHS),
  ]),
});

/** All routes of {@link ROUTES} in one list (public, customer, profile, dashboard). */
export const ALL_ROUTES: readonly RouteEntry[] = Object.freeze([
  ...ROUTES.public,
  ...ROUTES.customer,
  ...ROUTES.profile,
  ...ROUTES.dashboard,
]);
