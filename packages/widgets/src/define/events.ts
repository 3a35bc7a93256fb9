import type { ReportKind } from '../elements/report-viewer/report-catalog.js';

/** `detail` of `sfc-contrast-change`. */
export interface ContrastChangeDetail {
  /** Whether high contrast is now on. */
  highContrast: boolean;
}

/** `detail` of `sfc-font-size-change`. */
export interface FontSizeChangeDetail {
  /** The document root's new font size, in CSS pixels. */
  fontSizePx: number;
}

/**
 * Every event an `sfc-*` element fires, by name, with its typed `detail`; declared once here
 * and merged into `GlobalEventHandlersEventMap`, so
 * `el.addEventListener('sfc-font-size-change', (e) => e.detail.fontSizePx)` is typed everywhere.
 *
 * An element's own events go here too (one line each). A module that cannot edit this file
 * may instead augment it:
 * `declare module '…/define/events.js' { interface SfcEventMap { 'sfc-x': CustomEvent<X> } }`.
 */
export interface SfcEventMap {
  'sfc-contrast-change': CustomEvent<ContrastChangeDetail>;
  'sfc-font-size-change': CustomEvent<FontSizeChangeDetail>;
  'sfc-alerts-change': CustomEvent<AlertsChangeDetail>;
  'sfc-alert-read': CustomEvent<AlertReadEventDetail>;
  'sfc-report-load': CustomEvent<ReportLoadDetail>;
  'sfc-report-export': CustomEvent<ReportExportDetail>;
  'sfc-signed-in': CustomEvent<SignedInDetail>;
  'sfc-signed-out': CustomEvent<SignedOutDetail>;
  'sfc-complaint-filed': CustomEvent<ComplaintFiledDetail>;
  'sfc-complaint-open': CustomEvent<ComplaintOpenDetail>;
}

declare global {
  // Merging is the point: listeners on any element or the document see the typed events.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends SfcEventMap {}
}

/** Names of the events in {@link SfcEventMap}; only `sfc-` prefixed names qualify. */
export type SfcEventName = Extract<keyof SfcEventMap, `sfc-${string}`>;

/** The `detail` type of event `K`. */
export type SfcEventDetail<K extends SfcEventName> = SfcEventMap[K] extends CustomEvent<infer D> ? D : never;

/**
 * Dispatches `type` on `host` as a `CustomEvent` that bubbles and is `composed`, so it crosses
 * shadow roots and reaches listeners on the page (`document.addEventListener(...)` works).
 * Returns `false` when a listener called `preventDefault()` on a `cancelable` event.
 */
export function emit<K extends SfcEventName>(
  host: EventTarget,
  type: K,
  detail: SfcEventDetail<K>,
  options: { cancelable?: boolean } = {},
): boolean {
  return host.dispatchEvent(
    new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}

/** `detail` of `sfc-alerts-change`: the alerts bell's unread count changed. */
export interface AlertsChangeDetail {
  /** Unread alerts in all (0 after signing out). */
  count: number;
}

/** `detail` of `sfc-alert-read`: one alert (`id`) or all of them (`all`) marked as read. */
export type AlertReadEventDetail =
  { id: number; all: false; count: number } | { id: null; all: true; count: number };

/** `detail` of `sfc-report-load`: `sfc-report-viewer` shows a report. */
export interface ReportLoadDetail {
  /** Which report (the element's `report`). */
  report: ReportKind;
  /** Rows in the table (0: the period has no data). */
  rows: number;
  /** The report's `total`, as the server counts it. */
  total: number;
  /** The period shown, YYYY-MM-DD. */
  fechaInicio: string;
  fechaFin: string;
}

/** `detail` of `sfc-report-export`: `sfc-report-viewer` handed an export file to the browser. */
export interface ReportExportDetail {
  report: ReportKind;
  /** The file's format (core's EXPORT_FORMATS). */
  format: 'xlsx' | 'xls' | 'csv';
  /** The file name, with its extension. */
  fileName: string;
  rows: number;
}

/** `detail` of `sfc-signed-in`: a user signed in through an element (the session is shared). */
export interface SignedInDetail {
  /** The signed-in user's id (the access token's `user_id`). */
  userId: number | string | null;
}

/** `detail` of `sfc-signed-out`: the session was closed through an element's "Cerrar sesión". */
export interface SignedOutDetail {
  /** The id of the user whose session was closed. */
  userId: number | string | null;
}

/** `detail` of `sfc-complaint-filed`: the server accepted a complaint (`POST /queja/`). */
export interface ComplaintFiledDetail {
  /** The complaint's id. */
  id: number;
  /** The complaint's code (`codigo_queja`), the one the consumer quotes. */
  codigoQueja: string;
}

/** `detail` of `sfc-complaint-open`: a complaint's detail was opened inside the tracking element. */
export interface ComplaintOpenDetail {
  /** The complaint's id. */
  id: number;
}
