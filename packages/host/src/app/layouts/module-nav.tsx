import { useId, useState } from 'react';
import { Link, NavLink, useLocation, useMatches } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { navigableModules } from '../../lib/module-landings.js';
import { currentHandle } from '../../lib/route-handle.js';
import { useSession } from '../../lib/use-session.js';

/**
 * The workspace's side navigation: the dashboard home and one link per module of the signed-in
 * staff member's role that has a screen (only what they may open). On small screens it folds
 * behind a "Menú de módulos" button (a disclosure: `aria-expanded`, Escape closes it).
 */
export function ModuleNav() {
  const modules = useSession((state) => state.modules);
  const listId = useId();
  const { pathname } = useLocation();
  // Open on the page where it was opened: following one of its links folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const links = navigableModules(modules ?? []);
  // The current screen's module marks its link (not the URL prefix: /users/historical is not "Usuarios").
  const currentModule = currentHandle(useMatches())?.module ?? null;
  return (
    <nav
      className={`module-nav${open ? ' module-nav--open' : ''}`}
      aria-label={T.moduleNavLabel}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      <button
        type="button"
        className="module-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="module-nav__toggle-icon" aria-hidden="true">
          ☰
        </span>
        {T.moduleNavToggle}
      </button>
      <ul id={listId} className="module-nav__list">
        <li>
          <NavLink className="module-nav__link" to={PATHS.dashboardHome} end>
            {T.moduleNavHome}
          </NavLink>
        </li>
        {links.map((link) => (
          <li key={link.id}>
            <Link
              className="module-nav__link"
              to={link.to}
              aria-current={currentModule !== null && link.module === currentModule ? 'page' : undefined}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
