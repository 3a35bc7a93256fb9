import { ConsumersScreen } from '../features/consumers/components/consumers-screen.js';

/** Screen of `/dashboard/users/financial_consumers`. */
export function DashboardConsumersRoute() {
  return <ConsumersScreen />;
}
