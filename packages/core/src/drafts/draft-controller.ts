import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiResult } from '../api/api-result.js';
import { DRAFT_LIMITS } from '../messages/draft-texts.js';
import { createSystemClock, type Clock, type TimerHandle } from '../services/clock.js';
import type { DraftLocalStore, LocalDraft } from './draft-local.js';
import { markUnsaved } from './unsaved-drafts.js';

/**
 * - `idle`: nothing typed yet; `saving`: a save is on its way; `saved`: the server holds the latest;
 * - `offline`: no connection, kept in the browser and sent on reconnecting;
 * - `failed`: the server refused (kept in the browser, tried again); `conflict`: another tab or
 *   device saved a newer version.
 */
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'failed' | 'conflict';

/** A saved draft offered back to the user. */
export interface DraftOffer<P> {
  payload: P;
  /** When it was last typed (ISO). */
  savedAt: string;
}

/** What a form shows about its draft. */
export interface DraftState<P> {
  status: DraftStatus;
  /** Typed changes the server does not hold yet. */
  unsaved: boolean;
  /** A draft found on opening the form, until continued or discarded. */
  offer: DraftOffer<P> | null;
}

/** A draft as the server answers it (`/api/drafts/`). */
export interface ServerDraft<P> {
  id: number;
  form: string;
  object_id: string | null;
  payload: P;
  version: number;
  updated_at: string;
}

/** The calls the controller makes (the portal's signed API client fits). */
export interface DraftApi {
  get<T>(path: string): Promise<ApiResult<T>>;
  put<T>(path: string, body?: unknown): Promise<ApiResult<T>>;
  delete<T>(path: string): Promise<ApiResult<T>>;
}

/** Whether the browser is online, and news of changes. */
export interface Connectivity {
  online(): boolean;
  subscribe(onChange: () => void): () => void;
}

/** Options of {@link createDraftController}. */
export interface DraftControllerOptions {
  api: DraftApi;
  local: DraftLocalStore;
  /** Form kind, e.g. `complaint`, `annual-report-step-2`. */
  form: string;
  /** The object the form is about (a report, a complaint), if any. */
  objectId?: string | null;
  /** Whose draft: the signed-in user's id (keeps one browser's users apart). */
  owner: string;
  connectivity?: Connectivity;
  /** Quiet time after the last change before a save (default {@link DRAFT_LIMITS.saveAfterMs}). */
  saveAfterMs?: number;
  /** Wait before trying a failed save again. */
  retryAfterMs?: number;
  /** Time and timers (default: the system's). */
  clock?: Clock;
}

/** A form's draft: kept in the browser at once, on the server a moment after typing stops. */
export interface DraftController<P> {
  readonly store: StoreApi<DraftState<P>>;
  /** Looks for a draft to offer (the browser's unsent one, else the server's). */
  start(): Promise<void>;
  /** The form changed: keep it, and save it once typing stops. */
  change(payload: P): void;
  /** Save now (a field was left). */
  flush(): Promise<void>;
  /** Continue the offered draft: returns its payload. */
  accept(): P | null;
  /** Throw the offered (or current) draft away, here and on the server. */
  discard(): Promise<void>;
  /** The form was submitted: the draft is deleted. */
  submitted(): Promise<void>;
  /** In a conflict, keep this tab's text over the other version. */
  keepMine(): Promise<void>;
  dispose(): void;
}

interface BrowserGlobals {
  navigator?: { onLine?: boolean };
  addEventListener?(type: string, listener: () => void): void;
  removeEventListener?(type: string, listener: () => void): void;
}

/** The browser's own online state and events (always online where there is no `navigator`). */
export function browserConnectivity(): Connectivity {
  const g = globalThis as unknown as BrowserGlobals;
  const target = typeof g.addEventListener === 'function' ? g : null;
  return {
    online: () => g.navigator?.onLine !== false,
    subscribe(onChange) {
      target?.addEventListener?.('online', onChange);
      target?.addEventListener?.('offline', onChange);
      return () => {
        target?.removeEventListener?.('online', onChange);
        target?.removeEventListener?.('offline', onChange);
      };
    },
  };
}

let nextId = 0;

/**
 * The draft of one form (ADR 0041). Every change is written to the browser's store at once; a
 * save to the server follows {@link DRAFT_LIMITS.saveAfterMs} after the last change, or at once on
 * {@link DraftController.flush}. Offline, saves wait for the connection. Each save names the
 * version it continues, so another tab's newer draft is never silently replaced (`conflict`).
 */
export function createDraftController<P>(options: DraftControllerOptions): DraftController<P> {
  const { api, local, form } = options;
  const objectId = options.objectId ?? null;
  const connectivity = options.connectivity ?? browserConnectivity();
  const saveAfterMs = options.saveAfterMs ?? DRAFT_LIMITS.saveAfterMs;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const clock = options.clock ?? createSystemClock();
  const key = `${options.owner}:${form}:${objectId ?? ''}`;
  const guardId = `draft-${++nextId}`;
  const query = `/drafts/?form=${encodeURIComponent(form)}${objectId ? `&object_id=${encodeURIComponent(objectId)}` : ''}`;

  const store = createStore<DraftState<P>>(() => ({ status: 'idle', unsaved: false, offer: null }));
  let current: LocalDraft<P> | null = null;
  let offered: LocalDraft<P> | null = null;
  let timer: TimerHandle | undefined;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let disposed = false;
  let conflictVersion: number | null = null;

  const setUnsaved = (unsaved: boolean) => {
    store.setState({ unsaved });
    markUnsaved(guardId, unsaved && !disposed);
  };

  const schedule = (ms: number) => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => void save(), ms);
  };

  async function save(): Promise<void> {
    if (timer !== undefined) clock.clearTimeout(timer);
    if (disposed || !current || current.synced) return;
    if (store.getState().status === 'conflict') return;
    if (inFlight) {
      again = true;
      return inFlight;
    }
    if (!connectivity.online()) {
      store.setState({ status: 'offline' });
      return;
    }
    const sent = current;
    store.setState({ status: 'saving' });
    inFlight = (async () => {
      const result = await api.put<ServerDraft<P>>('/drafts/', {
        form,
        object_id: objectId,
        payload: sent.payload,
        ...(sent.version !== null ? { version: sent.version } : {}),
      });
      if (disposed) return;
      if (result.ok) {
        const same = current === sent;
        current = {
          ...(current ?? sent),
          serverId: result.data.id,
          version: result.data.version,
          synced: same,
        };
        await local.write(key, current);
        store.setState({ status: 'saved' });
        if (same) setUnsaved(false);
        else again = true;
        return;
      }
      if (result.status === 409) {
        const theirs = (result.data as { current?: ServerDraft<P> | null } | undefined)?.current ?? null;
        if (!theirs) {
          // The draft was deleted meanwhile (submitted elsewhere): this text starts a new one.
          current = { ...(current ?? sent), serverId: null, version: null };
          again = true;
          return;
        }
        conflictVersion = theirs.version;
        store.setState({ status: 'conflict' });
        return;
      }
      store.setState({ status: result.reason === 'network-error' ? 'offline' : 'failed' });
      schedule(retryAfterMs);
    })();
    try {
      await inFlight;
    } finally {
      inFlight = null;
    }
    if (again) {
      again = false;
      await save();
    }
  }

  const unsubscribe = connectivity.subscribe(() => {
    if (connectivity.online()) void save();
    else if (current && !current.synced) store.setState({ status: 'offline' });
  });

  async function remove(): Promise<void> {
    if (timer !== undefined) clock.clearTimeout(timer);
    const ids = new Set<number>();
    for (const d of [current, offered]) if (d?.serverId) ids.add(d.serverId);
    current = null;
    offered = null;
    setUnsaved(false);
    store.setState({ status: 'idle', offer: null });
    await local.remove(key);
    if (ids.size === 0 && connectivity.online()) {
      // A draft saved from another device this tab never read.
      const found = await api.get<{ results: ServerDraft<P>[] }>(query);
      if (found.ok) for (const d of found.data.results) ids.add(d.id);
    }
    for (const id of ids) await api.delete(`/drafts/${id}/`);
  }

  return {
    store,
    async start() {
      const [mine, remote] = await Promise.all([
        local.read<P>(key),
        api.get<{ results: ServerDraft<P>[] }>(query),
      ]);
      const server = remote.ok ? (remote.data.results[0] ?? null) : null;
      const fromServer: LocalDraft<P> | null = server
        ? {
            payload: server.payload,
            savedAt: server.updated_at,
            serverId: server.id,
            version: server.version,
            synced: true,
          }
        : null;
      // The browser's copy wins while it holds text the server never got, and is not older.
      const useLocal =
        mine && (!fromServer || (!mine.synced && Date.parse(mine.savedAt) >= Date.parse(fromServer.savedAt)));
      const pick = useLocal
        ? {
            ...mine,
            ...(fromServer
              ? { serverId: fromServer.serverId, version: mine.version ?? fromServer.version }
              : {}),
          }
        : fromServer;
      if (disposed || !pick || current) return;
      offered = pick;
      store.setState({ offer: { payload: pick.payload, savedAt: pick.savedAt } });
    },
    change(payload) {
      const base = current ?? offered;
      current = {
        payload,
        savedAt: new Date(clock.now()).toISOString(),
        serverId: base?.serverId ?? null,
        version: base?.version ?? null,
        synced: false,
      };
      if (store.getState().offer) {
        // Typing over an offered draft continues it (same server draft and version).
        offered = null;
        store.setState({ offer: null });
      }
      setUnsaved(true);
      void local.write(key, current);
      if (!connectivity.online()) store.setState({ status: 'offline' });
      else if (store.getState().status !== 'conflict') schedule(saveAfterMs);
    },
    flush: () => save(),
    accept() {
      if (!offered) return null;
      current = offered;
      offered = null;
      store.setState({ offer: null, status: current.synced ? 'saved' : store.getState().status });
      if (!current.synced) {
        setUnsaved(true);
        schedule(0);
      }
      return current.payload;
    },
    discard: remove,
    submitted: remove,
    async keepMine() {
      if (!current || conflictVersion === null) return;
      current = { ...current, version: conflictVersion, synced: false };
      conflictVersion = null;
      store.setState({ status: 'idle' });
      await save();
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clock.clearTimeout(timer);
      unsubscribe();
      markUnsaved(guardId, false);
    },
  };
}
