import type { Clock, TimerHandle } from './clock.js';

/** A clock for tests only (not exported from the package): time moves only when `advance` is called. */
export interface TestClock extends Clock {
  /** Moves time forward, running every timer that falls due, in due order, at its due time. */
  advance(ms: number): void;
  /** Number of timers waiting. */
  pending(): number;
}

/** Creates a {@link TestClock} starting at `start` ms. */
export function createTestClock(start = 0): TestClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();

  const due = (limit: number): [number, { at: number; callback: () => void }] | undefined => {
    let found: [number, { at: number; callback: () => void }] | undefined;
    for (const timer of timers) {
      if (timer[1].at <= limit && (found === undefined || timer[1].at < found[1].at)) found = timer;
    }
    return found;
  };

  return {
    now: () => now,
    setTimeout(callback: () => void, ms: number): TimerHandle {
      const id = nextId;
      nextId += 1;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle: TimerHandle) {
      timers.delete(handle as number);
    },
    advance(ms: number) {
      const end = now + ms;
      for (let next = due(end); next !== undefined; next = due(end)) {
        timers.delete(next[0]);
        now = next[1].at;
        next[1].callback();
      }
      now = end;
    },
    pending: () => timers.size,
  };
}
