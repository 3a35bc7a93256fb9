import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * State that is controlled when `value` is given and uncontrolled otherwise (starting at
 * `defaultValue`). The setter always calls `onChange`, so a parent that passes `value` sees
 * every change and an uncontrolled use still gets notified.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  // The latest onChange without re-creating the setter each render (parents pass inline arrows).
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, set];
}
