import { useId, type RefObject } from 'react';
import { ScrollRegion } from '@sfc/widgets/form/scroll-region/scroll-region.js';
import { DASHBOARD_SCREEN_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import type { Alert, AlertsHistoryPage } from '../api/alerts-history.js';

/** Props of {@link AlertsTable}. */
export interface AlertsTableProps {
  page: AlertsHistoryPage;
  /** A new page is loading: the rows shown are the previous answer's. */
  busy: boolean;
  markingId: number | null;
  onMarkRead: (alert: Alert) => void;
  /** Focused after an alert is marked, since its button goes away. */
  tableRef?: RefObject<HTMLTableElement | null>;
}

/**
 * One page of alerts: type, title and message, complaint, date, read state and its action. On
 * narrow screens the table scrolls in its own region, with a hint, so the action column is found.
 */
export function AlertsTable({ page, busy, markingId, onMarkRead, tableRef }: AlertsTableProps) {
  const captionId = `alerts-caption${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="alerts-history__table" ref={tableRef} tabIndex={-1} aria-busy={busy}>
        <caption id={captionId}>{T.alertsHistoryCaption(page.currentPage, page.pages)}</caption>
        <thead>
          <tr>
            <th scope="col">{T.alertTypeColumn}</th>
            <th scope="col">{T.alertColumn}</th>
            <th scope="col">{T.alertComplaintColumn}</th>
            <th scope="col">{T.alertDateColumn}</th>
            <th scope="col">{T.alertStateColumn}</th>
            <th scope="col">{T.alertActionsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {page.results.map((alert) => (
            <tr key={alert.id}>
              <td>{alert.type_alert?.name ?? ''}</td>
              <th scope="row">
                <span className="alerts-history__title">{alert.title}</span>
                <br />
                <span className="alerts-history__message">{alert.message}</span>
              </th>
              <td>{alert.complaint_code ?? ''}</td>
              <td>
                <time dateTime={alert.created_at}>{formatDisplayDateTime(alert.created_at)}</time>
              </td>
              <td>{alert.is_read ? T.alertRead : T.alertUnread}</td>
              <td>
                {alert.is_read ? null : (
                  <button
                    type="button"
                    className="sfc-button-link"
                    aria-label={T.markReadOf(alert.title)}
                    disabled={markingId !== null}
                    onClick={() => onMarkRead(alert)}
                  >
                    {markingId === alert.id ? T.marking : T.markRead}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
