import { useRef, useState } from 'react';
import { COMPLAINT_SCREEN_TEXTS as T, formatDisplayDateTime, type ApiClient } from '@sfc/core';
import { BASE_STYLES_KEY, baseStyles } from '../../form/shared/base.styles.js';
import { useStyles } from '../../form/shared/use-styles.js';
import { listComplaints, stateLabel, type ComplaintPage } from './complaint-calls.js';
import { CUSTOMER_COMPLAINT_LINKS, linkClick, type ComplaintLinks } from './complaint-links.js';
import { complaintTrackingStyles } from './complaint-tracking.styles.js';
import { useKeyedLoad } from './use-keyed-load.js';

/** The tracking feature's style sheets (list, detail and action forms). */
export const COMPLAINT_TRACKING_SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-complaint-tracking', complaintTrackingStyles],
] as const;

/** Props of {@link ComplaintTracking}. */
export interface ComplaintTrackingProps {
  api: ApiClient;
  /** Page shown (1-based); controlled by the host's URL, or internal when omitted. */
  page?: number;
  onPageChange?: (page: number) => void;
  links?: ComplaintLinks;
  /** In-app navigation for links (the host's router); plain links when omitted. */
  onNavigate?: (href: string) => void;
}

type Load =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: ComplaintPage };

/**
 * The consumer's complaints (portal-spec §2 `complaint/tracking`): `GET /queja/` ten at a time,
 * newest first, with code, entity, product, state (in Spanish), filing date and a link to the
 * detail; "Anterior" / "Siguiente" move between pages.
 */
export function ComplaintTracking({
  api,
  page: givenPage,
  onPageChange,
  links = CUSTOMER_COMPLAINT_LINKS,
  onNavigate,
}: ComplaintTrackingProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, COMPLAINT_TRACKING_SHEETS);
  const [innerPage, setInnerPage] = useState(1);
  const page = givenPage ?? innerPage;
  const { value } = useKeyedLoad(String(page), async (): Promise<Load> => {
    const result = await listComplaints(api, page);
    return result.ok ? { status: 'ready', data: result.data } : { status: 'error', message: result.message };
  });
  const load: Load = value ?? { status: 'loading' };
  const go = (next: number) => {
    if (givenPage === undefined) setInnerPage(next);
    onPageChange?.(next);
  };

  return (
    <div ref={ref} className="sfc-form sfc-tracking" aria-busy={load.status === 'loading' || undefined}>
      {load.status === 'loading' ? <p role="status">{T.loading}</p> : null}
      {load.status === 'error' ? (
        <p role="alert" className="sfc-tracking__error">
          {load.message}
        </p>
      ) : null}
      {load.status === 'ready' && load.data.results.length === 0 ? <p>{T.trackingEmpty}</p> : null}
      {load.status === 'ready' && load.data.results.length > 0 ? (
        <>
          <div className="sfc-tracking__table-wrap">
            <table className="sfc-tracking__table">
              <caption className="sfc-visually-hidden">{T.trackingTableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.columnCode}</th>
                  <th scope="col">{T.columnEntity}</th>
                  <th scope="col">{T.columnProduct}</th>
                  <th scope="col">{T.columnState}</th>
                  <th scope="col">{T.columnCreated}</th>
                  <th scope="col">{T.columnActions}</th>
                </tr>
              </thead>
              <tbody>
                {load.data.results.map((c) => {
                  const href = links.detail(c);
                  return (
                    <tr key={c.id}>
                      <td data-label={T.columnCode}>{c.codigo_queja}</td>
                      <td data-label={T.columnEntity}>{c.entidad_nombre || T.emptyValue}</td>
                      <td data-label={T.columnProduct}>{c.producto_nombre || T.emptyValue}</td>
                      <td data-label={T.columnState}>
                        <span className="sfc-tracking__state" data-state={c.estado_cod}>
                          {stateLabel(c)}
                        </span>
                      </td>
                      <td data-label={T.columnCreated}>
                        {c.fecha_creacion ? formatDisplayDateTime(c.fecha_creacion) : ''}
                      </td>
                      <td data-label={T.columnActions}>
                        <a
                          href={href}
                          onClick={linkClick(href, onNavigate)}
                          aria-label={T.viewDetailOf(c.codigo_queja)}
                        >
                          {T.viewDetail}
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {load.data.pages > 1 ? (
            <nav className="sfc-tracking__pages" aria-label={T.pagination}>
              <button
                type="button"
                className="sfc-button sfc-button--secondary"
                disabled={!load.data.previous}
                onClick={() => go(page - 1)}
              >
                {T.previousPage}
              </button>
              <span>{T.pageOf(load.data.current_page, load.data.pages)}</span>
              <button
                type="button"
                className="sfc-button sfc-button--secondary"
                disabled={!load.data.next}
                onClick={() => go(page + 1)}
              >
                {T.nextPage}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
