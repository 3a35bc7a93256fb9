import { Link } from 'react-router';
import { EV_ALERTS_TEXTS as T, PATHS } from '@sfc/core';
import { selectAlertsEnabled } from '@sfc/widgets/elements/alerts-bell/alerts-model.js';
import { useSession } from '../../../lib/use-session.js';
import { EV_ALERTS_MODULE_ID, useUnreadEntityAlerts } from '../api/entity-alerts.js';

/**
 * The "Alertas EV" bell of the header: for users whose role has module 30, a link to their
 * entity's alerts naming how many are unread (polled every minute); nothing for anyone else.
 * On a phone it keeps its place in the header as the bell and the number (dashboards.css hides
 * "Alertas EV:" and "sin leer" visually; its accessible name stays the whole text), unless the
 * staff alerts bell is there too: the row has no room for both, and the main menu then holds the
 * link (site-header.tsx).
 */
export function EntityAlertsBell() {
  const enabled = useSession((state) =>
    (state.modules ?? []).some((module) => Number(module.id) === EV_ALERTS_MODULE_ID),
  );
  const crowded = useSession(selectAlertsEnabled);
  const unread = useUnreadEntityAlerts(enabled);
  if (!enabled || !unread.data) return null;
  const count = unread.data.count;
  const text = T.unreadCount(count);
  const number = String(count);
  // "3 sin leer": the number stays visible on a phone, the words only for assistive technology.
  const rest = text.startsWith(number) ? text.slice(number.length) : null;
  return (
    <Link
      className={`ev-bell${crowded ? ' ev-bell--crowded' : ''}`}
      to={`${PATHS.dashboard}/alerts/Notifications_ev`}
    >
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
        {rest === null ? (
          text
        ) : (
          <>
            {number}
            <span className="ev-bell__words">{rest}</span>
          </>
        )}
      </span>
    </Link>
  );
}
