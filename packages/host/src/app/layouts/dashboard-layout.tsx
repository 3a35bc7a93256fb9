import { Outlet, useRouteLoaderData } from 'react-router';
import '../styles/staff-workspace.css';
import '../styles/dashboards.css';
import type { GuardLoaderData } from '../guard.js';
import { ForbiddenPage } from './forbidden-page.js';
import { ModuleNav } from './module-nav.js';
import { SessionBar } from './session-bar.js';

/**
 * The staff workspace around every `/dashboard` screen: the session bar, the side navigation of
 * the user's modules, and the screen, or the "no tiene permiso" page when the guard found that
 * the user's role lacks the screen's module. (Breadcrumbs and the alerts bell are in the portal's
 * frame above.)
 */
export function DashboardLayout() {
  const guard = useRouteLoaderData('root') as GuardLoaderData | undefined;
  const forbidden = guard?.forbiddenModule ?? null;
  return (
    <div className="workspace">
      <SessionBar />
      <div className="workspace__body">
        <ModuleNav />
        <div className="workspace__screen">
          {forbidden === null ? <Outlet /> : <ForbiddenPage module={forbidden} />}
        </div>
      </div>
    </div>
  );
}
