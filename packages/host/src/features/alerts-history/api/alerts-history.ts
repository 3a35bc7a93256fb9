import { MESSAGES, type ApiClient, type ApiResult } from '@sfc/core';
import type { Alert } from '@sfc/widgets/elements/alerts-bell/alerts-calls.js';

export { markAlerts } from '@sfc/widgets/elements/alerts-bell/alerts-calls.js';
export type { Alert };

/** Rows per page of the history table. */
export const ALERTS_HISTORY_PAGE_SIZE = 10;

/** One page of `GET /alerts/history` (the server's paged answer, trimmed to what the table uses). */
export interface AlertsHistoryPage {
  /** Alerts in all, read and unread. */
  count: number;
  /** Pages in all (at least 1, so an empty history reads "página 1 de 1"). */
  pages: number;
  /** The page answered, from 1. */
  currentPage: number;
  hasPrevious: boolean;
  hasNext: boolean;
  results: Alert[];
}

interface PagedAnswer {
  count?: unknown;
  next?: unknown;
  previous?: unknown;
  results?: unknown;
  pages?: unknown;
  current_page?: unknown;
}

function isAlert(value: unknown): value is Alert {
  const alert = value as Partial<Record<keyof Alert, unknown>> | null;
  return (
    typeof alert === 'object' &&
    alert !== null &&
    typeof alert.id === 'number' &&
    typeof alert.title === 'string' &&
    typeof alert.message === 'string' &&
    typeof alert.created_at === 'string'
  );
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * One page of the signed-in staff member's alerts, newest first (`GET /alerts/history?page=N&
 * page_size=10`). A 200 whose body is not a page of alerts counts as an invalid server response.
 */
export async function fetchAlertsHistory(
  api: ApiClient,
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<AlertsHistoryPage>> {
  const result = await api.get<PagedAnswer>('/alerts/history', {
    query: { page, page_size: ALERTS_HISTORY_PAGE_SIZE },
    signal,
  });
  if (!result.ok) return result;
  const body = result.data ?? {};
  if (!isCount(body.count) || !Array.isArray(body.results) || !body.results.every(isAlert)) {
    return {
      ok: false,
      status: result.status,
      data: result.data,
      message: MESSAGES.invalidServerResponse,
      reason: 'invalid-response',
    };
  }
  const pages = isCount(body.pages) && body.pages > 0 ? body.pages : 1;
  const currentPage = isCount(body.current_page) && body.current_page > 0 ? body.current_page : page;
  return {
    ...result,
    data: {
      count: body.count,
      pages,
      currentPage,
      hasPrevious: typeof body.previous === 'string' && body.previous !== '',
      hasNext: typeof body.next === 'string' && body.next !== '',
      results: body.results,
    },
  };
}
