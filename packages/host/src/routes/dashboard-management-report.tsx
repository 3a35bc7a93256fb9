import { ReportsScreen } from '../features/reports/components/reports-screen.js';
import { useServices } from '../lib/services.js';

/** Screen of `/dashboard/management/report`. */
export function DashboardManagementReportRoute() {
  const { api } = useServices();
  return <ReportsScreen api={api} />;
}
