import { useRef } from 'react';
import { DRAFT_TEXTS as T, formatDisplayDate } from '@sfc/core';
import { BASE_STYLES_KEY, baseStyles } from '../shared/base.styles.js';
import { useStyles } from '../shared/use-styles.js';
import { draftStatusStyles } from './draft-status.styles.js';
import type { DraftHandle } from './use-draft.js';

const SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-draft-status', draftStatusStyles],
] as const;

const STATUS_TEXT = {
  idle: '',
  saving: T.saving,
  saved: T.saved,
  offline: T.offline,
  failed: T.failed,
  conflict: T.conflict,
} as const;

/** Props of {@link DraftOffer}. */
export interface DraftOfferProps<P> {
  draft: DraftHandle<P>;
  /** Puts the continued draft's values back into the form. */
  onContinue: (payload: P) => void;
}

/** «Continuar el borrador del …» with «Descartar», while a saved draft is on offer. */
export function DraftOffer<P>({ draft, onContinue }: DraftOfferProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  if (!draft.offer) return <div ref={ref} hidden />;
  const date = formatDisplayDate(draft.offer.savedAt);
  return (
    <div ref={ref} className="sfc-form sfc-draft-offer" role="region" aria-label={T.offerLabel}>
      <p>{T.offerLabel}</p>
      <button
        type="button"
        className="sfc-button"
        onClick={() => {
          const payload = draft.accept();
          if (payload !== null) onContinue(payload);
        }}
      >
        {T.resumeOffer(date)}
      </button>
      <button type="button" className="sfc-button sfc-button--secondary" onClick={draft.discard}>
        {T.discard}
      </button>
    </div>
  );
}

/** The draft's status («Guardando…», «Guardado hace un momento», offline…), read out politely. */
export function DraftStatus<P>({ draft }: { draft: DraftHandle<P> }) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const alert = draft.status === 'conflict' || draft.status === 'failed' || draft.status === 'offline';
  return (
    <div ref={ref} className="sfc-form">
      <p
        className={`sfc-draft-status${alert ? ' sfc-draft-status--alert' : ''}`}
        aria-live="polite"
        role="status"
      >
        {STATUS_TEXT[draft.status]}
      </p>
      {draft.status === 'conflict' ? (
        <button type="button" className="sfc-button sfc-button--secondary" onClick={draft.keepMine}>
          {T.keepMine}
        </button>
      ) : null}
    </div>
  );
}
