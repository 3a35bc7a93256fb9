import { AddCompanyScreen, EditCompanyScreen } from '../features/companies/components/company-screens.js';
import { CompaniesScreen } from '../features/companies/components/companies-screen.js';

/** Screen of `/dashboard/companies`. */
export function DashboardCompaniesRoute() {
  return <CompaniesScreen />;
}

/** Screen of `/dashboard/companies/add`. */
export function DashboardCompaniesAddRoute() {
  return <AddCompanyScreen />;
}

/** Screen of `/dashboard/companies/edit?id=`. */
export function DashboardCompaniesEditRoute() {
  return <EditCompanyScreen />;
}
