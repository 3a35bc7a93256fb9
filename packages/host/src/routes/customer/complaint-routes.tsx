import {
  AnnexesScreen,
  CalificationScreen,
  DetailScreen,
  FiledScreen,
  ReasonScreen,
  TrackingScreen,
} from '../../features/complaints/components/complaint-screens.js';
import {
  ConsumerDefenderSection,
  ConsumerVocerias,
} from '../../features/defender-cases/components/consumer-side.js';

/** `/customer/complaint/message` and `/customer/complaint/complaintcheck`. */
export function ComplaintFiledRoute() {
  return <FiledScreen />;
}
/** `/customer/complaint/tracking`. */
export function ComplaintTrackingRoute() {
  return (
    <>
      <TrackingScreen />
      <ConsumerVocerias />
    </>
  );
}
/** `/customer/complaint/tracking/detail/:complaint_id`. */
export function ComplaintDetailRoute() {
  return (
    <>
      <DetailScreen />
      <ConsumerDefenderSection />
    </>
  );
}
/** `.../detail/:complaint_id/replica`. */
export function ComplaintReplicaRoute() {
  return <ReasonScreen kind="replica" />;
}
/** `.../detail/:complaint_id/escalate`. */
export function ComplaintEscalateRoute() {
  return <ReasonScreen kind="escalate" />;
}
/** `/customer/complaint/details/:complaint_id/anexos/:estado_cod/:annexesSize`. */
export function ComplaintAnnexesRoute() {
  return <AnnexesScreen />;
}
/** `/customer/complaint/calification/:complaintCode`. */
export function ComplaintCalificationRoute() {
  return <CalificationScreen />;
}
