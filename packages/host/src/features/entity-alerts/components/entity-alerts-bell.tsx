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
      <span className="ev-bell__icon" aria-hidden="true">
        🔔
      </span>
      <span className="ev-bell__label">{T.bellLabel}</span>{' '}
      <span className={`ev-bell__count${count > 0 ? ' ev-bell__count--unread' : ''}`}>
        {T.unreadCount(count)}
      </span>
    </Link>
  );
}
