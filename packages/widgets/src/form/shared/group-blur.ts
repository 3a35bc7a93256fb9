import type { FocusEvent } from 'react';

/**
 * Whether a blur inside a group moves focus outside it (not between its own controls), which
 * is when a group's "required" message may appear and its popup may close.
 */
export function focusLeaves(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget as Node | null;
  return !next || !event.currentTarget.contains(next);
}
