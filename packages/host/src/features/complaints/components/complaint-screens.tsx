import { useParams, useSearchParams } from 'react-router';
import { COMPLAINT_SCREEN_TEXTS as T } from '@sfc/core';
import {
  AnnexesForm,
  ComplaintDetail,
  ComplaintTracking,
  RatingForm,
  ReasonForm,
} from '@sfc/widgets/elements/complaint-tracking/complaint-tracking.js';
import { useComplaintProps } from '../hooks/use-complaint-props.js';
import { ReceiptDownload } from '../../../components/receipt-download.js';

export { FiledScreen } from './filed-receipt.js';

/** `/customer/complaint/tracking`: the paged list; the page lives in `?page=` so back/forward keep it. */
export function TrackingScreen() {
  const props = useComplaintProps();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return (
    <>
      <h1>{T.trackingTitle}</h1>
      <p className="lead">{T.trackingIntro}</p>
      <ComplaintTracking {...props} page={page} onPageChange={(next) => setParams({ page: String(next) })} />
    </>
  );
}

/** `/customer/complaint/tracking/detail/:complaint_id`. */
export function DetailScreen() {
  const props = useComplaintProps();
  const { complaint_id = '' } = useParams();
  return (
    <>
      <h1>{T.detailTitle}</h1>
      {complaint_id ? <ReceiptDownload complaintId={complaint_id} /> : null}
      {/* The defender's case and the vocerías are the portal's own sections (customer routes). */}
      <ComplaintDetail key={complaint_id} {...props} complaintId={complaint_id} withDefenderCase={false} />
    </>
  );
}

/** `.../detail/:complaint_id/replica` and `.../escalate`. */
export function ReasonScreen({ kind }: { kind: 'replica' | 'escalate' }) {
  const props = useComplaintProps();
  const { complaint_id = '' } = useParams();
  return (
    <>
      <h1>{kind === 'replica' ? T.replicaTitle : T.escalateTitle}</h1>
      <ReasonForm {...props} kind={kind} complaintId={complaint_id} />
    </>
  );
}

/** `/customer/complaint/details/:complaint_id/anexos/:estado_cod/:annexesSize`. */
export function AnnexesScreen() {
  const props = useComplaintProps();
  const { complaint_id = '', annexesSize = '0' } = useParams();
  const existing = Math.max(0, Number.parseInt(annexesSize, 10) || 0);
  return (
    <>
      <h1>{T.annexesTitle}</h1>
      <AnnexesForm {...props} complaintId={complaint_id} existingBytes={existing} />
    </>
  );
}

/** `/customer/complaint/calification/:complaintCode`. */
export function CalificationScreen() {
  const props = useComplaintProps();
  const { complaintCode = '' } = useParams();
  return (
    <>
      <h1>{T.calificationTitle}</h1>
      <RatingForm {...props} complaintId={complaintCode} />
    </>
  );
}
