import { LIMITS, MESSAGES } from '../messages/index.js';
import type { Clock, TimerHandle } from './clock.js';

/** What `/vers.json` may hold: the version itself or an object carrying it. */
export type VersionPayload = string | { readonly version: string };

/** The reload prompt of portal-spec §4/§8. */
export interface VersionNotice {
  readonly title: string;
  readonly body: string;
  /** How long the notice stays on screen. */
  readonly durationMs: number;
}

/** What the version poller needs from its host. */
export interface VersionPollerOptions {
  /** Reads the deployed version, normally {@link createVersionFileFetcher} over `fetch`. */
  readonly fetchVersion: () => Promise<VersionPayload>;
  readonly clock: Clock;
  readonly onNewVersion: (notice: VersionNotice) => void;
  /** Defaults to LIMITS.versionCheckSeconds (60 s). */
  readonly intervalMs?: number;
  /** Defaults to LIMITS.versionNoticeSeconds (60 s). */
  readonly noticeDurationMs?: number;
}

/** Detects a new deployment while the page is open. */
export interface VersionPoller {
  /** Checks at once, then every interval. Calling it while running does nothing. */
  start(): void;
  /** Stops polling; a check still in flight is then ignored. */
  stop(): void;
  /**
   * Checks now unless a check is already in flight, in which case it returns that one; resolves
   * when the check is done. Does nothing while stopped.
   */
  checkNow(): Promise<void>;
  /** The version seen first (the one this page runs), once known. */
  readonly currentVersion: string | undefined;
}

function readVersion(payload: unknown): string | undefined {
  const raw =
    typeof payload === 'object' && payload !== null ? (payload as { version?: unknown }).version : payload;
  if (typeof raw !== 'string') return undefined;
  const version = raw.trim();
  return version === '' ? undefined : version;
}

/**
 * Polls the deployed version (`/vers.json`) and asks the user to reload when it differs from the
 * first version seen (portal-spec §4, §8, §9).
 *
 * - One request at a time: a tick that finds a check in flight skips it, so a slow server never
 *   piles requests up.
 * - Failures (rejections, unreadable payloads) are ignored; the next tick tries again.
 * - One notice per new version: moving A → B notifies once for B however often B is seen again;
 *   a later C notifies again. The reference stays the first version, since the page still runs it.
 */
export function createVersionPoller(options: VersionPollerOptions): VersionPoller {
  const { fetchVersion, clock, onNewVersion } = options;
  const intervalMs = options.intervalMs ?? LIMITS.versionCheckSeconds * 1000;
  const durationMs = options.noticeDurationMs ?? LIMITS.versionNoticeSeconds * 1000;
  let running = false;
  let baseline: string | undefined;
  const notified = new Set<string>();
  let inFlight: Promise<void> | undefined;
  let handle: TimerHandle | undefined;

  const handleVersion = (version: string): void => {
    if (baseline === undefined) {
      baseline = version;
      return;
    }
    if (version === baseline || notified.has(version)) return;
    notified.add(version);
    onNewVersion({ title: MESSAGES.newVersionTitle, body: MESSAGES.newVersionBody, durationMs });
  };

  const runCheck = async (): Promise<void> => {
    let payload: unknown;
    try {
      payload = await fetchVersion();
    } catch {
      return;
    }
    if (!running) return;
    const version = readVersion(payload);
    if (version !== undefined) handleVersion(version);
  };

  const checkNow = (): Promise<void> => {
    if (!running) return Promise.resolve();
    if (inFlight === undefined) {
      inFlight = runCheck().finally(() => {
        inFlight = undefined;
      });
    }
    return inFlight;
  };

  const tick = (): void => {
    handle = clock.setTimeout(tick, intervalMs);
    void checkNow();
  };

  return {
    start() {
      if (running) return;
      running = true;
      void checkNow();
      handle = clock.setTimeout(tick, intervalMs);
    },
    stop() {
      running = false;
      if (handle !== undefined) clock.clearTimeout(handle);
      handle = undefined;
    },
    checkNow,
    get currentVersion() {
      return baseline;
    },
  };
}
