import { useParams } from 'react-router';
import {
  ClassificationDetailScreen,
  ClassificationListScreen,
} from '../features/classification/components/classification-screens.js';

/** Screen of `/dashboard/classification/right_request`. */
export function DashboardRightRequestRoute() {
  return <ClassificationListScreen kind="right_request" />;
}

/** Screen of `/dashboard/classification/right_request/detail/:id/:docId` (`docId` 0: no document open). */
export function DashboardRightRequestDetailRoute() {
  const { id = '', docId = '0' } = useParams();
  return <ClassificationDetailScreen key={id} kind="right_request" id={id} docId={docId} />;
}

/** Screen of `/dashboard/classification/habeas_data`. */
export function DashboardHabeasDataRoute() {
  return <ClassificationListScreen kind="habeas_data" />;
}

/** Screen of `/dashboard/classification/habeas_data/detail/:id`. */
export function DashboardHabeasDataDetailRoute() {
  const { id = '' } = useParams();
  return <ClassificationDetailScreen key={id} kind="habeas_data" id={id} />;
}
