import { DirectionsScreen } from '../features/directions/components/directions-screen.js';

/** Screen of `/dashboard/directions`. */
export function DashboardDirectionsRoute() {
  return <DirectionsScreen />;
}
