import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The outcome of a load for one key; `undefined` while that key is loading. */
export interface KeyedLoad<T> {
  value: T | undefined;
  /** Loads the current key again (after an action changed the data). */
  reload: () => Promise<void>;
}

/**
 * Runs `load` whenever `key` changes and keeps the answer together with its key, so a change of
 * key shows "loading" at once (the stored answer belongs to another key) without setting state
 * inside the effect, and a late answer for an old key is ignored. `key` null loads nothing.
 */
export function useKeyedLoad<T>(key: string | null, load: () => Promise<T>): KeyedLoad<T> {
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  // The latest `load` (a new closure each render); `key` alone says when to load again.
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void loadRef.current().then((value) => {
      if (live) setState({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key]);
  const reload = useCallback(async () => {
    if (key === null) return;
    const value = await loadRef.current();
    setState({ key, value });
  }, [key]);
  return { value: state && state.key === key ? state.value : undefined, reload };
}
