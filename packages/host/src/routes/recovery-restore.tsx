import { RestoreScreen } from '../features/password-recovery/components/restore-screen.js';

/** Screen of `/recovery/restore`. */
export function RecoveryRestoreRoute() {
  return <RestoreScreen />;
}
