/** Whatever a clock's `setTimeout` returns (a number in browsers, an object in Node). */
export type TimerHandle = unknown;

/**
 * Time and one-shot timers, injected into the browser services so they never touch globals at
 * import time and tests can drive them without waiting.
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

interface TimerGlobals {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * The real clock (`Date.now` and the global timers), read when called, not when imported, so
 * core still imports cleanly where no timers exist.
 */
export function createSystemClock(): Clock {
  const timers = globalThis as unknown as TimerGlobals;
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => timers.setTimeout(callback, ms),
    clearTimeout: (handle) => timers.clearTimeout(handle),
  };
}
