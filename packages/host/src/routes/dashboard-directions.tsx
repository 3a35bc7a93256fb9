import {
  AddDirectionScreen,
  EditDirectionScreen,
} from '../features/directions/components/direction-screens.js';
import { DirectionsScreen } from '../features/directions/components/directions-screen.js';

/** Screen of `/dashboard/directions`. */
export function DashboardDirectionsRoute() {
  return <DirectionsScreen />;
}

/** Screen of `/dashboard/directions/add`. */
export function DashboardDirectionsAddRoute() {
  return <AddDirectionScreen />;
}

/** Screen of `/dashboard/directions/edit?id=`. */
export function DashboardDirectionsEditRoute() {
  return <EditDirectionScreen />;
}
