import { useId, useState } from 'react';
import {
  COMPLAINT_RECEIPT_TEXTS as R,
  COMPLAINT_SCREEN_TEXTS as T,
  type ApiClient,
  type SessionUser,
} from '@sfc/core';
import { emit } from '../../define/events.js';
import { consumerPrefill } from '../../features/consumer-session/consumer-prefill.js';
import { useFocusOnMount } from '../../features/shared/use-focus-on-mount.js';
import { ComplaintForm, type FiledComplaint } from './complaint-form.js';
import { ComplaintReceipt, useReceiptComplaint } from './complaint-receipt.js';

function Filed({
  api,
  complaint,
  trackingHref,
  onAnother,
}: {
  api: ApiClient;
  complaint: FiledComplaint;
  trackingHref: string | undefined;
  onAnother: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const load = useReceiptComplaint(api, complaint.id);
  return (
    <section className="sfc-filed" part="filed" aria-labelledby="sfc-filed-heading">
      <h2 id="sfc-filed-heading" ref={heading} tabIndex={-1}>
        {T.filedHeading}
      </h2>
      <div className="notice notice--success" role="status">
        {complaint.detail ? <p>{complaint.detail}</p> : null}
        <p>{R.intro}</p>
      </div>
      <ComplaintReceipt code={complaint.codigo_queja} load={load} />
      <div className="form-actions">
        {trackingHref ? (
          <a className="sfc-button-link" href={trackingHref}>
            {T.goToTracking}
          </a>
        ) : null}
        <button type="button" className="sfc-button sfc-button--secondary" onClick={onAnother}>
          {T.fileAnother}
        </button>
      </div>
    </section>
  );
}

/**
 * What `sfc-complaint-form` shows a signed-in consumer: the complaint form prefilled from their
 * profile, then the filing receipt (code, entity, date and time, deadline; print and download,
 * with `sfc-complaint-filed`) and "Radicar otra queja".
 */
export function ComplaintRegistration({
  api,
  user,
  container,
  trackingHref,
}: {
  api: ApiClient;
  user: SessionUser;
  container: ShadowRoot;
  trackingHref: string | undefined;
}) {
  const id = useId();
  const [filed, setFiled] = useState<FiledComplaint | null>(null);
  const [round, setRound] = useState(0);
  if (filed) {
    return (
      <Filed
        api={api}
        complaint={filed}
        trackingHref={trackingHref}
        onAnother={() => {
          setFiled(null);
          setRound(round + 1);
        }}
      />
    );
  }
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{T.registrationTitle}</h2>
      <p>{T.registrationIntro}</p>
      <ComplaintForm
        key={round}
        api={api}
        consumer={consumerPrefill(user)}
        container={container}
        onFiled={(complaint) => {
          setFiled(complaint);
          emit(container.host, 'sfc-complaint-filed', {
            id: complaint.id,
            codigoQueja: complaint.codigo_queja,
          });
        }}
      />
    </section>
  );
}
