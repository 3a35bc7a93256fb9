import { CompaniesScreen } from '../features/companies/components/companies-screen.js';

/** Screen of `/dashboard/companies`. */
export function DashboardCompaniesRoute() {
  return <CompaniesScreen />;
}
