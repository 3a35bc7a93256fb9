import { MODULE_NAMES as M, type ModuleName } from '../messages/staff-workspace-texts.js';
import { matchRoute } from './match-route.js';

/**
 * The module each dashboard route belongs to (portal-spec §2, §6; staff-domain.md): keyed by the
 * route's pattern in {@link ROUTES} without the `/dashboard/` prefix. A screen's breadcrumb starts
 * with its module's name, so the guard opens it exactly for the roles that have that module.
 */
export const DASHBOARD_ROUTE_MODULES: Readonly<Record<string, ModuleName>> = Object.freeze({
  'alerts/Notifications_ev': M.entityAlerts,
  'alerts/notifications': M.alerts,
  'alerts/settings': M.alertSettings,

  users: M.users,
  'users/add': M.users,
  'users/edit': M.users,
  'users/financial_consumers': M.financialConsumers,
  'users/technical-support': M.technicalSupport,
  'users/technical-support/:id': M.technicalSupport,
  'users/historical': M.userHistory,
  'users/historical/:id': M.userHistory,
  'users/historical/:id/:idDetail': M.userHistory,

  companies: M.entities,
  'companies/add': M.entities,
  'companies/edit': M.entities,

  'complaints/historical': M.complaintHistory,
  'complaints/historical/:complaint_code': M.complaintHistory,
  'complaints/historical/:complaint_code/:updated_at': M.complaintHistory,

  'complaints/management': M.complaintManagement,
  'complaints/management/templates': M.complaintManagement,
  'complaints/management/detail/:complaint_code': M.complaintManagement,
  'complaints/management/samples': M.samples,
  'complaints/management/monitoring/:complaint_code': M.complaintManagement,
  'complaints/management/sample': M.samples,
  'complaints/management/sample/detail/:complaint_code/:criterion_id': M.samples,

  'complaints/search': M.complaintSearch,
  'complaints/desist': M.desistments,
  'complaint/details': M.complaintManagement,
  'complaint/details/:complaint_id/anexos/:estado_cod/:annexesSize': M.complaintManagement,
  'complaint/details/:complaint_id/escalate/:estado_cod': M.complaintManagement,
  'complaint/details/:complaint_id/replica/:estado_cod': M.complaintManagement,
  'complaint/details/:complaint_id/calification': M.complaintManagement,

  complaints: M.fileComplaint,
  'complaint/new/completed': M.fileComplaint,
  'complaints/new/registeredcustomer': M.fileComplaint,
  'complaints/new/customerregistration': M.fileComplaint,
  'complaint/create': M.fileComplaint,

  roles: M.roles,
  'roles/add': M.roles,
  'roles/edit': M.roles,
  'roles/usermanagement/:roleid/:state': M.roles,

  directions: M.directions,
  'directions/add': M.directions,
  'directions/edit': M.directions,

  'productivity_report/managment': M.productivityReport,
  'productivity_report/managment/detail/:complaint_id/:criterion_id': M.productivityReport,

  'management/report': M.reports,
  'management/fraud': M.fraud,
  'management/favorability': M.favorability,
  'management/productivity': M.productivity,
  'management/complaints': M.reports,
  'management/map': M.map,

  'complaints/duplicate_complaints/management': M.duplicates,
  'complaints/duplicate_complaints/management/details': M.duplicates,

  'fco/reports': M.annualReport,
  'fco/report/view': M.annualReport,
  'fco/reports/edit': M.annualReport,
  'fco/new_report': M.annualReport,
  'fco/new_report_steps': M.annualReport,
  'fco/company_report': M.annualReport,
  'fco/company_report/view': M.annualReport,
  'fco/company_report/recommendation': M.annualReport,
  'fco/reports/new_report/finish': M.annualReport,

  'fco/clasification-demand': M.jurisdictional,
  'fco/clasification-demand/:id': M.jurisdictional,
  'fco/management-demand': M.jurisdictional,
  'fco/historical-demand': M.jurisdictional,
  'fco/solicitude/:id': M.jurisdictional,

  'classification/right_request': M.rightOfPetition,
  'classification/right_request/detail/:id/:docId': M.rightOfPetition,
  'classification/habeas_data': M.habeasData,
  'classification/habeas_data/detail/:id': M.habeasData,

  'fco/recommendations-dcf': M.recommendations,
  'fco/recommendations-ev': M.recommendations,
  'fco/informe-ev': M.recommendations,
  'fco/informe-dcf': M.recommendations,
  'fco/recommendationsHello': M.recommendations,
  'fco/recommendations/view': M.recommendations,
  'fco/recommendations/tracking': M.recommendations,
  'fco/recommendations/edit': M.recommendations,
  'fco/new_recommendation': M.recommendations,
  'fco/recommendations/new_recommendations_steps': M.recommendations,
  'fco/recommendations/new_recommendation/finish': M.recommendations,
  'fco/defender-cases': M.recommendations,
  'fco/defender-cases/view': M.recommendations,
  'fco/vocerias': M.recommendations,
  'fco/vocerias/view': M.recommendations,

  'annual-report': M.annualReport,
  'annual-report/create': M.annualReport,
  'annual-report/detail/:id': M.annualReport,
  'annual-report/detail/:id/:showStepDetail': M.annualReport,
  'annual-report/edit/:id': M.annualReport,

  'register-annual-report': M.annualReportRegistry,
  'register-annual-report/manage/:id': M.annualReportRegistry,
  'register-annual-report/detail/:id': M.annualReportRegistry,
  'register-annual-report/edit/:id': M.annualReportRegistry,
  'fco/registro-informe-anual': M.annualReportRegistry,

  rates: M.rates,
});

const DASHBOARD_PREFIX = '/dashboard/';

/**
 * The module a dashboard path belongs to (a listed route of portal-spec §2), or `null` for the
 * dashboard home, unlisted paths and paths outside the dashboard.
 */
export function dashboardModuleOf(path: string): ModuleName | null {
  const match = matchRoute(path);
  if (match?.route.area !== 'dashboard' || match.route.access !== 'module') return null;
  return DASHBOARD_ROUTE_MODULES[match.route.pattern.slice(DASHBOARD_PREFIX.length)] ?? null;
}
