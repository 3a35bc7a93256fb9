import { useEffect, useRef } from 'react';

/** A ref for a heading that takes focus when its step appears (multi-step screens). */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
