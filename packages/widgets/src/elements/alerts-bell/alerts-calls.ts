import { LIMITS, MESSAGES, type ApiClient, type ApiResult } from '@sfc/core';

/** One alert as `/alerts/new_alerts/` answers it; only the fields the bell shows are required. */
export interface Alert {
  id: number;
  title: string;
  message: string;
  /** ISO instant, shown in the portal's "MM/DD/YYYY hh:mm" format (Bogotá). */
  created_at: string;
  type_alert?: { id: number; name: string };
  complaint_code?: string | null;
  is_read?: boolean;
}

/** The newest unread alerts and how many unread alerts there are in all (the badge). */
export interface NewAlerts {
  count: number;
  results: Alert[];
}

/** `POST /alerts/mark_alert/` answer: the server's note and the unread alerts left. */
export interface MarkAlertAnswer {
  detail?: string;
  count: number;
}

/** Paths of the alert calls, under the API base. */
export const ALERT_PATHS = {
  newAlerts: '/alerts/new_alerts/',
  markAlert: '/alerts/mark_alert/',
} as const;

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

/** A 200 whose body is not what the contract promises counts as an invalid server response (§8). */
function invalidAnswer(status: number, data: unknown): ApiResult<never> {
  return { ok: false, status, data, message: MESSAGES.invalidServerResponse, reason: 'invalid-response' };
}

/**
 * The newest unread alerts (`GET /alerts/new_alerts/?page_size=7`, portal-spec §7, §9): at most
 * seven, newest first, with `count`, the number of unread alerts in all.
 */
export async function fetchNewAlerts(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<NewAlerts>> {
  const result = await api.get<{ count?: unknown; results?: unknown }>(ALERT_PATHS.newAlerts, {
    query: { page_size: LIMITS.newAlertsPageSize },
    signal,
  });
  if (!result.ok) return result;
  const { count, results } = result.data ?? {};
  if (!isCount(count) || !Array.isArray(results) || !results.every(isAlert))
    return invalidAnswer(result.status, result.data);
  return { ...result, data: { count, results: results.slice(0, LIMITS.newAlertsPageSize) } };
}

/** Marks one alert (`{ id }`) or every alert (`{ all: true }`) as read; answers the unread count left. */
export async function markAlerts(
  api: ApiClient,
  which: { id: number } | { all: true },
): Promise<ApiResult<MarkAlertAnswer>> {
  const result = await api.post<{ detail?: string; count?: unknown }>(ALERT_PATHS.markAlert, which);
  if (!result.ok) return result;
  if (!isCount(result.data?.count)) return invalidAnswer(result.status, result.data);
  return { ...result, data: { detail: result.data.detail, count: result.data.count } };
}
