import { RecoveryScreen } from '../features/password-recovery/components/recovery-screen.js';

/** Screen of `/recovery`. */
export function RecoveryRoute() {
  return <RecoveryScreen />;
}
