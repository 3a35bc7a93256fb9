import { AlertSettingsScreen } from '../features/alert-settings/components/alert-settings-screen.js';
import { EntityAlertsScreen } from '../features/entity-alerts/components/entity-alerts-screen.js';

/** Screen of `/dashboard/alerts/Notifications_ev`. */
export function DashboardAlertsEntityRoute() {
  return <EntityAlertsScreen />;
}

/** Screen of `/dashboard/alerts/settings`. */
export function DashboardAlertsSettingsRoute() {
  return <AlertSettingsScreen />;
}
