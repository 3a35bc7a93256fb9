import { DashboardHome } from '../features/dashboard-home/components/dashboard-home.js';

/** Screen of `/dashboard/home`. */
export function DashboardHomeRoute() {
  return <DashboardHome />;
}
