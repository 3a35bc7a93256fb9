import { Link } from 'react-router';
import { MESSAGES, PORTAL_TEXTS as T } from '@sfc/core';

/** Shown in place of a screen that failed to load or render (§8 "Algo salió mal"). */
export function RouteError() {
  return (
    <main id="main-content" className="page" tabIndex={-1}>
      <div className="layout-inner">
        <h1>{MESSAGES.genericErrorTitle}</h1>
        <p role="alert">{MESSAGES.genericError}</p>
        <p>
          <Link to="/">{T.backHome}</Link>
        </p>
      </div>
    </main>
  );
}
