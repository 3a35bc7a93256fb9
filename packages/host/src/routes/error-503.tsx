import { MaintenancePage } from '../features/maintenance/components/maintenance-page.js';

/** Screen of `/error/503`. */
export function Error503Route() {
  return <MaintenancePage />;
}
