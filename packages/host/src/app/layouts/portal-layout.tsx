import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { PORTAL_TEXTS as T } from '@sfc/core';
import { useIdleLogout } from '../hooks/use-idle-logout.js';
import { useLeaveGuard } from '../hooks/use-leave-guard.js';
import { useDocumentTitle, useFocusOnNavigation } from '../hooks/use-page-meta.js';
import { useVersionNotice } from '../hooks/use-version-notice.js';
import { Breadcrumbs } from './breadcrumbs.js';
import { releaseEarlySubmit } from './early-submit.js';
import { GovCoBar } from './gov-co-bar.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';
import { VersionNoticeRegion } from './version-notice.js';

/**
 * The page frame of every screen, in the style of Colombian government sites: skip link, GOV.CO
 * band, the authority's header with the accessibility bar and menu, breadcrumbs, the screen, and
 * the footer. Also runs the idle time-out and the version poller, and keeps title and focus right.
 */
export function PortalLayout() {
  useIdleLogout();
  useLeaveGuard();
  useDocumentTitle();
  useFocusOnNavigation();
  // After hydration: a submit made on the prerendered page before it is sent now.
  useEffect(releaseEarlySubmit, []);
  const { notice, dismiss } = useVersionNotice();
  const loading = useNavigation().state === 'loading';
  return (
    <>
      <a className="skip-link" href="#main-content">
        {T.skipLink}
      </a>
      <GovCoBar />
      <SiteHeader />
      <VersionNoticeRegion notice={notice} onDismiss={dismiss} />
      <div className={`route-progress${loading ? ' route-progress--active' : ''}`} aria-hidden="true" />
      <main id="main-content" className="page" tabIndex={-1}>
        <div className="layout-inner">
          <Breadcrumbs />
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
