import { RatesScreen } from '../features/rates/components/rates-screen.js';

/** Screen of `/dashboard/rates`. */
export function DashboardRatesRoute() {
  return <RatesScreen />;
}
