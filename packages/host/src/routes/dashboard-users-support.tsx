import { useParams } from 'react-router';
import { SupportRequestDetail } from '../features/support-requests/components/support-request-detail.js';
import { SupportRequestsScreen } from '../features/support-requests/components/support-requests-screen.js';

/** Screen of `/dashboard/users/technical-support`. */
export function DashboardSupportRequestsRoute() {
  return <SupportRequestsScreen />;
}

/** Screen of `/dashboard/users/technical-support/:id`. */
export function DashboardSupportRequestRoute() {
  const { id = '' } = useParams();
  return <SupportRequestDetail key={id} id={id} answerForm={() => null} />;
}
