import { PORTAL_TEXTS as T } from '@sfc/core';

/** The blue GOV.CO band every Colombian government site carries at the very top. */
export function GovCoBar() {
  return (
    <div className="govco-bar">
      <div className="layout-inner">
        <a className="govco-bar__logo" href="https://www.gov.co/">
          {T.govCoLogo}
          <span className="sfc-visually-hidden"> — {T.govCoLinkLabel}</span>
        </a>
      </div>
    </div>
  );
}
