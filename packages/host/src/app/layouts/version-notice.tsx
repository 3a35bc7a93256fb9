import { PORTAL_TEXTS as T, type VersionNotice } from '@sfc/core';

/**
 * The "new version" prompt. The live region is always in the page so that the notice is
 * announced when it appears (a region inserted together with its text may be missed).
 */
export function VersionNoticeRegion({
  notice,
  onDismiss,
}: {
  notice: VersionNotice | null;
  onDismiss: () => void;
}) {
  return (
    <div className="version-notice-region" role="status" aria-live="polite">
      {notice ? (
        <div className="version-notice sfc-form">
          <div className="layout-inner version-notice__inner">
            <p>
              <strong>{notice.title}</strong> {notice.body}
            </p>
            <div className="version-notice__actions">
              <button type="button" className="sfc-button" onClick={() => window.location.reload()}>
                {T.reloadPage}
              </button>
              <button type="button" className="sfc-button sfc-button--secondary" onClick={onDismiss}>
                {T.dismissNotice}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
