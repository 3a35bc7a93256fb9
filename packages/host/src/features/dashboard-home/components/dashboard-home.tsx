import { Link, useNavigate } from 'react-router';
import { MESSAGES, PATHS, PORTAL_TEXTS as T } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { useSession } from '../../../lib/use-session.js';
import { moduleScreenPath } from '../model/module-screens.js';

/**
 * `/dashboard/home`: a plain staff welcome listing the modules of the user's role, each a link
 * when the portal has its screen (see {@link moduleScreenPath}). The modules are loaded by the navigation guard; if that failed, §8's message and a retry are shown.
 */
export function DashboardHome() {
  const navigate = useNavigate();
  const modules = useSession((state) => state.modules);
  const firstName = useSession((state) => {
    const person = state.user?.person as { first_name?: unknown } | null | undefined;
    return typeof person?.first_name === 'string' ? person.first_name : '';
  });
  return (
    <>
      <h1>{T.dashboardGreeting(firstName)}</h1>
      {modules === null ? (
        <Notice kind="error">
          <p>{MESSAGES.modulesLoadError}</p>
          <button
            type="button"
            className="sfc-button-link"
            onClick={() => void navigate(PATHS.dashboardHome)}
          >
            {T.retry}
          </button>
        </Notice>
      ) : modules.length === 0 ? (
        <p>{T.dashboardNoModules}</p>
      ) : (
        <section aria-labelledby="modules-heading">
          <h2 id="modules-heading">{T.dashboardModulesHeading}</h2>
          <p>{T.dashboardModulesIntro}</p>
          <ul className="module-list">
            {modules.map((module) => {
              const path = moduleScreenPath(module);
              return <li key={module.id}>{path ? <Link to={path}>{module.name}</Link> : module.name}</li>;
            })}
          </ul>
        </section>
      )}
    </>
  );
}
