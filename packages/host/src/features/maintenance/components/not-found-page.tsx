import { Link } from 'react-router';
import { PORTAL_TEXTS as T } from '@sfc/core';

/** Any path the portal does not have. */
export function NotFoundPage() {
  return (
    <section className="narrow">
      <h1>{T.notFoundTitle}</h1>
      <p>{T.notFoundBody}</p>
      <p>
        <Link to="/">{T.backHome}</Link>
      </p>
    </section>
  );
}
