import { useParams } from 'react-router';
import { SupportAnswerForm } from '../features/support-requests/components/support-answer-form.js';
import { SupportRequestDetail } from '../features/support-requests/components/support-request-detail.js';
import { SupportRequestsScreen } from '../features/support-requests/components/support-requests-screen.js';

/** Screen of `/dashboard/users/technical-support`. */
export function DashboardSupportRequestsRoute() {
  return <SupportRequestsScreen />;
}

/** Screen of `/dashboard/users/technical-support/:id`. */
export function DashboardSupportRequestRoute() {
  const { id = '' } = useParams();
  return (
    <SupportRequestDetail
      key={id}
      id={id}
      answerForm={(request) => <SupportAnswerForm request={request} />}
    />
  );
}
