import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** What the browser keeps of a draft between saves and while offline. */
export interface LocalDraft<P = unknown> {
  payload: P;
  /** When it was typed (ISO). */
  savedAt: string;
  /** The server's draft it continues, once the server has one. */
  serverId: number | null;
  /** The server version it was based on (sent back on the next save). */
  version: number | null;
  /** Whether the server already holds this payload. */
  synced: boolean;
}

/** Where a form's draft is kept in the browser (IndexedDB in the portal; a Map in tests). */
export interface DraftLocalStore {
  read<P>(key: string): Promise<LocalDraft<P> | undefined>;
  write<P>(key: string, draft: LocalDraft<P>): Promise<void>;
  remove(key: string): Promise<void>;
}

/**
 * The browser's IndexedDB through idb-keyval (database `sfc-drafts`). The database is opened on
 * first use, never at import. Where IndexedDB is missing or refused (private modes), reads find
 * nothing and writes are dropped: the server still keeps the draft.
 */
export function indexedDbDraftStore(): DraftLocalStore {
  let store: UseStore | null | undefined;
  const open = (): UseStore | null => {
    if (store !== undefined) return store;
    try {
      const g = globalThis as { indexedDB?: unknown };
      store = g.indexedDB === undefined ? null : createStore('sfc-drafts', 'drafts');
    } catch {
      store = null;
    }
    return store;
  };
  return {
    async read<P>(key: string) {
      const s = open();
      return s ? ((await get<LocalDraft<P>>(key, s).catch(() => undefined)) ?? undefined) : undefined;
    },
    async write(key, draft) {
      const s = open();
      if (s) await set(key, draft, s).catch(() => undefined);
    },
    async remove(key) {
      const s = open();
      if (s) await del(key, s).catch(() => undefined);
    },
  };
}

/** An in-memory store (tests, and where no browser storage exists). */
export function memoryDraftStore(): DraftLocalStore & { entries: Map<string, LocalDraft> } {
  const entries = new Map<string, LocalDraft>();
  return {
    entries,
    async read<P>(key: string) {
      return entries.get(key) as LocalDraft<P> | undefined;
    },
    async write(key, draft) {
      entries.set(key, JSON.parse(JSON.stringify(draft)) as LocalDraft);
    },
    async remove(key) {
      entries.delete(key);
    },
  };
}
