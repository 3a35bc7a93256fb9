import { VerifyScreen } from '../features/registration/components/verify-screen.js';

/** Screen of `/verify`. */
export function VerifyRoute() {
  return <VerifyScreen />;
}
