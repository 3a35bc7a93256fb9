import { LoginScreen } from '../features/sign-in/components/login-screen.js';

/** Screen of `/login`. */
export function LoginRoute() {
  return <LoginScreen />;
}
