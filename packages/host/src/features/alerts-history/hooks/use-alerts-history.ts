import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@sfc/core';
import { fetchAlertsHistory, markAlerts, type Alert, type AlertsHistoryPage } from '../api/alerts-history.js';

/** What the history screen shows; `page` stays on screen while the next answer is loading. */
export interface AlertsHistoryState {
  page: AlertsHistoryPage | null;
  loading: boolean;
  /** The last load failed (the table is not shown). */
  loadFailed: boolean;
  /** The alert whose "Marcar como leída" is on its way. */
  markingId: number | null;
  /** The last "Marcar como leída" failed. */
  markFailed: boolean;
  /** Counts the alerts marked here, so the screen can announce each one. */
  marked: number;
}

/**
 * The signed-in staff member's alerts history, one page at a time: loads the page asked for,
 * goes to the previous or next one, and marks an alert read and then reloads the page shown.
 */
export function useAlertsHistory(api: ApiClient) {
  const [pageNumber, setPageNumber] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<Omit<AlertsHistoryState, 'loading'> & { answered: string }>({
    page: null,
    answered: '',
    loadFailed: false,
    markingId: null,
    markFailed: false,
    marked: 0,
  });

  useEffect(() => {
    const controller = new AbortController();
    const request = `${pageNumber}:${reloads}`;
    void fetchAlertsHistory(api, pageNumber, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState((s) =>
        result.ok
          ? { ...s, page: result.data, answered: request, loadFailed: false }
          : { ...s, page: null, answered: request, loadFailed: true },
      );
    });
    return () => controller.abort();
  }, [api, pageNumber, reloads]);

  const goTo = useCallback((page: number) => setPageNumber(Math.max(1, page)), []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const markRead = useCallback(
    async (alert: Alert) => {
      setState((s) => ({ ...s, markingId: alert.id, markFailed: false }));
      const result = await markAlerts(api, { id: alert.id });
      setState((s) => ({
        ...s,
        markingId: null,
        markFailed: !result.ok,
        marked: result.ok ? s.marked + 1 : s.marked,
      }));
      if (result.ok) reload();
    },
    [api, reload],
  );

  const { answered, ...shown } = state;
  // Loading until the answer to the latest request (page and reload) is in.
  return { ...shown, loading: answered !== `${pageNumber}:${reloads}`, goTo, reload, markRead };
}
