import { CreateAnnualReportScreen } from '../features/annual-reports/components/report-create.js';
import {
  AnnualReportRegistryScreen,
  AnnualReportsScreen,
} from '../features/annual-reports/components/report-lists.js';
import { EditAnnualReportScreen } from '../features/annual-reports/components/report-steps.js';
import {
  AnnualReportDetailScreen,
  ManageAnnualReportScreen,
} from '../features/annual-reports/components/report-view.js';

/** `/dashboard/annual-report` (and `fco/reports`): the defender's reports. */
export function DashboardAnnualReportsRoute() {
  return <AnnualReportsScreen />;
}

/** `/dashboard/annual-report/create` (and `fco/new_report`). */
export function DashboardAnnualReportCreateRoute() {
  return <CreateAnnualReportScreen />;
}

/** `/dashboard/annual-report/edit/{id}?step=n`: the steps. */
export function DashboardAnnualReportEditRoute() {
  return <EditAnnualReportScreen />;
}

/** `/dashboard/annual-report/detail/{id}[/{showStepDetail}]`: the printable view. */
export function DashboardAnnualReportDetailRoute() {
  return <AnnualReportDetailScreen />;
}

/** `/dashboard/register-annual-report` (and `fco/registro-informe-anual`): the reviewers' list. */
export function DashboardAnnualReportRegistryRoute() {
  return <AnnualReportRegistryScreen />;
}

/** `/dashboard/register-annual-report/manage/{id}`: review. */
export function DashboardAnnualReportManageRoute() {
  return <ManageAnnualReportScreen />;
}

/** `/dashboard/register-annual-report/detail/{id}`: the printable view from the registry. */
export function DashboardAnnualReportRegistryDetailRoute() {
  return <AnnualReportDetailScreen registry />;
}

/** `fco/company_report`, `fco/company_report/view`, `fco/company_report/recommendation` (`?id=`): the per-entity parts. */
export function DashboardCompanyReportRoute() {
  return <AnnualReportDetailScreen only="company" />;
}
