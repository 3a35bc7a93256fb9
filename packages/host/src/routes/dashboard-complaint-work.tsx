import { useParams } from 'react-router';
import { DesistedScreen } from '../features/complaint-work/components/desisted-screen.js';
import { Navigate } from 'react-router';
import { PATHS } from '@sfc/core';
import {
  ComplaintDetailScreen,
  ComplaintSectionRedirect,
} from '../features/complaint-work/components/detail-screen.js';
import {
  ComplaintHistoryScreen,
  ComplaintVersionScreen,
  ComplaintVersionsScreen,
} from '../features/complaint-work/components/history-screens.js';
import { ManagementScreen } from '../features/complaint-work/components/management-screen.js';
import { MonitoringScreen } from '../features/complaint-work/components/monitoring-screen.js';
import { ComplaintSearchScreen } from '../features/complaint-work/components/search-screen.js';
import { TemplatesScreen } from '../features/complaint-work/components/templates-screen.js';

/** Screen of `/dashboard/complaints/management`. */
export function DashboardComplaintManagementRoute() {
  return <ManagementScreen />;
}

/** Screen of `/dashboard/complaints/management/templates`. */
export function DashboardComplaintTemplatesRoute() {
  return <TemplatesScreen />;
}

/** Screen of `/dashboard/complaints/management/detail/:complaint_code`. */
export function DashboardComplaintDetailRoute() {
  const { complaint_code = '' } = useParams();
  return <ComplaintDetailScreen key={complaint_code} code={complaint_code} />;
}

/** Screen of `/dashboard/complaints/management/monitoring/:complaint_code`. */
export function DashboardComplaintMonitoringRoute() {
  const { complaint_code = '' } = useParams();
  return <MonitoringScreen key={complaint_code} code={complaint_code} />;
}

/** Screen of `/dashboard/complaints/historical`. */
export function DashboardComplaintHistoryRoute() {
  return <ComplaintHistoryScreen />;
}

/** Screen of `/dashboard/complaints/historical/:complaint_code`. */
export function DashboardComplaintVersionsRoute() {
  const { complaint_code = '' } = useParams();
  return <ComplaintVersionsScreen key={complaint_code} code={complaint_code} />;
}

/** Screen of `/dashboard/complaints/historical/:complaint_code/:updated_at`. */
export function DashboardComplaintVersionRoute() {
  const { complaint_code = '', updated_at = '' } = useParams();
  return (
    <ComplaintVersionScreen
      key={`${complaint_code}/${updated_at}`}
      code={complaint_code}
      updated={updated_at}
    />
  );
}

/** Screen of `/dashboard/complaints/search`. */
export function DashboardComplaintSearchRoute() {
  return <ComplaintSearchScreen />;
}

/** Screen of `/dashboard/complaints/desist`. */
export function DashboardComplaintDesistedRoute() {
  return <DesistedScreen />;
}

export {
  ConsumerRegistrationScreen as DashboardFilingRegistrationRoute,
  FilingCompletedScreen as DashboardFilingCompletedRoute,
  FilingCreateScreen as DashboardFilingCreateRoute,
  FilingStartScreen as DashboardFilingStartRoute,
  RegisteredConsumerScreen as DashboardFilingRegisteredRoute,
} from '../features/complaint-work/components/filing-screens.js';

/** Screen of `/dashboard/complaint/details`: the queue is where a complaint is chosen. */
export function DashboardComplaintDetailsRoute() {
  return <Navigate replace to={`${PATHS.dashboard}/complaints/management`} />;
}

/** `/dashboard/complaint/details/:complaint_id/anexos/:estado_cod/:annexesSize`. */
export function DashboardComplaintAnnexesRoute() {
  const { complaint_id = '' } = useParams();
  return <ComplaintSectionRedirect key={complaint_id} id={complaint_id} section="complaint-files" />;
}

/** `/dashboard/complaint/details/:complaint_id/replica/:estado_cod`. */
export function DashboardComplaintReplicaRoute() {
  const { complaint_id = '' } = useParams();
  return <ComplaintSectionRedirect key={complaint_id} id={complaint_id} section="complaint-replica" />;
}

/** `/dashboard/complaint/details/:complaint_id/escalate/:estado_cod`. */
export function DashboardComplaintEscalationRoute() {
  const { complaint_id = '' } = useParams();
  return <ComplaintSectionRedirect key={complaint_id} id={complaint_id} section="complaint-escalation" />;
}

/** `/dashboard/complaint/details/:complaint_id/calification`. */
export function DashboardComplaintRatingRoute() {
  const { complaint_id = '' } = useParams();
  return <ComplaintSectionRedirect key={complaint_id} id={complaint_id} section="complaint-rating" />;
}
