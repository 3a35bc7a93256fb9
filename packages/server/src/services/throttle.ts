import type { Db } from '../db/driver.js';

/** A fixed-window limit: at most `limit` hits per `windowSeconds`. */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

/** The state of one counter after a check or a hit. */
export interface ThrottleState {
  /** False when the limit is reached: the caller answers 429. */
  allowed: boolean;
  hits: number;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

interface CounterRow {
  hits: number;
  elapsed: number;
}

function stateOf(row: CounterRow | undefined, rule: ThrottleRule, afterHit: boolean): ThrottleState {
  if (!row) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  const expired = row.elapsed >= rule.windowSeconds;
  const hits = expired && !afterHit ? 0 : row.hits;
  const allowed = afterHit ? hits <= rule.limit : hits < rule.limit;
  return {
    allowed,
    hits,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(rule.windowSeconds - row.elapsed)),
  };
}

/**
 * Counts one hit on `key` and says whether it is within the limit. The counter lives in the
 * database (one atomic upsert), so every node of a deployment sees the same count.
 */
export async function hitThrottle(db: Db, key: string, rule: ThrottleRule): Promise<ThrottleState> {
  const { rows } = await db.query<CounterRow>(
    `INSERT INTO throttle_counters AS t (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN t.window_start <= now() - make_interval(secs => $2::double precision) THEN 1 ELSE t.hits + 1 END,
       window_start = CASE WHEN t.window_start <= now() - make_interval(secs => $2::double precision) THEN now() ELSE t.window_start END
     RETURNING hits, extract(epoch FROM now() - window_start)::double precision AS elapsed`,
    [key, rule.windowSeconds],
  );
  return stateOf(rows[0], rule, true);
}

/** Reads `key` without counting: is another attempt allowed now? */
export async function peekThrottle(db: Db, key: string, rule: ThrottleRule): Promise<ThrottleState> {
  const { rows } = await db.query<CounterRow>(
    `SELECT hits, extract(epoch FROM now() - window_start)::double precision AS elapsed
     FROM throttle_counters WHERE key = $1`,
    [key],
  );
  return stateOf(rows[0], rule, false);
}

/** Forgets `key` (a successful sign-in clears the account's failure count). */
export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM throttle_counters WHERE key = $1', [key]);
}

/** Gives back one hit on `key` (an attempt that was counted but turned out not to be a failure). */
export async function releaseThrottle(db: Db, key: string): Promise<void> {
  await db.query('UPDATE throttle_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0', [key]);
}

/** One counter of a {@link reserveAttempt}: its key and its limit. */
export interface ThrottleCounter {
  key: string;
  rule: ThrottleRule;
}

/** An attempt counted on its counters before it is tried. */
export interface AttemptReservation {
  /** False when a counter is over its limit: the attempt must not be tried (429). */
  allowed: boolean;
  /** Seconds until the refusing counter's window resets (0 when allowed). */
  retryAfterSeconds: number;
  /** The key of the counter that refused the attempt. */
  refusedKey?: string;
  /** Gives the counts back: the attempt succeeded or was never tried. Only the first call counts. */
  release(): Promise<void>;
}

/**
 * Counts an attempt on every counter BEFORE it is tried, each with one atomic upsert, so that of
 * any number of simultaneous attempts (on any node) at most `limit` are ever tried: the counter
 * is the reservation. A refused attempt gives its counts back at once (it was never tried); a
 * tried one keeps them when it fails and gives them back with `release` when it succeeds.
 */
export async function reserveAttempt(
  db: Db,
  counters: readonly ThrottleCounter[],
): Promise<AttemptReservation> {
  const counted: string[] = [];
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    for (const key of counted) await releaseThrottle(db, key);
  };
  for (const { key, rule } of counters) {
    const state = await hitThrottle(db, key, rule);
    counted.push(key);
    if (!state.allowed) {
      await release();
      return { allowed: false, retryAfterSeconds: state.retryAfterSeconds, refusedKey: key, release };
    }
  }
  return { allowed: true, retryAfterSeconds: 0, release };
}
