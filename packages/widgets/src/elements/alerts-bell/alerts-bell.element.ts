import { createElement } from 'react';
import { define } from '../../define/define.js';
import { emit } from '../../define/events.js';
import { reactElement, type ReactElementBaseProps } from '../../define/react-element.js';
import { sharedStore } from '../../services/element-services.js';
import { useElementServices, useStoreValue } from '../../services/use-element-services.js';
import {
  ALERTS_BELL_SHEETS,
  ALERTS_OFF,
  AlertsBell,
  AlertsBellView,
  DEFAULT_ALERTS_HISTORY_HREF,
  selectAlertsEnabled,
} from './alerts-bell.js';

/** Properties of `<sfc-alerts-bell>` (attributes in kebab-case). */
export interface AlertsBellElementProps extends ReactElementBaseProps {
  /** Base URL of the portal's API (default `/api`). */
  apiBase?: string;
  /** Seconds between polls (default 60, at least 1). */
  interval?: number;
  /** Target of "Ver todas las alertas" (default `/dashboard/alerts/notifications`). */
  historyHref?: string;
}

/** The bell with the page's shared store and signed client, its notifications as `sfc-*` events. */
function ConnectedBell({ apiBase, interval, historyHref, container }: AlertsBellElementProps) {
  const services = useElementServices(apiBase);
  const href = historyHref || DEFAULT_ALERTS_HISTORY_HREF;
  if (services.status !== 'ready') {
    // The signing key is still being read (or could not be): the bell shows, loading or failed.
    const snapshot =
      services.status === 'loading'
        ? { ...ALERTS_OFF, active: true, loading: true }
        : { ...ALERTS_OFF, active: true, loadError: services.message };
    return createElement(AlertsBellView, { snapshot, historyHref: href });
  }
  return createElement(AlertsBell, {
    api: services.services.api,
    store: services.services.store,
    interval,
    historyHref: href,
    onCountChange: (count: number) => emit(container.host, 'sfc-alerts-change', { count }),
    onRead: (detail) => emit(container.host, 'sfc-alert-read', detail),
  });
}

/**
 * Renders nothing until the shared session has someone signed in with module 28, so a page
 * served to anonymous visitors and consumers shows no bell and makes no request for it.
 */
function AlertsBellRoot(props: AlertsBellElementProps) {
  const enabled = useStoreValue(sharedStore(), selectAlertsEnabled);
  return enabled ? createElement(ConnectedBell, props) : null;
}

/**
 * A staff member's alerts bell for any page: a button named with the unread count ("Alertas: 3
 * sin leer") and a badge, which opens a panel with the seven newest unread alerts (title,
 * message, "MM/DD/YYYY hh:mm" date), "Marcar como leída" on each, "Marcar todas como leídas" and
 * a "Ver todas las alertas" link. It polls `GET /alerts/new_alerts/?page_size=7` every `interval`
 * seconds, timed from the end of the previous answer, so there is never more than one request in
 * flight and nothing keeps running once the element leaves the page. It uses the page's shared
 * session and signed client for its `api-base`: signing in or out anywhere on the page (another
 * `sfc-*` element or the portal) turns it on or off without a reload.
 *
 * **Off state:** while nobody is signed in, or the user's modules lack module 28 ("Alertas"),
 * the element renders nothing (an empty inline box) and calls nothing: a CMS page can place it
 * in its header for everyone and only staff with alerts ever see it. The bell reads the
 * session's `modules`; the sign-in that creates the session loads them.
 *
 * Keyboard: Enter or Space toggles the panel, ArrowDown opens it and moves into it, arrow keys,
 * Home and End move through its controls (Tab works too), Escape closes it and returns focus to
 * the bell. The panel renders inside the shadow root, under the bell, aligned to its end edge.
 *
 * @summary Campana de alertas nuevas del funcionario (módulo 28).
 * @tag sfc-alerts-bell
 *
 * @attr api-base - Base URL of the portal's API (property `apiBase`); default `/api`.
 * @attr interval - Seconds between polls, counted from the end of the previous answer (property `interval`); default 60, minimum 1.
 * @attr history-href - Target of the "Ver todas las alertas" link (property `historyHref`); default `/dashboard/alerts/notifications`.
 *
 * @prop {string | undefined} apiBase - Base URL of the portal's API.
 * @prop {number | undefined} interval - Seconds between polls.
 * @prop {string | undefined} historyHref - Target of the history link.
 *
 * @fires sfc-alerts-change - The unread count changed, the first answer included (and 0 after signing out); `detail: { count: number }`.
 * @fires sfc-alert-read - Alerts were marked as read; `detail: { id: number, all: false, count }` for one, `{ id: null, all: true, count }` for all (`count`: unread left).
 * @fires sfc-navigate - On `window`, from the shared API client: the session expired (`/login`) or the server is in maintenance; `detail: { path, state? }`.
 *
 * @csspart base - The bell's wrapper (the panel is positioned against it).
 * @csspart button - The bell button.
 * @csspart badge - The unread count on the bell (absent at 0; hidden from assistive technology, the button's name says it).
 * @csspart panel - The panel with the alerts.
 * @csspart item - Each alert of the list.
 * @csspart mark-button - Each alert's "Marcar como leída" button.
 * @csspart mark-all-button - The "Marcar todas como leídas" button.
 * @csspart history-link - The "Ver todas las alertas" link.
 *
 * @cssprop --sfc-alerts-bell-panel-width - Width of the panel (default 24rem, never wider than the viewport).
 * @cssprop --sfc-alerts-bell-panel-max-height - Height after which the alerts scroll (default the smaller of 32rem and 80% of the viewport).
 * @cssprop --sfc-color-primary-dark - Bell colour, badge background, buttons and link.
 * @cssprop --sfc-color-on-primary - Badge text.
 * @cssprop --sfc-color-surface - Panel background and the ring around the badge.
 * @cssprop --sfc-color-surface-alt - Bell background when hovered or open.
 * @cssprop --sfc-color-text - Text.
 * @cssprop --sfc-color-muted - Dates and notes.
 * @cssprop --sfc-color-border - Panel border and separators.
 * @cssprop --sfc-color-error - Error messages.
 * @cssprop --sfc-color-focus - Focus ring colour.
 * @cssprop --sfc-font-family - Font stack.
 */
export class SfcAlertsBell extends reactElement(AlertsBellRoot, {
  props: { apiBase: 'string', interval: 'number', historyHref: 'string' },
  styles: ALERTS_BELL_SHEETS.map(([, css]) => css),
}) {}

declare global {
  interface HTMLElementTagNameMap {
    'sfc-alerts-bell': SfcAlertsBell;
  }
}

define('sfc-alerts-bell', SfcAlertsBell);
