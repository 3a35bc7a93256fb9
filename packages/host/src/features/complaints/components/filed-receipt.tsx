import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  COMPLAINT_RECEIPT_TEXTS as R,
  COMPLAINT_SCREEN_TEXTS as T,
  formatDisplayDate,
  formatDisplayDateTimeWithZone,
} from '@sfc/core';
import {
  getComplaint,
  stateLabel,
  type ComplaintSummary,
} from '@sfc/widgets/elements/complaint-tracking/complaint-tracking.js';
import { useComplaintProps } from '../hooks/use-complaint-props.js';
import { ReceiptDownload } from '../../../components/receipt-download.js';

/** What the complaint form hands to this screen through the navigation state. */
interface FiledState {
  codigo_queja?: string;
  id?: number;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; complaint: ComplaintSummary & { plazo_respuesta?: string | null } }
  | { status: 'unavailable' };

/** The filed complaint read back from the server (`GET /queja/{id}/`), for the receipt. */
function useFiledComplaint(id: number | undefined): Loaded {
  const { api } = useComplaintProps();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    void getComplaint(api, id).then((result) => {
      if (!current) return;
      setLoaded(result.ok ? { status: 'ready', complaint: result.data } : { status: 'unavailable' });
    });
    return () => {
      current = false;
    };
  }, [api, id]);
  return loaded;
}

/**
 * `/customer/complaint/message` and `/complaintcheck`: the filing receipt (code, entity, product,
 * date, state and the entity's legal term), what happens next, a link to the detail and a print
 * button; printed, only the receipt and the next steps come out (portal.css `@media print`).
 */
export function FiledScreen() {
  const state = useLocation().state as FiledState | null;
  const code = state?.codigo_queja;
  const id = state?.id;
  const loaded = useFiledComplaint(code ? id : undefined);
  const { links } = useComplaintProps();

  if (!code) {
    return (
      <>
        <h1>{R.title}</h1>
        <p>{R.noCode}</p>
        <p>
          <Link className="sfc-button-link" to={links.tracking}>
            {T.goToTracking}
          </Link>
        </p>
      </>
    );
  }
  const complaint = loaded.status === 'ready' ? loaded.complaint : null;
  const deadline = complaint?.plazo_respuesta ? formatDisplayDate(complaint.plazo_respuesta) : '';
  const entity = complaint?.entidad_nombre ?? '';
  const row = (label: string, value: ReactNode, testId?: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );

  return (
    <div className="receipt">
      <h1>{R.heading}</h1>
      <p className="lead no-print">{R.intro}</p>
      <section className="card receipt__card" aria-labelledby="receipt-heading">
        <p className="receipt__issuer print-only">{R.printedFrom}</p>
        <h2 id="receipt-heading">{R.receiptHeading}</h2>
        <dl className="data-list receipt__data">
          {row(R.code, <strong>{code}</strong>, 'codigo-queja')}
          {complaint ? (
            <>
              {row(R.entity, entity || T.emptyValue)}
              {row(R.product, complaint.producto_nombre || T.emptyValue)}
              {row(
                R.filedAt,
                complaint.fecha_creacion
                  ? formatDisplayDateTimeWithZone(complaint.fecha_creacion)
                  : T.emptyValue,
              )}
              {row(R.state, stateLabel(complaint))}
              {deadline ? row(R.responseTerm, R.responseTermValue(deadline)) : null}
            </>
          ) : null}
        </dl>
        {loaded.status === 'loading' ? <p role="status">{R.loadingDetails}</p> : null}
        {loaded.status === 'unavailable' ? <p role="alert">{R.detailsUnavailable}</p> : null}
      </section>
      {complaint && deadline ? (
        <section className="receipt__next" aria-labelledby="receipt-next">
          <h2 id="receipt-next">{R.nextHeading}</h2>
          <ul>
            {R.next(entity, deadline).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="receipt__actions no-print">
        <button type="button" className="sfc-button-link" onClick={() => window.print()}>
          {R.print}
        </button>
        {id !== undefined ? <ReceiptDownload complaintId={id} code={code} /> : null}
        {id !== undefined ? (
          <Link className="sfc-button-link" to={links.detail({ id, codigo_queja: code })}>
            {R.viewDetail}
          </Link>
        ) : null}
        <Link className="sfc-button-link sfc-button-link--secondary" to={links.tracking}>
          {T.goToTracking}
        </Link>
        <Link className="sfc-button-link sfc-button-link--secondary" to="/customer/complaint/registration">
          {T.fileAnother}
        </Link>
      </div>
    </div>
  );
}
