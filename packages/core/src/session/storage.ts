import type { StateStorage } from 'zustand/middleware';

/** The subset of the Web Storage API (`window.sessionStorage`) the session store uses. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * An in-memory `StateStorage` for Node, tests and server rendering, where there is no
 * session storage; it lives as long as the returned object.
 */
export function memoryStorage(): StateStorage & { readonly size: number } {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Adapts the browser's session storage, passed in by the caller (`browserSessionStorage(window.sessionStorage)`),
 * so this module never touches DOM globals itself. Storage errors (quota, disabled storage in
 * private mode) are swallowed: losing persistence must not break the page.
 */
export function browserSessionStorage(storage: WebStorageLike): StateStorage {
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Persistence is best effort; the in-memory state stays correct.
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}
