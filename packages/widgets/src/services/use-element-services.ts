import { useEffect, useState, useSyncExternalStore } from 'react';
import { MESSAGES, type SessionState, type SessionStore } from '@sfc/core';
import { elementServices, type ElementServices } from './element-services.js';

/** Loading state of {@link useElementServices}. */
export type ServicesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; services: ElementServices };

/**
 * The shared services for an element's `api-base`; re-resolved when the attribute changes.
 * On failure the state carries the catalogue's generic message (§8).
 */
export function useElementServices(apiBase: string | undefined): ServicesState {
  // Each answer is kept with the `api-base` it is for: after a change, the old one reads as loading.
  const [answer, setAnswer] = useState<{ apiBase: string | undefined; state: ServicesState } | null>(null);
  useEffect(() => {
    let live = true;
    elementServices(apiBase).then(
      (services) => live && setAnswer({ apiBase, state: { status: 'ready', services } }),
      () => live && setAnswer({ apiBase, state: { status: 'error', message: MESSAGES.genericError } }),
    );
    return () => {
      live = false;
    };
  }, [apiBase]);
  return answer && answer.apiBase === apiBase ? answer.state : { status: 'loading' };
}

/**
 * A value of the shared session store, re-rendering on change (sign-in through another element
 * included). The selector must return a primitive or a reference the store keeps.
 */
export function useStoreValue<T>(store: SessionStore, selector: (state: SessionState) => T): T {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
