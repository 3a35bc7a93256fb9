import { useId, useState } from 'react';
import { Link, NavLink, useLocation, useMatches } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T, selectUserId } from '@sfc/core';
import { navigableModules } from '../../lib/module-landings.js';
import { currentHandle } from '../../lib/route-handle.js';
import { useSession } from '../../lib/use-session.js';
import { useMediaQuery, useMenuCollapsed } from '../hooks/use-menu-collapsed.js';

/** Wider than this the menu is a column beside the screen (staff-workspace.css uses the same width). */
const SIDE_MENU_QUERY = '(min-width: 48.0625rem)';

type NavLinkEntry = ReturnType<typeof navigableModules>[number];

/**
 * Whether `link` is the current screen's: its module's, and for a module with two entries (the
 * recommendations and the defender's casework) the one whose paths the screen is under.
 */
function isCurrent(
  link: NavLinkEntry,
  links: NavLinkEntry[],
  module: string | null,
  pathname: string,
): boolean {
  if (module === null || link.module !== module) return false;
  const under = (l: NavLinkEntry) => l.prefixes?.some((p) => pathname.startsWith(p)) ?? false;
  if (link.prefixes) return under(link);
  return !links.some((other) => other !== link && other.module === link.module && under(other));
}

/**
 * The workspace's side navigation: the dashboard home and one link per module of the signed-in
 * staff member's role that has a screen (only what they may open). Its "Menú de módulos" button is
 * a disclosure (`aria-expanded`): beside the screen it folds the column away so the screen takes
 * the width (remembered per user); on small screens the menu starts folded above the screen, and
 * following a link or Escape folds it again.
 */
export function ModuleNav() {
  const modules = useSession((state) => state.modules);
  const userId = useSession(selectUserId);
  const side = useMediaQuery(SIDE_MENU_QUERY);
  const [collapsed, setCollapsed] = useMenuCollapsed(userId);
  const listId = useId();
  const { pathname } = useLocation();
  // Open on the page where it was opened: following one of its links folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = side ? !collapsed : openOn === pathname;
  const setOpen = (value: boolean) => (side ? setCollapsed(!value) : setOpenOn(value ? pathname : null));
  const links = navigableModules(modules ?? []);
  // The current screen's module marks its link (not the URL prefix: /users/historical is not "Usuarios").
  const currentModule = currentHandle(useMatches())?.module ?? null;
  return (
    <nav
      className={`module-nav${open ? ' module-nav--open' : ''}${side && collapsed ? ' module-nav--collapsed' : ''}`}
      aria-label={T.moduleNavLabel}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open && !side) setOpen(false);
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
        <span className="module-nav__toggle-text">{T.moduleNavToggle}</span>
      </button>
      <ul id={listId} className="module-nav__list" hidden={side && collapsed}>
        <li>
          <NavLink className="module-nav__link" to={PATHS.dashboardHome} end>
            {T.moduleNavHome}
          </NavLink>
        </li>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              className="module-nav__link"
              to={link.to}
              aria-current={isCurrent(link, links, currentModule, pathname) ? 'page' : undefined}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
