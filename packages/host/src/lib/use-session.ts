import { useSyncExternalStore } from 'react';
import type { SessionState } from '@sfc/core';
import { useServices } from './services.js';

/**
 * A value read from the shared session store, re-rendering when it changes. The selector must
 * return a primitive or a reference the store keeps (e.g. `state.user`), never a new object.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const { store } = useServices();
  const read = () => selector(store.getState());
  // The same read serves the build's prerender, whose store is an anonymous visitor's.
  return useSyncExternalStore(store.subscribe, read, read);
}
