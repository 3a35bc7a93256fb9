import type { FocusEvent } from 'react';

/**
 * Calls `leave` when focus moves from inside a group to somewhere outside it (not between
 * its own controls), which is when a group's "required" message may appear.
 */
export function onGroupBlur(leave: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) leave();
  };
}
