import { MESSAGES, PORTAL_TEXTS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { Notice } from '../notice.js';

/** The first page is on its way. */
export function ListLoading() {
  return (
    <p role="status" className="staff-list__state">
      <span className="staff-list__spinner" aria-hidden="true" />
      {T.listLoading}
    </p>
  );
}

/** The list answered with no rows: with filters, say so; without, say there is nothing yet. */
export function ListEmpty({ filtered }: { filtered: boolean }) {
  return (
    <p role="status" className="staff-list__state">
      {filtered ? T.listEmpty : T.listEmptyUnfiltered}
    </p>
  );
}

/** The list could not be loaded (after retries): the failure's catalogue message and a retry. */
export function ListError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Notice kind="error">
      <p className="notice__title">{T.listError}</p>
      <p>{message ?? MESSAGES.genericError}</p>
      <button type="button" className="sfc-button-link" onClick={onRetry}>
        {PORTAL_TEXTS.retry}
      </button>
    </Notice>
  );
}
