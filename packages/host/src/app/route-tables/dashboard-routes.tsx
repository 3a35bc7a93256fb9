import { Navigate, type RouteObject } from 'react-router';
import {
  ANNUAL_REPORT_TEXTS as AR,
  RECOMMENDATION_TEXTS as RT,
  DASHBOARD_ROUTE_MODULES,
  DASHBOARD_SCREEN_TEXTS as D,
  PORTAL_TEXTS as P,
  STAFF_WORKSPACE_TEXTS as T,
} from '@sfc/core';
import type { ComponentType } from 'react';
import { DashboardLayout } from '../layouts/dashboard-layout.js';
import { screen } from './screen.js';

/**
 * A dashboard screen of module `DASHBOARD_ROUTE_MODULES[path]` (core): its breadcrumb starts with
 * the module's name, the label the navigation guard matches against the user's modules, followed
 * by `labels` (none of which may be another module's name: a test checks it).
 */
function moduleScreen<M>(
  path: string,
  title: string,
  labels: readonly string[],
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  const module = DASHBOARD_ROUTE_MODULES[path];
  if (module === undefined) throw new Error(`No module for dashboard route ${path}`);
  return screen(path, { title, breadcrumb: [module, ...labels], module }, load, pick);
}

const users = () => import('../../routes/dashboard-users.js');
const roles = () => import('../../routes/dashboard-roles.js');
const companies = () => import('../../routes/dashboard-companies.js');
const directions = () => import('../../routes/dashboard-directions.js');
const consumers = () => import('../../routes/dashboard-users-consumers.js');
const support = () => import('../../routes/dashboard-users-support.js');
const history = () => import('../../routes/dashboard-users-history.js');
const annualReports = () => import('../../routes/dashboard-annual-report.js');
const recommendations = () => import('../../routes/dashboard-recommendations.js');

/** The screens of `/dashboard` built so far; every other dashboard path sends staff home. */
export const DASHBOARD_SCREENS: RouteObject[] = [
  { index: true, element: <Navigate to="home" replace /> },
  screen(
    'home',
    { title: P.dashboardHomeTitle, breadcrumb: [P.dashboardHomeTitle] },
    () => import('../../routes/dashboard-home.js'),
    (m) => m.DashboardHomeRoute,
  ),
  moduleScreen(
    'alerts/notifications',
    D.alertsHistoryTitle,
    [D.alertsHistoryTitle],
    () => import('../../routes/dashboard-alerts-notifications.js'),
    (m) => m.DashboardAlertsNotificationsRoute,
  ),
  moduleScreen(
    'management/report',
    D.reportsTitle,
    [],
    () => import('../../routes/dashboard-management-report.js'),
    (m) => m.DashboardManagementReportRoute,
  ),

  moduleScreen('users', T.usersTitle, [], users, (m) => m.DashboardUsersRoute),
  moduleScreen('users/add', T.addUser, [T.addUser], users, (m) => m.DashboardUsersAddRoute),
  moduleScreen('users/edit', T.editUser, [T.editUser], users, (m) => m.DashboardUsersEditRoute),

  moduleScreen(
    'users/financial_consumers',
    T.consumersTitle,
    [],
    consumers,
    (m) => m.DashboardConsumersRoute,
  ),
  moduleScreen(
    'users/technical-support',
    T.supportTitle,
    [T.supportTitle],
    support,
    (m) => m.DashboardSupportRequestsRoute,
  ),
  moduleScreen(
    'users/technical-support/:id',
    T.supportDetailCrumb,
    [T.supportTitle, T.supportDetailCrumb],
    support,
    (m) => m.DashboardSupportRequestRoute,
  ),
  moduleScreen('users/historical', T.historyTitle, [], history, (m) => m.DashboardHistoryRoute),
  moduleScreen(
    'users/historical/:id',
    T.historyAccountCrumb,
    [T.historyAccountCrumb],
    history,
    (m) => m.DashboardAccountHistoryRoute,
  ),
  moduleScreen(
    'users/historical/:id/:idDetail',
    T.historyEntryTitle,
    [T.historyAccountCrumb, T.historyEntryTitle],
    history,
    (m) => m.DashboardHistoryEntryRoute,
  ),

  moduleScreen('roles', T.rolesTitle, [], roles, (m) => m.DashboardRolesRoute),
  moduleScreen('roles/add', T.addRole, [T.addRole], roles, (m) => m.DashboardRolesAddRoute),
  moduleScreen('roles/edit', T.editRole, [T.editRole], roles, (m) => m.DashboardRolesEditRoute),
  moduleScreen(
    'roles/usermanagement/:roleid/:state',
    T.roleUsersCrumb,
    [T.roleUsersCrumb],
    roles,
    (m) => m.DashboardRoleUsersRoute,
  ),

  moduleScreen('companies', T.entitiesTitle, [], companies, (m) => m.DashboardCompaniesRoute),
  moduleScreen('companies/add', T.addEntity, [T.addEntity], companies, (m) => m.DashboardCompaniesAddRoute),
  moduleScreen(
    'companies/edit',
    T.editEntity,
    [T.editEntity],
    companies,
    (m) => m.DashboardCompaniesEditRoute,
  ),

  moduleScreen('directions', T.directionsTitle, [], directions, (m) => m.DashboardDirectionsRoute),
  moduleScreen(
    'directions/add',
    T.addDirection,
    [T.addDirection],
    directions,
    (m) => m.DashboardDirectionsAddRoute,
  ),
  moduleScreen(
    'directions/edit',
    T.editDirection,
    [T.editDirection],
    directions,
    (m) => m.DashboardDirectionsEditRoute,
  ),

  // The consumer defender's annual report (issue 14): the defender's side, then the reviewers'.
  moduleScreen('annual-report', AR.listTitle, [], annualReports, (m) => m.DashboardAnnualReportsRoute),
  moduleScreen('fco/reports', AR.listTitle, [], annualReports, (m) => m.DashboardAnnualReportsRoute),
  moduleScreen(
    'annual-report/create',
    AR.newReport,
    [AR.newReport],
    annualReports,
    (m) => m.DashboardAnnualReportCreateRoute,
  ),
  moduleScreen(
    'fco/new_report',
    AR.newReport,
    [AR.newReport],
    annualReports,
    (m) => m.DashboardAnnualReportCreateRoute,
  ),
  moduleScreen(
    'annual-report/edit/:id',
    AR.edit,
    [AR.edit],
    annualReports,
    (m) => m.DashboardAnnualReportEditRoute,
  ),
  moduleScreen(
    'annual-report/detail/:id',
    AR.printableView,
    [AR.printableView],
    annualReports,
    (m) => m.DashboardAnnualReportDetailRoute,
  ),
  moduleScreen(
    'annual-report/detail/:id/:showStepDetail',
    AR.printableView,
    [AR.printableView],
    annualReports,
    (m) => m.DashboardAnnualReportDetailRoute,
  ),
  moduleScreen(
    'register-annual-report',
    AR.registryTitle,
    [],
    annualReports,
    (m) => m.DashboardAnnualReportRegistryRoute,
  ),
  moduleScreen(
    'fco/registro-informe-anual',
    AR.registryTitle,
    [],
    annualReports,
    (m) => m.DashboardAnnualReportRegistryRoute,
  ),
  moduleScreen(
    'register-annual-report/manage/:id',
    AR.manageTitle,
    [AR.manageTitle],
    annualReports,
    (m) => m.DashboardAnnualReportManageRoute,
  ),
  moduleScreen(
    'register-annual-report/detail/:id',
    AR.printableView,
    [AR.printableView],
    annualReports,
    (m) => m.DashboardAnnualReportRegistryDetailRoute,
  ),

  // The spec's other annual-report paths (`?id=`) open the same screens.
  moduleScreen(
    'fco/report/view',
    AR.printableView,
    [AR.printableView],
    annualReports,
    (m) => m.DashboardAnnualReportDetailRoute,
  ),
  moduleScreen(
    'fco/reports/edit',
    AR.edit,
    [AR.edit],
    annualReports,
    (m) => m.DashboardAnnualReportEditRoute,
  ),
  moduleScreen(
    'fco/new_report_steps',
    AR.edit,
    [AR.edit],
    annualReports,
    (m) => m.DashboardAnnualReportEditRoute,
  ),
  moduleScreen(
    'fco/reports/new_report/finish',
    AR.printableView,
    [AR.printableView],
    annualReports,
    (m) => m.DashboardAnnualReportDetailRoute,
  ),
  moduleScreen(
    'fco/company_report',
    AR.companyParts,
    [AR.companyParts],
    annualReports,
    (m) => m.DashboardCompanyReportRoute,
  ),
  moduleScreen(
    'fco/company_report/view',
    AR.companyParts,
    [AR.companyParts],
    annualReports,
    (m) => m.DashboardCompanyReportRoute,
  ),
  moduleScreen(
    'fco/company_report/recommendation',
    AR.companyParts,
    [AR.companyParts],
    annualReports,
    (m) => m.DashboardCompanyReportRoute,
  ),
  moduleScreen(
    'register-annual-report/edit/:id',
    AR.manageTitle,
    [AR.manageTitle],
    annualReports,
    (m) => m.DashboardAnnualReportManageRoute,
  ),

  // Recommendations (issue 14): both queues, issuing in steps, the follow-up of each entity.
  moduleScreen(
    'fco/recommendationsHello',
    RT.homeTitle,
    [],
    recommendations,
    (m) => m.DashboardRecommendationsHomeRoute,
  ),
  moduleScreen(
    'fco/recommendations-dcf',
    RT.dcfQueueTitle,
    [RT.dcfQueueTitle],
    recommendations,
    (m) => m.DashboardIssuerRecommendationsRoute,
  ),
  moduleScreen(
    'fco/informe-dcf',
    RT.dcfQueueTitle,
    [RT.dcfQueueTitle],
    recommendations,
    (m) => m.DashboardIssuerRecommendationsRoute,
  ),
  moduleScreen(
    'fco/recommendations-ev',
    RT.evQueueTitle,
    [RT.evQueueTitle],
    recommendations,
    (m) => m.DashboardEntityRecommendationsRoute,
  ),
  moduleScreen(
    'fco/informe-ev',
    RT.evQueueTitle,
    [RT.evQueueTitle],
    recommendations,
    (m) => m.DashboardEntityRecommendationsRoute,
  ),
  moduleScreen(
    'fco/new_recommendation',
    RT.newRecommendation,
    [RT.newRecommendation],
    recommendations,
    (m) => m.DashboardNewRecommendationRoute,
  ),
  moduleScreen(
    'fco/recommendations/new_recommendations_steps',
    RT.newRecommendation,
    [RT.newRecommendation],
    recommendations,
    (m) => m.DashboardRecommendationStepsRoute,
  ),
  moduleScreen(
    'fco/recommendations/edit',
    RT.newRecommendation,
    [RT.newRecommendation],
    recommendations,
    (m) => m.DashboardRecommendationStepsRoute,
  ),
  moduleScreen(
    'fco/recommendations/new_recommendation/finish',
    RT.issue,
    [RT.issue],
    recommendations,
    (m) => m.DashboardRecommendationIssuedRoute,
  ),
  moduleScreen(
    'fco/recommendations/view',
    RT.followUpHeading,
    [RT.followUpHeading],
    recommendations,
    (m) => m.DashboardRecommendationViewRoute,
  ),
  moduleScreen(
    'fco/recommendations/tracking',
    RT.followUpHeading,
    [RT.followUpHeading],
    recommendations,
    (m) => m.DashboardRecommendationViewRoute,
  ),
];

/** `/dashboard`: the staff workspace layout around its screens. */
export const DASHBOARD_ROUTE: RouteObject = {
  path: 'dashboard',
  element: <DashboardLayout />,
  children: DASHBOARD_SCREENS,
};
