import { ComplaintMapScreen } from '../features/complaint-map/components/complaint-map-screen.js';
import {
  ComplaintReportsScreen,
  FavorabilityReportScreen,
  FraudReportScreen,
} from '../features/reports/components/report-screens.js';

/** Screen of `/dashboard/management/complaints`. */
export function DashboardManagementComplaintsRoute() {
  return <ComplaintReportsScreen />;
}

/** Screen of `/dashboard/management/fraud`. */
export function DashboardManagementFraudRoute() {
  return <FraudReportScreen />;
}

/** Screen of `/dashboard/management/favorability`. */
export function DashboardManagementFavorabilityRoute() {
  return <FavorabilityReportScreen />;
}

/** Screen of `/dashboard/management/map`. */
export function DashboardManagementMapRoute() {
  return <ComplaintMapScreen />;
}
