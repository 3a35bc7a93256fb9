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
