import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import {
  ALERTS_BELL_TEXTS as T,
  PATHS,
  formatDisplayDateTime,
  type ApiClient,
  type SessionStore,
} from '@sfc/core';
import { linkClick } from '../../features/shared/link-click.js';
import { BASE_STYLES_KEY, baseStyles } from '../../form/shared/base.styles.js';
import { useStyles } from '../../form/shared/use-styles.js';
import { ALERTS_BELL_STYLES_KEY, alertsBellStyles } from './alerts-bell.styles.js';
import {
  createAlertsModel,
  pollIntervalMs,
  type AlertReadDetail,
  type AlertsSnapshot,
} from './alerts-model.js';

export * from './alerts-calls.js';
export * from './alerts-model.js';

/** Default of `historyHref`: the staff area's alerts history (portal-spec §2 `alerts/notifications`). */
export const DEFAULT_ALERTS_HISTORY_HREF = `${PATHS.dashboard}/alerts/notifications`;

/** The bell's style sheets: the shared form base, then its own CSS. */
export const ALERTS_BELL_SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  [ALERTS_BELL_STYLES_KEY, alertsBellStyles],
] as const;

/**
 * The badge shows the exact count: its text must be part of the button's accessible name
 * ("Alertas: 120 sin leer"), which a capped "99+" was not (axe: label-content-name-mismatch).
 */
function badgeText(count: number): string {
  return String(count);
}

/** Where focus goes after the panel changed under it. */
type FocusTarget = { to: 'first' } | { to: 'item'; index: number } | { to: 'history' };

/** The panel's controls in order: the keyboard's arrow keys move through these. */
function panelControls(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>('button, a[href]')] : [];
}

/** Room kept between the open panel and the viewport's edges, in CSS pixels. */
const VIEWPORT_MARGIN = 8;

/**
 * Keeps `panel` inside the viewport's width: no wider than the viewport less its margins, and
 * shifted sideways (CSS `translate`) by what sticks out on either side. A phone's bell sits near
 * the end of a narrow header, where a panel hanging from either of its edges would not fit.
 */
export function clampToViewport(panel: HTMLElement, margin = VIEWPORT_MARGIN): void {
  const viewport = panel.ownerDocument.documentElement.clientWidth;
  panel.style.translate = '';
  panel.style.maxWidth = `${Math.max(0, viewport - 2 * margin)}px`;
  const { left, right } = panel.getBoundingClientRect();
  let shift = 0;
  if (right > viewport - margin) shift = viewport - margin - right;
  if (left + shift < margin) shift = margin - left;
  if (shift !== 0) panel.style.translate = `${Math.round(shift)}px 0`;
}

function BellIcon() {
  return (
    <svg className="sfc-alerts-bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5a1.25 1.25 0 0 1 1.25 1.25v.66A6.25 6.25 0 0 1 18.25 10.5v4.25l1.9 2.3c.2.24.1.7-.3.7H4.15c-.4 0-.5-.46-.3-.7l1.9-2.3V10.5a6.25 6.25 0 0 1 5-6.09v-.66A1.25 1.25 0 0 1 12 2.5Z" />
      <path d="M9.4 19.25h5.2a2.6 2.6 0 0 1-5.2 0Z" />
    </svg>
  );
}

/** Props of {@link AlertsBellView}. */
export interface AlertsBellViewProps {
  snapshot: AlertsSnapshot;
  /** The "Ver todas las alertas" link. */
  historyHref: string;
  /** In-app navigation for the link (the host's router); a plain link when omitted. */
  onNavigate?: (href: string) => void;
  /** The panel opened (the feature loads fresh alerts). */
  onOpen?: () => void;
  /** "Reintentar" after a failed load; no retry button when omitted. */
  onRetry?: () => void;
  onMarkRead?: (id: number) => Promise<boolean>;
  onMarkAllRead?: () => Promise<boolean>;
}

/**
 * What the bell shows for a {@link AlertsSnapshot}: nothing when inactive; otherwise a button
 * named with the unread count ("Alertas: 3 sin leer") with a badge, which discloses a panel
 * rendered next to it (inside the element's shadow root): the newest unread alerts with title,
 * message and date, a "Marcar como leída" button each, "Marcar todas como leídas" and the history
 * link. Escape closes the panel and returns focus to the button; ArrowDown on the button opens it
 * and enters it; arrow keys, Home and End move through its controls, Tab as usual; focus or a
 * click leaving the bell closes it.
 */
export function AlertsBellView({
  snapshot,
  historyHref,
  onNavigate,
  onOpen,
  onRetry,
  onMarkRead,
  onMarkAllRead,
}: AlertsBellViewProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const panelId = useId();
  const titleId = useId();
  useStyles(rootRef, ALERTS_BELL_SHEETS);

  // A press anywhere outside the bell closes the panel (composedPath sees through shadow roots).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // The panel hangs from the bell's end edge (a bell usually ends a header) and is moved sideways
  // by what would stick out of the viewport, on open and when the window changes size.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const place = () => clampToViewport(panel);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  // Focus moves after the render that changed the panel (opening, an alert leaving the list).
  useEffect(() => {
    if (!focusTarget) return;
    const controls = panelControls(panelRef.current);
    const marks = controls.filter((control) => control.dataset.alertId !== undefined);
    const history = controls.find((control) => control.tagName === 'A');
    const target =
      focusTarget.to === 'first'
        ? controls[0]
        : focusTarget.to === 'item'
          ? (marks[Math.min(focusTarget.index, marks.length - 1)] ?? history)
          : history;
    target?.focus();
  }, [focusTarget]);

  if (!snapshot.active) return null;
  const { alerts, count, loading, loadError, actionError, marking } = snapshot;
  const label = count === null ? T.bell : T.bellWithCount(count);

  const show = (focus?: FocusTarget) => {
    if (!open) onOpen?.();
    setOpen(true);
    if (focus) setFocusTarget(focus);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const markOne = async (id: number, index: number) => {
    if (marking || !onMarkRead) return;
    if (await onMarkRead(id)) setFocusTarget({ to: 'item', index });
  };
  const markAll = async () => {
    if (marking || !onMarkAllRead) return;
    if (await onMarkAllRead()) setFocusTarget({ to: 'history' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.target === buttonRef.current) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        show({ to: 'first' });
      }
      return;
    }
    const controls = panelControls(panelRef.current);
    const at = controls.indexOf(event.target as HTMLElement);
    if (!open || at < 0) return;
    const next: Record<string, number> = {
      ArrowDown: (at + 1) % controls.length,
      ArrowUp: (at - 1 + controls.length) % controls.length,
      Home: 0,
      End: controls.length - 1,
    };
    const index = next[event.key];
    if (index === undefined) return;
    event.preventDefault();
    controls[index]?.focus();
  };

  // Tabbing out of the bell closes the panel; a click on the panel's text (no relatedTarget) does not.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Node | null;
    if (open && to && !rootRef.current?.contains(to)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="sfc-form sfc-alerts-bell" part="base" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        part="button"
        className="sfc-alerts-bell__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : show())}
      >
        <BellIcon />
        {count !== null && count > 0 ? (
          <span className="sfc-alerts-bell__badge" part="badge" aria-hidden="true">
            {badgeText(count)}
          </span>
        ) : null}
      </button>
      <div className="sfc-visually-hidden" role="status">
        {snapshot.announcement}
      </div>
      <div
        ref={panelRef}
        id={panelId}
        part="panel"
        className="sfc-alerts-bell__panel"
        role="region"
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        hidden={!open}
      >
        <p id={titleId} className="sfc-alerts-bell__title">
          {T.panelTitle}
        </p>
        <div className="sfc-alerts-bell__body">
          {loading ? <p className="sfc-alerts-bell__note">{T.loading}</p> : null}
          {loadError ? (
            <div className="sfc-alerts-bell__error" role="alert">
              <p>{loadError}</p>
              {onRetry ? (
                <button
                  type="button"
                  className="sfc-button sfc-button--secondary sfc-alerts-bell__small"
                  onClick={onRetry}
                >
                  {T.retry}
                </button>
              ) : null}
            </div>
          ) : null}
          {!loading && !loadError && alerts.length === 0 ? (
            <p className="sfc-alerts-bell__note">{T.empty}</p>
          ) : null}
          {alerts.length > 0 ? (
            <ul className="sfc-alerts-bell__list" aria-labelledby={titleId}>
              {alerts.map((alert, index) => (
                <li key={alert.id} part="item" className="sfc-alerts-bell__item">
                  <p className="sfc-alerts-bell__item-title">{alert.title}</p>
                  <p className="sfc-alerts-bell__item-message">{alert.message}</p>
                  <div className="sfc-alerts-bell__item-meta">
                    <p className="sfc-alerts-bell__item-date">
                      <span className="sfc-visually-hidden">{T.receivedAt} </span>
                      <time dateTime={alert.created_at}>{formatDisplayDateTime(alert.created_at)}</time>
                    </p>
                    <button
                      type="button"
                      part="mark-button"
                      className="sfc-button sfc-button--secondary sfc-alerts-bell__small"
                      data-alert-id={alert.id}
                      aria-label={T.markReadOf(alert.title)}
                      aria-disabled={marking || undefined}
                      onClick={() => void markOne(alert.id, index)}
                    >
                      {T.markRead}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {count !== null && count > alerts.length && alerts.length > 0 ? (
            <p className="sfc-alerts-bell__note sfc-alerts-bell__note--muted">
              {T.showingNewest(alerts.length, count)}
            </p>
          ) : null}
        </div>
        {actionError ? (
          <p className="sfc-alerts-bell__error" role="alert">
            {actionError}
          </p>
        ) : null}
        <div className="sfc-alerts-bell__footer">
          {alerts.length > 0 ? (
            <button
              type="button"
              part="mark-all-button"
              className="sfc-button sfc-button--secondary sfc-alerts-bell__small"
              aria-disabled={marking || undefined}
              onClick={() => void markAll()}
            >
              {marking ? T.marking : T.markAllRead}
            </button>
          ) : null}
          <a
            part="history-link"
            className="sfc-alerts-bell__history"
            href={historyHref}
            onClick={linkClick(historyHref, onNavigate)}
          >
            {T.history}
          </a>
        </div>
      </div>
    </div>
  );
}

/** Props of {@link AlertsBell}. */
export interface AlertsBellProps {
  /** The signed API client (the host's, or the element's shared one). */
  api: ApiClient;
  /** The session store whose `access` and `modules` turn the bell on and off. */
  store: SessionStore;
  /** Seconds between polls, counted from the end of the previous one (default 60, at least 1). */
  interval?: number;
  /** Target of "Ver todas las alertas" (default `/dashboard/alerts/notifications`). */
  historyHref?: string;
  /** In-app navigation for the link (the host's router); a plain link when omitted. */
  onNavigate?: (href: string) => void;
  /** The unread count changed (first answer included; 0 after signing out). */
  onCountChange?: (count: number) => void;
  /** An alert (or all) was marked as read. */
  onRead?: (detail: AlertReadDetail) => void;
}

/**
 * The staff member's alerts bell (portal-spec §2 alerts, §9: new-alerts page size 7, module 28).
 * Shown only while the session has an access token and module 28; then it polls
 * `GET /alerts/new_alerts/?page_size=7` every `interval` seconds, one request at a time, and
 * marks alerts read with `POST /alerts/mark_alert/` (`{id}` or `{all: true}`). Signing in or out
 * anywhere on the page (the shared store) turns it on or off without a reload.
 */
export function AlertsBell({
  api,
  store,
  interval,
  historyHref = DEFAULT_ALERTS_HISTORY_HREF,
  onNavigate,
  onCountChange,
  onRead,
}: AlertsBellProps) {
  const model = useMemo(() => createAlertsModel({ api, store }), [api, store]);
  useLayoutEffect(() => {
    model.configure({ intervalMs: pollIntervalMs(interval), listeners: { onCountChange, onRead } });
  });
  useEffect(() => {
    model.start();
    return () => model.stop();
  }, [model]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  return (
    <AlertsBellView
      snapshot={snapshot}
      historyHref={historyHref}
      onNavigate={onNavigate}
      onOpen={model.refresh}
      onRetry={model.refresh}
      onMarkRead={model.markRead}
      onMarkAllRead={model.markAllRead}
    />
  );
}
