import { useRef, useState } from 'react';
import {
  COMPLAINT_HISTORY_TEXTS as H,
  COMPLAINT_SCREEN_TEXTS as T,
  describeComplaintVersion,
  formatDisplayDateTime,
  formatDisplayDateTimeWithZone,
  historyStateText,
  LIMITS,
  type ApiClient,
} from '@sfc/core';
import { DownloadButton } from '../../form/download-button/download-button.js';
import { Modal } from '../../form/modal/modal.js';
import { BASE_STYLES_KEY, baseStyles } from '../../form/shared/base.styles.js';
import { formatFileSize } from '../../form/shared/save-file.js';
import { useStyles } from '../../form/shared/use-styles.js';
import { TextareaField } from '../../form/textarea-field/textarea-field.js';
import {
  desistComplaint,
  downloadUrl,
  getComplaintDetail,
  stateLabel,
  type ComplaintDetailData,
} from './complaint-calls.js';
import { CUSTOMER_COMPLAINT_LINKS, linkClick, type ComplaintLinks } from './complaint-links.js';
import { complaintTrackingStyles } from './complaint-tracking.styles.js';
import { useKeyedLoad } from './use-keyed-load.js';
import { ConsumerRequests } from './consumer-requests.js';
import { DefenderCase } from './defender-case.js';
import { errorText } from './action-error-text.js';

const SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-complaint-tracking', complaintTrackingStyles],
] as const;

/** Props of {@link ComplaintDetail}. */
export interface ComplaintDetailProps {
  api: ApiClient;
  /** The complaint's id (or codigo_queja) from the URL. */
  complaintId: string;
  links?: ComplaintLinks;
  onNavigate?: (href: string) => void;
  /** Where the desist dialog renders (a custom element's shadow root). */
  container?: Element | DocumentFragment | null;
  /** Heading level of the complaint's title; default 2 (the host page has its own h1). */
  headingLevel?: 1 | 2;
  /**
   * Show the case before the consumer defender and the vocerías (default true: the tracking
   * element). The portal's page shows its own, fuller section (with the answers to the defender).
   */
  withDefenderCase?: boolean;
}

type Load =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: ComplaintDetailData };

/**
 * Loads a complaint's detail (`GET /complaint_detail/{id}/`); 404 means "not yours" and shows
 * only the not-found message.
 */
export function useComplaintDetail(api: ApiClient, complaintId: string) {
  const { value, reload } = useKeyedLoad(complaintId, async (): Promise<Load> => {
    const result = await getComplaintDetail(api, complaintId);
    if (result.ok) return { status: 'ready', data: result.data };
    if (result.status === 404) return { status: 'not-found' };
    return { status: 'error', message: result.message };
  });
  return { load: value ?? ({ status: 'loading' } as Load), reload };
}

/** Dates of the complaint's data: the portal's one display rule, naming the zone (docs/dates.md). */
const when = (value: string | null | undefined) => (value ? formatDisplayDateTimeWithZone(value) : '');
/** Dates in the history table, whose column header names the zone. */
const whenShort = (value: string) => formatDisplayDateTime(value);

/**
 * One complaint (portal-spec §2 `complaint/tracking/detail/{id}`): its data, its attachments
 * (each downloaded through a signed `/storage-consult/url/`), its state history, and the actions
 * its state allows (add annexes, réplica, escalate, desist with a confirmation, rate). Another
 * consumer's id shows only "No encontramos esta queja entre las tuyas."
 */
export function ComplaintDetail({
  api,
  complaintId,
  links = CUSTOMER_COMPLAINT_LINKS,
  onNavigate,
  container,
  headingLevel = 2,
  withDefenderCase = true,
}: ComplaintDetailProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const { load, reload } = useComplaintDetail(api, complaintId);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';

  const back = (
    <p>
      <a href={links.tracking} onClick={linkClick(links.tracking, onNavigate)}>
        {T.backToTracking}
      </a>
    </p>
  );
  if (load.status !== 'ready') {
    return (
      <div ref={ref} className="sfc-form sfc-tracking">
        {load.status === 'loading' ? <p role="status">{T.loading}</p> : null}
        {load.status === 'not-found' ? (
          <p role="alert" className="sfc-tracking__error">
            {T.notFound}
          </p>
        ) : null}
        {load.status === 'error' ? (
          <p role="alert" className="sfc-tracking__error">
            {load.message}
          </p>
        ) : null}
        {back}
      </div>
    );
  }
  const c = load.data;
  const actions = c.acciones;
  const desist = async () => {
    setSending(true);
    const result = await desistComplaint(api, c.id, reason);
    setSending(false);
    setConfirming(false);
    setNotice(
      result.ok ? { kind: 'ok', text: result.data.detail ?? '' } : { kind: 'error', text: errorText(result) },
    );
    if (result.ok) await reload();
  };
  const link = (href: string, text: string) => (
    <li>
      <a className="sfc-tracking__action" href={href} onClick={linkClick(href, onNavigate)}>
        {text}
      </a>
    </li>
  );
  const anyAction = actions && Object.values(actions).some(Boolean);

  return (
    <div ref={ref} className="sfc-form sfc-tracking sfc-detail">
      <Heading className="sfc-detail__title">{T.detailHeading(c.codigo_queja)}</Heading>
      {notice ? (
        <p
          role={notice.kind === 'ok' ? 'status' : 'alert'}
          className={`sfc-tracking__notice sfc-tracking__notice--${notice.kind}`}
        >
          {notice.text}
        </p>
      ) : null}
      <section aria-labelledby="sfc-detail-data">
        <Sub id="sfc-detail-data">{T.dataSection}</Sub>
        <dl className="sfc-detail__data">
          <div>
            <dt>{T.columnCode}</dt>
            <dd>{c.codigo_queja}</dd>
          </div>
          <div>
            <dt>{T.columnState}</dt>
            <dd>
              <span className="sfc-tracking__state" data-state={c.estado_cod}>
                {stateLabel(c)}
              </span>
            </dd>
          </div>
          <div>
            <dt>{T.columnEntity}</dt>
            <dd>{c.entidad_nombre || T.emptyValue}</dd>
          </div>
          <div>
            <dt>{T.columnProduct}</dt>
            <dd>{c.producto_nombre || T.emptyValue}</dd>
          </div>
          <div>
            <dt>{T.createdAt}</dt>
            <dd>{when(c.fecha_creacion)}</dd>
          </div>
          {c.fecha_actualizacion ? (
            <div>
              <dt>{T.updatedAt}</dt>
              <dd>{when(c.fecha_actualizacion)}</dd>
            </div>
          ) : null}
          {c.fecha_cierre ? (
            <div>
              <dt>{T.closedAt}</dt>
              <dd>{when(c.fecha_cierre)}</dd>
            </div>
          ) : null}
          {c.replica_plazo ? (
            <div>
              <dt>{T.replicaDeadline}</dt>
              <dd>{when(c.replica_plazo)}</dd>
            </div>
          ) : null}
          {c.calificacion ? (
            <div>
              <dt>{T.rating}</dt>
              <dd>{T.ratingValue(c.calificacion.calificacion, LIMITS.ratingMax)}</dd>
            </div>
          ) : null}
        </dl>
        {c.texto_queja ? (
          <>
            <p className="sfc-detail__label">{T.complaintTextShown}</p>
            <p className="sfc-detail__text">{c.texto_queja}</p>
          </>
        ) : null}
        {(
          [
            [H.replicaReason, c.argumento_replica],
            [H.escalationReason, c.argumento_escalamiento],
            [H.desistReason, c.argumento_desistimiento],
          ] as const
        ).map(([label, text]) =>
          typeof text === 'string' && text.trim() ? (
            <div key={label}>
              <p className="sfc-detail__label">{label}</p>
              <p className="sfc-detail__text">{text}</p>
            </div>
          ) : null,
        )}
      </section>

      <ConsumerRequests
        api={api}
        complaintId={c.id}
        headingLevel={headingLevel === 1 ? 2 : 3}
        onAnswered={() => void reload()}
      />

      {withDefenderCase ? (
        <DefenderCase
          api={api}
          complaintId={c.id}
          entityName={c.entidad_nombre}
          headingLevel={headingLevel === 1 ? 2 : 3}
        />
      ) : null}

      <section aria-labelledby="sfc-detail-actions">
        <Sub id="sfc-detail-actions">{T.actionsSection}</Sub>
        {anyAction ? (
          <ul className="sfc-detail__actions">
            {actions?.can_attach ? link(links.annexes(c), T.addAnnexes) : null}
            {actions?.can_replica ? link(links.replica(c), T.replica) : null}
            {actions?.can_escalate ? link(links.escalate(c), T.escalate) : null}
            {actions?.can_rate ? link(links.rate(c), T.rate) : null}
            {actions?.can_desist ? (
              <li>
                <button
                  type="button"
                  className="sfc-button sfc-button--secondary"
                  onClick={() => setConfirming(true)}
                >
                  {T.desist}
                </button>
              </li>
            ) : null}
          </ul>
        ) : (
          <p>{T.noActions}</p>
        )}
      </section>

      <section aria-labelledby="sfc-detail-files">
        <Sub id="sfc-detail-files">{T.filesSection}</Sub>
        {c.files.length === 0 ? (
          <p>{T.noFiles}</p>
        ) : (
          <ul className="sfc-detail__files">
            {c.files.map((file) => (
              <li key={file.id_storage}>
                <span className="sfc-detail__file-name">{file.name}</span>
                <span className="sfc-detail__file-size">{formatFileSize(file.size)}</span>
                <DownloadButton
                  getUrl={() => downloadUrl(api, file.id_storage)}
                  fileName={file.name}
                  variant="link"
                >
                  <span aria-hidden="true">{T.downloadFile('').trim()}</span>
                  <span className="sfc-visually-hidden">{T.downloadFile(file.name)}</span>
                </DownloadButton>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sfc-detail-history">
        <Sub id="sfc-detail-history">{T.historySection}</Sub>
        {c.history.length === 0 ? (
          <p>{T.noHistory}</p>
        ) : (
          <div className="sfc-tracking__table-wrap">
            <table className="sfc-tracking__table">
              <caption className="sfc-visually-hidden">{T.historySection}</caption>
              <thead>
                <tr>
                  <th scope="col">{H.historyDate}</th>
                  <th scope="col">{H.historyWhat}</th>
                  <th scope="col">{H.historyState}</th>
                </tr>
              </thead>
              <tbody>
                {c.history.map((h) => {
                  const state = historyStateText(h);
                  return (
                    <tr key={h.version}>
                      <td data-label={H.historyDate}>{whenShort(h.changed_at)}</td>
                      <td data-label={H.historyWhat}>{describeComplaintVersion(h)}</td>
                      <td data-label={H.historyState}>
                        {state.shown === state.spoken ? (
                          state.shown
                        ) : (
                          <>
                            <span aria-hidden="true">{state.shown}</span>
                            <span className="sfc-visually-hidden">{state.spoken}</span>
                          </>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {back}

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={T.desistConfirmTitle}
        onSubmit={() => void desist()}
        loading={sending}
        container={container}
      >
        <p>{T.desistConfirmBody(c.codigo_queja)}</p>
        <TextareaField label={T.desistReason} value={reason} onChange={setReason} rows={3} />
      </Modal>
    </div>
  );
}
