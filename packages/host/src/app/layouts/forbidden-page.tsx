import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';

/**
 * Shown in place of a dashboard screen whose module the staff member's role does not include:
 * says so plainly, names the module, and leads back to the dashboard home.
 */
export function ForbiddenPage({ module }: { module: string }) {
  return (
    <section className="forbidden-page" aria-labelledby="forbidden-title">
      <h1 id="forbidden-title">{T.forbiddenTitle}</h1>
      <p>{module ? T.forbiddenBody(module) : T.forbiddenBodyNoModule}</p>
      <p>
        <Link className="sfc-button-link" to={PATHS.dashboardHome}>
          {T.forbiddenHome}
        </Link>
      </p>
    </section>
  );
}
