import { ProductivityDashboard } from '../features/quality/components/productivity-dashboard.js';
import {
  ProductivityDetailScreen,
  ProductivityReportScreen,
} from '../features/quality/components/productivity-report-screen.js';

/** Screen of `/dashboard/productivity_report/managment`. */
export function DashboardProductivityReportRoute() {
  return <ProductivityReportScreen />;
}

/** Screen of `/dashboard/productivity_report/managment/detail/:complaint_id/:criterion_id`. */
export function DashboardProductivityDetailRoute() {
  return <ProductivityDetailScreen />;
}

/** Screen of `/dashboard/management/productivity`. */
export function DashboardProductivityRoute() {
  return <ProductivityDashboard />;
}
