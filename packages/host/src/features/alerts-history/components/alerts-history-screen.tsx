import { useEffect, useRef } from 'react';
import {
  ALERTS_BELL_TEXTS,
  DASHBOARD_SCREEN_TEXTS as T,
  MESSAGES,
  PORTAL_TEXTS,
  type ApiClient,
} from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { useAlertsHistory } from '../hooks/use-alerts-history.js';
import { AlertsTable } from './alerts-table.js';

/**
 * `/dashboard/alerts/notifications`: every alert of the signed-in staff member, ten a page, with
 * "Marcar como leída" on the unread ones (the page is reloaded after each) and previous/next.
 */
export function AlertsHistoryScreen({ api }: { api: ApiClient }) {
  const history = useAlertsHistory(api);
  const tableRef = useRef<HTMLTableElement>(null);
  const { page, marked } = history;

  useEffect(() => {
    if (marked > 0) tableRef.current?.focus();
  }, [marked]);

  return (
    <>
      <h1>{T.alertsHistoryTitle}</h1>
      <p>{T.alertsHistoryIntro}</p>
      <p role="status" className="alerts-history__status">
        {marked > 0 ? ALERTS_BELL_TEXTS.markedOne : ''}
      </p>
      {history.markFailed ? (
        <Notice kind="error">
          <p>{MESSAGES.genericError}</p>
        </Notice>
      ) : null}
      {history.loadFailed ? (
        <Notice kind="error">
          <p>{MESSAGES.genericError}</p>
          <button type="button" className="sfc-button-link" onClick={history.reload}>
            {PORTAL_TEXTS.retry}
          </button>
        </Notice>
      ) : page === null ? (
        <p role="status">{T.alertsHistoryLoading}</p>
      ) : page.results.length === 0 ? (
        <p>{T.alertsHistoryEmpty}</p>
      ) : (
        <>
          <AlertsTable
            page={page}
            busy={history.loading}
            markingId={history.markingId}
            onMarkRead={(alert) => void history.markRead(alert)}
            tableRef={tableRef}
          />
          <nav aria-label={T.pagingLabel} className="alerts-history__paging">
            <button
              type="button"
              className="sfc-button-link sfc-button-link--secondary"
              disabled={!page.hasPrevious || history.loading}
              onClick={() => history.goTo(page.currentPage - 1)}
            >
              {T.previousPage}
            </button>{' '}
            <button
              type="button"
              className="sfc-button-link sfc-button-link--secondary"
              disabled={!page.hasNext || history.loading}
              onClick={() => history.goTo(page.currentPage + 1)}
            >
              {T.nextPage}
            </button>
          </nav>
        </>
      )}
    </>
  );
}
