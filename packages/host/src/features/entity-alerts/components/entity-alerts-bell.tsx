import { Link } from 'react-router';
import { EV_ALERTS_TEXTS as T, PATHS } from '@sfc/core';
import { useSession } from '../../../lib/use-session.js';
import { EV_ALERTS_MODULE_ID, useUnreadEntityAlerts } from '../api/entity-alerts.js';

/**
 * The "Alertas EV" bell of the header: for users whose role has module 30, a link to their
 * entity's alerts naming how many are unread (polled every minute); nothing for anyone else.
 */
export function EntityAlertsBell() {
  const enabled = useSession((state) =>
    (state.modules ?? []).some((module) => Number(module.id) === EV_ALERTS_MODULE_ID),
  );
  const unread = useUnreadEntityAlerts(enabled);
  if (!enabled || !unread.data) return null;
  const count = unread.data.count;
  return (
    <Link className="ev-bell" to={`${PATHS.dashboard}/alerts/Notifications_ev`}>
      <svg
        className="ev-bell__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      <span className="ev-bell__label">{T.bellLabel}</span>{' '}
      <span className={`ev-bell__count${count > 0 ? ' ev-bell__count--unread' : ''}`}>
        {T.unreadCount(count)}
      </span>
    </Link>
  );
}
