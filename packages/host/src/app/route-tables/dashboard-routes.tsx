import { Navigate, type RouteObject } from 'react-router';
import {
  DASHBOARD_ROUTE_MODULES,
  DASHBOARD_SCREEN_TEXTS as D,
  PORTAL_TEXTS as P,
  STAFF_COMPLAINT_SCREEN_TEXTS as C,
  STAFF_FILING_SCREEN_TEXTS as F,
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
const complaintWork = () => import('../../routes/dashboard-complaint-work.js');

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

  moduleScreen(
    'complaints/management',
    C.managementTitle,
    [],
    complaintWork,
    (m) => m.DashboardComplaintManagementRoute,
  ),
  moduleScreen(
    'complaints/management/detail/:complaint_code',
    C.detailCrumb,
    [C.detailCrumb],
    complaintWork,
    (m) => m.DashboardComplaintDetailRoute,
  ),
  moduleScreen(
    'complaints/management/monitoring/:complaint_code',
    C.monitoringCrumb,
    [C.monitoringCrumb],
    complaintWork,
    (m) => m.DashboardComplaintMonitoringRoute,
  ),
  moduleScreen(
    'complaints/historical',
    C.historyTitle,
    [],
    complaintWork,
    (m) => m.DashboardComplaintHistoryRoute,
  ),
  moduleScreen(
    'complaints/historical/:complaint_code',
    C.versionsCrumb,
    [C.versionsCrumb],
    complaintWork,
    (m) => m.DashboardComplaintVersionsRoute,
  ),
  moduleScreen(
    'complaints/historical/:complaint_code/:updated_at',
    C.versionCrumb,
    [C.versionsCrumb, C.versionCrumb],
    complaintWork,
    (m) => m.DashboardComplaintVersionRoute,
  ),
  moduleScreen('complaints/search', C.searchTitle, [], complaintWork, (m) => m.DashboardComplaintSearchRoute),
  moduleScreen(
    'complaints/desist',
    C.desistTitle,
    [],
    complaintWork,
    (m) => m.DashboardComplaintDesistedRoute,
  ),
  moduleScreen(
    'complaint/details',
    C.detailCrumb,
    [C.detailCrumb],
    complaintWork,
    (m) => m.DashboardComplaintDetailsRoute,
  ),
  moduleScreen(
    'complaint/details/:complaint_id/anexos/:estado_cod/:annexesSize',
    C.attachmentsHeading,
    [C.detailCrumb, C.attachmentsHeading],
    complaintWork,
    (m) => m.DashboardComplaintAnnexesRoute,
  ),
  moduleScreen(
    'complaint/details/:complaint_id/replica/:estado_cod',
    C.replicaHeading,
    [C.detailCrumb, C.replicaHeading],
    complaintWork,
    (m) => m.DashboardComplaintReplicaRoute,
  ),
  moduleScreen(
    'complaint/details/:complaint_id/escalate/:estado_cod',
    C.escalationHeading,
    [C.detailCrumb, C.escalationHeading],
    complaintWork,
    (m) => m.DashboardComplaintEscalationRoute,
  ),
  moduleScreen(
    'complaint/details/:complaint_id/calification',
    C.ratingHeading,
    [C.detailCrumb, C.ratingHeading],
    complaintWork,
    (m) => m.DashboardComplaintRatingRoute,
  ),
  moduleScreen('complaints', F.title, [], complaintWork, (m) => m.DashboardFilingStartRoute),
  moduleScreen(
    'complaints/new/registeredcustomer',
    F.searchTitle,
    [F.searchTitle],
    complaintWork,
    (m) => m.DashboardFilingRegisteredRoute,
  ),
  moduleScreen(
    'complaints/new/customerregistration',
    F.registrationTitle,
    [F.registrationTitle],
    complaintWork,
    (m) => m.DashboardFilingRegistrationRoute,
  ),
  moduleScreen(
    'complaint/create',
    F.createTitle,
    [F.createTitle],
    complaintWork,
    (m) => m.DashboardFilingCreateRoute,
  ),
  moduleScreen(
    'complaint/new/completed',
    F.completedTitle,
    [F.completedTitle],
    complaintWork,
    (m) => m.DashboardFilingCompletedRoute,
  ),
];

/** `/dashboard`: the staff workspace layout around its screens. */
export const DASHBOARD_ROUTE: RouteObject = {
  path: 'dashboard',
  element: <DashboardLayout />,
  children: DASHBOARD_SCREENS,
};
