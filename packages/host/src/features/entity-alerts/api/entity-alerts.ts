import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@sfc/core';
import { ApiCallError, fetchListPage } from '../../../lib/server-state/index.js';
import { useServices } from '../../../lib/services.js';

/** `GET /alerts/ev_history`: the entity user's alerts, filterable by `type_alert` and `status`. */
export const EV_HISTORY_ENDPOINT = '/alerts/ev_history';
/** `GET /alerts/ev_new_alerts/`: the unread ones (the bell). */
export const EV_NEW_ALERTS_ENDPOINT = '/alerts/ev_new_alerts/';
/** `POST /alerts/ev_mark_alert/` `{id}` or `{all: true}`. */
export const EV_MARK_ENDPOINT = '/alerts/ev_mark_alert/';

/** Module 30 "Alertas EV". */
export const EV_ALERTS_MODULE_ID = 30;

/** One EV alert as the API answers it. */
export interface EntityAlert {
  id: number;
  type_alert: { id: number; name: string };
  title: string;
  message: string;
  /** `null` for an alert about the entity itself (an early warning). */
  complaint_code: string | null;
  created_at: string;
  is_read: boolean;
}

/** How many EV alerts are unread, polled every minute while `enabled` (the header's bell). */
export function useUnreadEntityAlerts(enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['page', EV_NEW_ALERTS_ENDPOINT],
    enabled,
    refetchInterval: 60_000,
    queryFn: async ({ signal }) => {
      try {
        return await fetchListPage<EntityAlert>(
          api,
          EV_NEW_ALERTS_ENDPOINT,
          { page_size: LIMITS.newAlertsPageSize },
          signal,
        );
      } catch (error) {
        if (error instanceof ApiCallError) return null;
        throw error;
      }
    },
  });
}
