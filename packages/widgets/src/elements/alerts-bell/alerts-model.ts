import {
  ALERTS_BELL_TEXTS as T,
  LIMITS,
  selectUserId,
  type ApiClient,
  type SessionData,
  type SessionStore,
} from '@sfc/core';
import type { AlertReadEventDetail } from '../../define/events.js';
import { fetchNewAlerts, markAlerts, type Alert } from './alerts-calls.js';
import { startSerialPoller, type SerialPoller } from './serial-poller.js';

/** Default of the bell's `interval`, in seconds. */
export const DEFAULT_ALERTS_INTERVAL_SECONDS = 60;
/** The shortest poll interval honoured, in seconds: smaller values (0, negatives) would hammer the server. */
export const MIN_ALERTS_INTERVAL_SECONDS = 1;

/** The poll interval in milliseconds for an `interval` attribute in seconds (default 60 s, at least 1 s). */
export function pollIntervalMs(seconds: number | null | undefined): number {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0)
    return DEFAULT_ALERTS_INTERVAL_SECONDS * 1000;
  return Math.max(MIN_ALERTS_INTERVAL_SECONDS, seconds) * 1000;
}

/**
 * Whether the session may see alerts (portal-spec §3, §9): someone is signed in and the modules of
 * their role include module 28. The bell only reads `modules`: whoever signs the user in (the
 * portal's router guard, or a page's sign-in) loads them.
 */
export function selectAlertsEnabled(state: SessionData): boolean {
  return (
    Boolean(state.access) &&
    Array.isArray(state.modules) &&
    state.modules.some((module) => Number(module.id) === LIMITS.alertsModuleId)
  );
}

/** Which alert (or all) was marked as read and the unread count left: the `sfc-alert-read` detail. */
export type AlertReadDetail = AlertReadEventDetail;

/** What the bell shows; a new object on every change (for useSyncExternalStore). */
export interface AlertsSnapshot {
  /** Signed in with module 28: the bell is shown and polls. */
  active: boolean;
  /** No answer yet since the bell turned on. */
  loading: boolean;
  /** The newest unread alerts (at most 7). */
  alerts: readonly Alert[];
  /** Unread alerts in all; `null` until the first answer. */
  count: number | null;
  /** The last load failed (catalogue text); the last good list stays shown. */
  loadError: string | null;
  /** The last mark failed (catalogue text). */
  actionError: string | null;
  /** A mark is being sent. */
  marking: boolean;
  /** Text for the polite live region; only changes when something worth saying happened. */
  announcement: string;
}

/** The snapshot of a bell that is off (nobody signed in, or no module 28). */
export const ALERTS_OFF: AlertsSnapshot = {
  active: false,
  loading: false,
  alerts: [],
  count: null,
  loadError: null,
  actionError: null,
  marking: false,
  announcement: '',
};

/** Notifications the model sends out (the element turns them into `sfc-*` events). */
export interface AlertsListeners {
  /** The unread count changed (first answer included); 0 when the bell turns off after a count. */
  onCountChange?: (count: number) => void;
  /** An alert, or all of them, was marked as read. */
  onRead?: (detail: AlertReadDetail) => void;
}

/** Options of {@link createAlertsModel}. */
export interface AlertsModelOptions {
  api: ApiClient;
  store: SessionStore;
}

/** What {@link AlertsModel.configure} changes while the model runs. */
export interface AlertsModelSettings {
  /** Poll interval in milliseconds; applies from the next wait. Default 60 s. */
  intervalMs?: number;
  listeners?: AlertsListeners;
}

/** One bell's data, polling and actions, outside React. */
export interface AlertsModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AlertsSnapshot;
  /** Sets the interval and listeners (the latest ones are used; nothing restarts). */
  configure(settings: AlertsModelSettings): void;
  /** Follows the session store (on, off, another user) and polls while on. Restartable. */
  start(): void;
  /** Stops following the store and polling; no timer or request is left behind. */
  stop(): void;
  /** Loads now (e.g. when the panel opens), unless a load is already on its way. */
  refresh(): void;
  /** Marks one alert as read; resolves to whether the server accepted it. */
  markRead(id: number): Promise<boolean>;
  /** Marks every unread alert as read; resolves to whether the server accepted it. */
  markAllRead(): Promise<boolean>;
}

/**
 * The alerts bell's model: while the shared session has module 28 it polls
 * `/alerts/new_alerts/` through a {@link startSerialPoller} (one request in flight at most),
 * and it sends the marks through the same lane, so an answer never overwrites a newer one. It
 * also mirrors the newest alerts and the count into the session's `notifications` (portal-spec §3).
 */
export function createAlertsModel({ api, store }: AlertsModelOptions): AlertsModel {
  let intervalMs = DEFAULT_ALERTS_INTERVAL_SECONDS * 1000;
  let listeners: AlertsListeners = {};
  // A session that has the module shows the bell (loading) from the first render, before
  // `start` runs after mount: the bell then holds its place in the header from the first paint
  // instead of arriving a frame later and moving the page (a layout shift on every staff screen).
  let snapshot: AlertsSnapshot = selectAlertsEnabled(store.getState())
    ? { ...ALERTS_OFF, active: true, loading: true }
    : ALERTS_OFF;
  const subscribers = new Set<() => void>();
  let poller: SerialPoller | null = null;
  /** Bumped whenever polling stops or restarts: answers of an older generation are dropped. */
  let generation = 0;
  /** Who the running poller polls for: `null` when off, `undefined` before the first sync. */
  let sessionKey: string | null | undefined;
  let unsubscribeStore: (() => void) | null = null;
  let reported: number | null = null;
  let announcements = 0;

  function set(patch: Partial<AlertsSnapshot>): void {
    snapshot = { ...snapshot, ...patch };
    for (const subscriber of subscribers) subscriber();
  }

  // The same text twice in a row is not read again by screen readers: alternate a trailing
  // no-break space so that, e.g., two marks in a row are both announced.
  function announce(text: string): string {
    announcements += 1;
    return announcements % 2 === 0 ? `${text}\u00a0` : text;
  }

  function report(count: number): void {
    if (count === reported) return;
    reported = count;
    listeners.onCountChange?.(count);
  }

  function keep(alerts: readonly Alert[], count: number): void {
    store.getState().setNotifications({ lastNotifications: [...alerts], count });
    report(count);
  }

  function startPolling(): SerialPoller {
    const mine = ++generation;
    return startSerialPoller(
      async (signal) => {
        const result = await fetchNewAlerts(api, signal);
        if (mine !== generation) return;
        if (!result.ok) {
          set({ loading: false, loadError: result.message });
          return;
        }
        const { count, results } = result.data;
        const previous = snapshot.count;
        set({
          loading: false,
          loadError: null,
          alerts: results,
          count,
          announcement:
            previous !== null && count > previous ? announce(T.newAlerts(count)) : snapshot.announcement,
        });
        keep(results, count);
      },
      () => intervalMs,
    );
  }

  function stopPolling(): void {
    generation += 1;
    poller?.stop();
    poller = null;
  }

  function sync(): void {
    const state = store.getState();
    const key = selectAlertsEnabled(state) ? String(selectUserId(state) ?? '') : null;
    if (key === sessionKey) return;
    sessionKey = key;
    stopPolling();
    if (key === null) {
      set(ALERTS_OFF);
      if (reported !== null && reported !== 0) listeners.onCountChange?.(0);
      reported = null;
      return;
    }
    set({ ...ALERTS_OFF, active: true, loading: true });
    poller = startPolling();
  }

  async function mark(which: { id: number } | { all: true }): Promise<boolean> {
    const mine = generation;
    if (!poller) return false;
    const outcome = await poller.perform(async () => {
      set({ marking: true, actionError: null });
      const result = await markAlerts(api, which);
      if (mine !== generation) return false;
      if (!result.ok) {
        set({ marking: false, actionError: result.message });
        return false;
      }
      const { count } = result.data;
      const all = 'all' in which;
      const alerts = all ? [] : snapshot.alerts.filter((alert) => alert.id !== which.id);
      set({
        marking: false,
        alerts,
        count,
        announcement: announce(all ? T.markedAll : T.markedOne),
      });
      keep(alerts, count);
      listeners.onRead?.(all ? { id: null, all: true, count } : { id: which.id, all: false, count });
      return true;
    });
    return outcome === true;
  }

  return {
    subscribe(listener) {
      subscribers.add(listener);
      return () => subscribers.delete(listener);
    },
    getSnapshot: () => snapshot,
    configure(settings) {
      if (settings.intervalMs !== undefined) intervalMs = settings.intervalMs;
      if (settings.listeners) listeners = settings.listeners;
    },
    start() {
      if (unsubscribeStore) return;
      unsubscribeStore = store.subscribe(sync);
      sync();
    },
    stop() {
      unsubscribeStore?.();
      unsubscribeStore = null;
      stopPolling();
      sessionKey = undefined;
    },
    refresh: () => poller?.refresh(),
    markRead: (id) => mark({ id }),
    markAllRead: () => mark({ all: true }),
  };
}
