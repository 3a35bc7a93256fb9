import { VerifyReceiptScreen } from '../features/ledger/components/verify-receipt-screen.js';

/** `/verificar`: anyone checks a filing receipt in the browser. */
export function VerifyReceiptRoute() {
  return <VerifyReceiptScreen />;
}
