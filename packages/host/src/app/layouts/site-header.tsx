import { Link, NavLink, useNavigate } from 'react-router';
import { AlertsBell } from '@sfc/widgets/elements/alerts-bell/alerts-bell.js';
import { useServices } from '../../lib/services.js';
import { PATHS, PORTAL_TEXTS as T, selectIsAuthenticated, selectIsStaff } from '@sfc/core';
import { useSession } from '../../lib/use-session.js';
import { homePathFor } from './home-path.js';

/** Links of the main menu for who is browsing. */
function useMenu(): Array<{ to: string; label: string }> {
  const authenticated = useSession(selectIsAuthenticated);
  const staff = useSession(selectIsStaff);
  if (!authenticated) {
    return [
      { to: '/login', label: T.navSignIn },
      { to: '/signup', label: T.navSignUp },
      { to: '/technical-support', label: T.navSupport },
    ];
  }
  return [
    staff
      ? { to: PATHS.dashboardHome, label: T.navDashboardHome }
      : { to: `${PATHS.customer}/home`, label: T.navCustomerHome },
    { to: PATHS.profile, label: T.navProfile },
    { to: PATHS.logout, label: T.navSignOut },
  ];
}

/**
 * The authority's header: the accessibility bar's strip, the neutral "SFC" logo and name, the
 * alerts bell (only staff whose role has module 28 see it: the same feature as `sfc-alerts-bell`),
 * and the main menu.
 */
export function SiteHeader() {
  const menu = useMenu();
  const { api, store } = useServices();
  const navigate = useNavigate();
  const home = homePathFor(useSession(selectIsAuthenticated), useSession(selectIsStaff));
  return (
    <header className="site-header">
      <div className="a11y-strip">
        <div className="layout-inner a11y-strip__inner">
          <sfc-accessibility-bar className="a11y-strip__bar"></sfc-accessibility-bar>
        </div>
      </div>
      <div className="layout-inner site-header__top">
        <Link className="brand" to={home}>
          <span className="brand__logo" aria-hidden="true">
            {T.authorityLogo}
          </span>
          <span className="brand__text">
            <span className="brand__authority">{T.authorityName}</span>
            <span className="brand__site">{T.siteName}</span>
          </span>
        </Link>
        <AlertsBell api={api} store={store} onNavigate={(href) => void navigate(href)} />
      </div>
      <nav className="main-nav" aria-label={T.mainNavLabel}>
        <ul className="layout-inner main-nav__list">
          {menu.map((item) => (
            <li key={item.to}>
              <NavLink className="main-nav__link" to={item.to}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
