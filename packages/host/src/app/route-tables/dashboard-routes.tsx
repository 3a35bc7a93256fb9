import { Navigate, type RouteObject } from 'react-router';
import {
  DASHBOARD_REPORT_TEXTS as DR,
  ANNUAL_REPORT_TEXTS as AR,
  RECOMMENDATION_TEXTS as RT,
  DEFENDER_CASE_TEXTS as DC,
  CLASSIFICATION_TEXTS as CL,
  DASHBOARD_ROUTE_MODULES,
  EV_ALERTS_TEXTS as EV,
  DASHBOARD_SCREEN_TEXTS as D,
  JURISDICTIONAL_TEXTS as J,
  RATES_TEXTS as RA,
  PORTAL_TEXTS as P,
  STAFF_COMPLAINT_SCREEN_TEXTS as C,
  STAFF_FILING_SCREEN_TEXTS as F,
  QUALITY_TEXTS as Q,
  STAFF_WORKSPACE_TEXTS as T,
  CASE_WORK_TEXTS as CW,
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
const samples = () => import('../../routes/dashboard-quality-samples.js');
const duplicates = () => import('../../routes/dashboard-quality-duplicates.js');
const productivity = () => import('../../routes/dashboard-quality-productivity.js');
const alertScreens = () => import('../../routes/dashboard-alerts-entity.js');
const managementReports = () => import('../../routes/dashboard-management-reports.js');
const annualReports = () => import('../../routes/dashboard-annual-report.js');
const recommendations = () => import('../../routes/dashboard-recommendations.js');
const defenderCases = () => import('../../routes/dashboard-defender-cases.js');
const jurisdictional = () => import('../../routes/dashboard-jurisdictional.js');
const classification = () => import('../../routes/dashboard-classification.js');
const rates = () => import('../../routes/dashboard-rates.js');

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
    'alerts/Notifications_ev',
    EV.historyTitle,
    [EV.historyTitle],
    alertScreens,
    (m) => m.DashboardAlertsEntityRoute,
  ),
  moduleScreen('alerts/settings', EV.settingsTitle, [], alertScreens, (m) => m.DashboardAlertsSettingsRoute),
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
  moduleScreen(
    'management/complaints',
    DR.complaintsScreenTitle,
    [DR.complaintsScreenTitle],
    managementReports,
    (m) => m.DashboardManagementComplaintsRoute,
  ),
  moduleScreen(
    'management/fraud',
    DR.fraudScreenTitle,
    [DR.fraudScreenTitle],
    managementReports,
    (m) => m.DashboardManagementFraudRoute,
  ),
  moduleScreen(
    'management/favorability',
    DR.favorabilityScreenTitle,
    [DR.favorabilityScreenTitle],
    managementReports,
    (m) => m.DashboardManagementFavorabilityRoute,
  ),
  moduleScreen(
    'management/map',
    DR.mapScreenTitle,
    [DR.mapScreenTitle],
    managementReports,
    (m) => m.DashboardManagementMapRoute,
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
    'complaints/management/templates',
    CW.templates.title,
    [CW.templates.title],
    complaintWork,
    (m) => m.DashboardComplaintTemplatesRoute,
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
  // Quality: samples, duplicates, productivity.
  moduleScreen('complaints/management/samples', Q.samplesTitle, [], samples, (m) => m.DashboardSamplesRoute),
  moduleScreen(
    'complaints/management/sample',
    Q.sampleTitle,
    [Q.sampleTitle],
    samples,
    (m) => m.DashboardSampleRoute,
  ),
  moduleScreen(
    'complaints/management/sample/detail/:complaint_code/:criterion_id',
    Q.evaluationCrumb,
    [Q.sampleTitle, Q.evaluationCrumb],
    samples,
    (m) => m.DashboardSampleEvaluationRoute,
  ),
  moduleScreen(
    'complaints/duplicate_complaints/management',
    Q.duplicatesTitle,
    [],
    duplicates,
    (m) => m.DashboardDuplicatesRoute,
  ),
  moduleScreen(
    'complaints/duplicate_complaints/management/details',
    Q.detailTitle,
    [Q.detailTitle],
    duplicates,
    (m) => m.DashboardDuplicateDetailsRoute,
  ),
  moduleScreen(
    'productivity_report/managment',
    Q.productivityReportTitle,
    [],
    productivity,
    (m) => m.DashboardProductivityReportRoute,
  ),
  moduleScreen(
    'productivity_report/managment/detail/:complaint_id/:criterion_id',
    Q.evaluationDetailTitle,
    [Q.evaluationDetailTitle],
    productivity,
    (m) => m.DashboardProductivityDetailRoute,
  ),
  moduleScreen(
    'management/productivity',
    Q.productivityTitle,
    [],
    productivity,
    (m) => m.DashboardProductivityRoute,
  ),
  // The consumer defender's annual report: the defender's side, then the reviewers'.
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

  // Recommendations: both queues, issuing in steps, the follow-up of each entity.
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
  // Jurisdictional requests, complaint classification, rates.
  // The defender's casework: escalated complaints by procedure, and vocerías.
  moduleScreen(
    'fco/defender-cases',
    DC.queueTitle,
    [DC.queueTitle],
    defenderCases,
    (m) => m.DashboardDefenderCasesRoute,
  ),
  moduleScreen(
    'fco/defender-cases/view',
    DC.queueTitle,
    [DC.queueTitle],
    defenderCases,
    (m) => m.DashboardDefenderCaseRoute,
  ),
  moduleScreen(
    'fco/vocerias',
    DC.voceriasTitle,
    [DC.voceriasTitle],
    defenderCases,
    (m) => m.DashboardVoceriasRoute,
  ),
  moduleScreen(
    'fco/vocerias/view',
    DC.voceriasTitle,
    [DC.voceriasTitle],
    defenderCases,
    (m) => m.DashboardVoceriaRoute,
  ),

  moduleScreen(
    'fco/clasification-demand',
    J.classificationTitle,
    [J.classificationTitle],
    jurisdictional,
    (m) => m.DashboardClassificationDemandRoute,
  ),
  moduleScreen(
    'fco/clasification-demand/:id',
    J.requestCrumb,
    [J.classificationTitle, J.requestCrumb],
    jurisdictional,
    (m) => m.DashboardClassificationDemandDetailRoute,
  ),
  moduleScreen(
    'fco/management-demand',
    J.managementTitle,
    [J.managementTitle],
    jurisdictional,
    (m) => m.DashboardManagementDemandRoute,
  ),
  moduleScreen(
    'fco/historical-demand',
    J.historyTitle,
    [J.historyTitle],
    jurisdictional,
    (m) => m.DashboardHistoricalDemandRoute,
  ),
  moduleScreen(
    'fco/solicitude/:id',
    J.requestCrumb,
    [J.requestCrumb],
    jurisdictional,
    (m) => m.DashboardSolicitudeRoute,
  ),
  moduleScreen(
    'classification/right_request',
    CL.rightRequestTitle,
    [],
    classification,
    (m) => m.DashboardRightRequestRoute,
  ),
  moduleScreen(
    'classification/right_request/detail/:id/:docId',
    CL.detailCrumb,
    [CL.detailCrumb],
    classification,
    (m) => m.DashboardRightRequestDetailRoute,
  ),
  moduleScreen(
    'classification/habeas_data',
    CL.habeasDataTitle,
    [],
    classification,
    (m) => m.DashboardHabeasDataRoute,
  ),
  moduleScreen(
    'classification/habeas_data/detail/:id',
    CL.detailCrumb,
    [CL.detailCrumb],
    classification,
    (m) => m.DashboardHabeasDataDetailRoute,
  ),
  moduleScreen('rates', RA.title, [], rates, (m) => m.DashboardRatesRoute),
];

/** `/dashboard`: the staff workspace layout around its screens. */
export const DASHBOARD_ROUTE: RouteObject = {
  path: 'dashboard',
  element: <DashboardLayout />,
  children: DASHBOARD_SCREENS,
};
