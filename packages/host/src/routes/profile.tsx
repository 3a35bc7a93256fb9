import { ProfileScreen } from '../features/profile/components/profile-screen.js';

/** Screen of `/profile and /customer/profile`. */
export function ProfileRoute() {
  return <ProfileScreen />;
}
