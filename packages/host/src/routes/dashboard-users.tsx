import { UsersScreen } from '../features/users/components/users-screen.js';

/** Screen of `/dashboard/users`. */
export function DashboardUsersRoute() {
  return <UsersScreen />;
}
