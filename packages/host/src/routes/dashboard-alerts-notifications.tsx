import { AlertsHistoryScreen } from '../features/alerts-history/components/alerts-history-screen.js';
import { useServices } from '../lib/services.js';

/** Screen of `/dashboard/alerts/notifications`. */
export function DashboardAlertsNotificationsRoute() {
  const { api } = useServices();
  return <AlertsHistoryScreen api={api} />;
}
