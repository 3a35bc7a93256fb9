import { LIMITS } from '../messages/index.js';
import { PATHS, normalizePath } from '../navigation/paths.js';
import type { Clock, TimerHandle } from './clock.js';

/** What the idle timer needs from its host. */
export interface IdleTimerOptions {
  readonly clock: Clock;
  /** The current path (query and hash allowed). */
  readonly getPath: () => string;
  readonly navigate: (path: string) => void;
  /** Defaults to LIMITS.idleTimeoutMinutes (30 minutes). */
  readonly timeoutMs?: number;
}

/** The session idle time-out of portal-spec §2. */
export interface IdleTimer {
  /** Starts (or restarts) watching, counting idle time from now. */
  start(): void;
  /** Records user activity; ignored while stopped. */
  activity(): void;
  /** Stops watching and cancels the pending timer. */
  stop(): void;
}

/**
 * Sends the user to `/logout` after `timeoutMs` without activity, unless the current path is
 * `/login` (portal-spec §2, §9). The check then starts a new idle period, so the timer keeps
 * watching until `stop()`.
 *
 * `activity()` only records the time: the one pending timer re-checks the real idle time when it
 * fires, so a stream of mousemove events never churns timers, and a tab whose timers were delayed
 * (sleep, background throttling) still logs out as soon as it wakes past the limit.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { clock, getPath, navigate } = options;
  const timeoutMs = options.timeoutMs ?? LIMITS.idleTimeoutMinutes * 60_000;
  let running = false;
  let lastActivity = 0;
  let handle: TimerHandle | undefined;

  const clear = (): void => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  };

  const arm = (delayMs: number): void => {
    handle = clock.setTimeout(check, delayMs);
  };

  function check(): void {
    handle = undefined;
    if (!running) return;
    const idleMs = clock.now() - lastActivity;
    if (idleMs < timeoutMs) {
      arm(timeoutMs - idleMs);
      return;
    }
    lastActivity = clock.now();
    // Re-armed before navigating so a navigate that throws or calls stop() leaves a consistent state.
    arm(timeoutMs);
    if (normalizePath(getPath()) !== PATHS.login) navigate(PATHS.logout);
  }

  return {
    start() {
      clear();
      running = true;
      lastActivity = clock.now();
      arm(timeoutMs);
    },
    activity() {
      if (running) lastActivity = clock.now();
    },
    stop() {
      running = false;
      clear();
    },
  };
}
