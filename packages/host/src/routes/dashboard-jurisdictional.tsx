import { useParams } from 'react-router';
import { NewSolicitudeForm } from '../features/jurisdictional/components/new-solicitude-form.js';
import { SolicitudeDetail } from '../features/jurisdictional/components/solicitude-detail.js';
import {
  ClassificationDemandScreen,
  HistoricalDemandScreen,
  ManagementDemandScreen,
} from '../features/jurisdictional/components/solicitude-lists.js';

/** Screen of `/dashboard/fco/clasification-demand`. */
export function DashboardClassificationDemandRoute() {
  return <ClassificationDemandScreen />;
}

/** Screen of `/dashboard/fco/clasification-demand/:id` (`nueva`: the form of a new request). */
export function DashboardClassificationDemandDetailRoute() {
  const { id = '' } = useParams();
  return id === 'nueva' ? <NewSolicitudeForm /> : <SolicitudeDetail key={id} id={id} mode="classify" />;
}

/** Screen of `/dashboard/fco/management-demand`. */
export function DashboardManagementDemandRoute() {
  return <ManagementDemandScreen />;
}

/** Screen of `/dashboard/fco/historical-demand`. */
export function DashboardHistoricalDemandRoute() {
  return <HistoricalDemandScreen />;
}

/** Screen of `/dashboard/fco/solicitude/:id` (printable). */
export function DashboardSolicitudeRoute() {
  const { id = '' } = useParams();
  return <SolicitudeDetail key={id} id={id} mode="manage" />;
}
