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
  const [state, setState] = useState<ServicesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    elementServices(apiBase).then(
      (services) => live && setState({ status: 'ready', services }),
      () => live && setState({ status: 'error', message: MESSAGES.genericError }),
    );
    return () => {
      live = false;
    };
  }, [apiBase]);
  return state;
}

/**
 * A value of the shared session store, re-rendering on change (sign-in through another element
 * included). The selector must return a primitive or a reference the store keeps.
 */
export function useStoreValue<T>(store: SessionStore, selector: (state: SessionState) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
