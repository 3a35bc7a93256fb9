import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { AlertsBell } from '@sfc/widgets/elements/alerts-bell/alerts-bell.js';
import { selectAlertsEnabled } from '@sfc/widgets/elements/alerts-bell/alerts-model.js';
import { EntityAlertsBell } from '../../features/entity-alerts/components/entity-alerts-bell.js';
import { useServices } from '../../lib/services.js';
import {
  EV_ALERTS_TEXTS,
  PATHS,
  PORTAL_TEXTS as T,
  SITE_HEADER_TEXTS as H,
  selectIsAuthenticated,
  selectIsStaff,
} from '@sfc/core';
import { useSession } from '../../lib/use-session.js';
import { homePathFor } from './home-path.js';

/** Module 30 "Alertas EV" (the entity alerts' header link). */
const EV_ALERTS_MODULE = 30;

/**
 * Links of the main menu for who is browsing. `phoneOnly`: shown only when the menu folds (small
 * screens), where the header row has no room for the "Alertas EV" link beside the staff bell.
 */
function useMenu(): Array<{ to: string; label: string; phoneOnly?: boolean }> {
  const authenticated = useSession(selectIsAuthenticated);
  const staff = useSession(selectIsStaff);
  const bothBells = useSession(
    (state) =>
      selectAlertsEnabled(state) &&
      (state.modules ?? []).some((module) => Number(module.id) === EV_ALERTS_MODULE),
  );
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
    ...(bothBells
      ? [
          {
            to: `${PATHS.dashboard}/alerts/Notifications_ev`,
            label: EV_ALERTS_TEXTS.menuLink,
            phoneOnly: true,
          },
        ]
      : []),
    { to: PATHS.profile, label: T.navProfile },
    { to: PATHS.logout, label: T.navSignOut },
  ];
}

/**
 * Whether the main menu is open on small screens: closed again on every navigation and by Escape
 * (focus goes back to the button). On wide screens the menu always shows and the button is hidden
 * (portal.css), so the state does not matter there.
 */
function useMenuToggle() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      document.getElementById(MENU_BUTTON_ID)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, toggle: () => setOpen((value) => !value) };
}

const MENU_ID = 'main-nav-list';
const MENU_BUTTON_ID = 'main-nav-toggle';

/**
 * The authority's header: the accessibility bar's strip, the neutral "SFC" logo and name, the
 * alerts bell (only staff whose role has module 28 see it: the same feature as `sfc-alerts-bell`),
 * and the main menu, which on small screens (and at 200 % zoom) folds behind a "Menú" button.
 */
export function SiteHeader() {
  const menu = useMenu();
  const { api, store } = useServices();
  const navigate = useNavigate();
  const home = homePathFor(useSession(selectIsAuthenticated), useSession(selectIsStaff));
  const { open, toggle } = useMenuToggle();
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
        <div className="site-header__tools">
          <AlertsBell api={api} store={store} onNavigate={(href) => void navigate(href)} />
          <EntityAlertsBell />
          <button
            id={MENU_BUTTON_ID}
            type="button"
            className="main-nav__toggle"
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={toggle}
          >
            <span className="main-nav__toggle-icon" aria-hidden="true" />
            {H.menuButton}
          </button>
        </div>
      </div>
      <nav className={`main-nav${open ? ' main-nav--open' : ''}`} aria-label={T.mainNavLabel}>
        <ul id={MENU_ID} className="layout-inner main-nav__list">
          {menu.map((item) => (
            <li key={item.to} className={item.phoneOnly ? 'main-nav__item--phone' : undefined}>
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
