import { PORTAL_TEXTS as T } from '@sfc/core';

/** The footer: placeholder contact details (clearly marked as such) and the GOV.CO band. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__main">
        <div className="layout-inner">
          <p className="site-footer__heading">{T.authorityName}</p>
          <p className="site-footer__note">{T.footerDemoNote}</p>
          <address aria-label={T.footerLabel}>
            <ul>
              <li>{T.footerAddress}</li>
              <li>{T.footerPhone}</li>
              <li>{T.footerEmail}</li>
              <li>{T.footerHours}</li>
            </ul>
          </address>
        </div>
      </div>
      <div className="site-footer__govco">
        <div className="layout-inner">
          <span className="site-footer__govco-logo">{T.govCoLogo}</span>
          <span>{T.footerCopyright}</span>
        </div>
      </div>
    </footer>
  );
}
