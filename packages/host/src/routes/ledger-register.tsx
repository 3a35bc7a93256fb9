import { LedgerRegisterScreen } from '../features/ledger/components/ledger-register-screen.js';

/** `/transparencia/registro`: the complaint ledger's signed tree heads and public key. */
export function LedgerRegisterRoute() {
  return <LedgerRegisterScreen />;
}
