import { Link, useLocation } from 'react-router';
import { API_ERROR_TEXTS, PORTAL_TEXTS as T } from '@sfc/core';

/** `/error/503`: the maintenance page, showing the message the API answered (navigation state). */
export function MaintenancePage() {
  const state = useLocation().state as { message?: unknown } | null;
  const message =
    typeof state?.message === 'string' && state.message ? state.message : API_ERROR_TEXTS.unavailable;
  return (
    <section className="narrow">
      <h1>{T.maintenanceTitle}</h1>
      <p className="lead" data-testid="maintenance-message">
        {message}
      </p>
      <p>{T.maintenanceRetry}</p>
      <p>
        <Link to="/">{T.backHome}</Link>
      </p>
    </section>
  );
}
