import type { IdleTimer } from './idle-timer.js';

/** The DOM events that count as user activity for the idle time-out. */
export const IDLE_ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;

/** The part of an `EventTarget` (a window or document) that {@link bindIdleActivity} uses. */
export interface ActivityEventTarget {
  addEventListener(
    type: string,
    listener: () => void,
    options?: { capture?: boolean; passive?: boolean },
  ): void;
  removeEventListener(type: string, listener: () => void, options?: { capture?: boolean }): void;
}

/**
 * Reports every {@link IDLE_ACTIVITY_EVENTS} event on `target` to `timer.activity()`. Listeners
 * are passive (never delay scrolling) and capturing (scroll does not bubble, so scrolling inside a
 * panel still reaches a window listener). Returns a function that removes them; calling it twice
 * is harmless.
 */
export function bindIdleActivity(
  target: ActivityEventTarget,
  timer: Pick<IdleTimer, 'activity'>,
): () => void {
  const listener = (): void => timer.activity();
  for (const type of IDLE_ACTIVITY_EVENTS) {
    target.addEventListener(type, listener, { capture: true, passive: true });
  }
  return () => {
    for (const type of IDLE_ACTIVITY_EVENTS) {
      target.removeEventListener(type, listener, { capture: true });
    }
  };
}
