import { DuplicateDetailScreen } from '../features/quality/components/duplicate-detail.js';
import { DuplicatesScreen } from '../features/quality/components/duplicates-screen.js';

/** Screen of `/dashboard/complaints/duplicate_complaints/management`. */
export function DashboardDuplicatesRoute() {
  return <DuplicatesScreen />;
}

/** Screen of `/dashboard/complaints/duplicate_complaints/management/details?id=`. */
export function DashboardDuplicateDetailsRoute() {
  return <DuplicateDetailScreen />;
}
