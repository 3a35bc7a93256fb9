import { LogoutScreen } from '../features/sign-in/components/logout-screen.js';

/** Screen of `/logout`. */
export function LogoutRoute() {
  return <LogoutScreen />;
}
