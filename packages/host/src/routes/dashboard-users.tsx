import { AddUserScreen, EditUserScreen } from '../features/users/components/user-screens.js';
import { UsersScreen } from '../features/users/components/users-screen.js';

/** Screen of `/dashboard/users`. */
export function DashboardUsersRoute() {
  return <UsersScreen />;
}

/** Screen of `/dashboard/users/add`. */
export function DashboardUsersAddRoute() {
  return <AddUserScreen />;
}

/** Screen of `/dashboard/users/edit?id=`. */
export function DashboardUsersEditRoute() {
  return <EditUserScreen />;
}
