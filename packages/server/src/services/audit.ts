import type { Db } from '../db/driver.js';

/** One authentication event (success or failure) for the audit table. */
export interface AuditEvent {
  /** Short machine name: `login`, `token_refresh`, `token_reuse`, `otp_verify`, ... */
  event: string;
  success: boolean;
  userId?: number | null;
  /** The login name as typed (kept even when no account matched). */
  username?: string | null;
  ip?: string | null;
  /** Context: reason codes, method... Secret-looking keys are dropped before storing. */
  detail?: Record<string, unknown>;
}

const SECRET_KEY = /pass|otp|token|secret|refresh|access|code|signature|authorization|cookie/i;

/** Copies `detail` without any key that could hold a secret (at any depth). */
export function sanitizeDetail(detail: unknown, depth = 0): unknown {
  if (depth > 5 || detail === null || typeof detail !== 'object') return detail;
  if (Array.isArray(detail)) return detail.map((item) => sanitizeDetail(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (SECRET_KEY.test(key)) continue;
    out[key] = sanitizeDetail(value, depth + 1);
  }
  return out;
}

const INSERT = `INSERT INTO audit_events (event, success, user_id, username, ip, detail)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb)`;

// The same row, its transaction (this one statement's) committed without waiting for the WAL's
// flush: set_config(…, true) lasts until that transaction ends, after its commit record (ADR 0049).
const INSERT_NO_FLUSH_WAIT = `WITH no_flush_wait AS (SELECT set_config('synchronous_commit', 'off', true))
  INSERT INTO audit_events (event, success, user_id, username, ip, detail)
  SELECT $1::text, $2::boolean, $3::int, $4::text, $5::text, $6::jsonb FROM no_flush_wait`;

/** How an audit event is committed. */
export interface AuditWriteOptions {
  /**
   * Commit without waiting for the write-ahead log to reach the disk (ADR 0049): the row is in
   * the database when the call returns, and durable once the WAL writer flushes (within three
   * `wal_writer_delay`s) or any later commit does; a crash of the database server in between
   * loses it. Only with the pool's handle, never inside a transaction (it would apply to the whole
   * transaction).
   */
  noFlushWait?: boolean;
}

/** Writes one audit event. The username is trimmed to 150 characters so junk input cannot bloat the table. */
export async function recordAuditEvent(
  db: Db,
  event: AuditEvent,
  options: AuditWriteOptions = {},
): Promise<void> {
  await db.query(
    options.noFlushWait === true ? INSERT_NO_FLUSH_WAIT : INSERT,
    [
      event.event,
      event.success,
      event.userId ?? null,
      event.username?.slice(0, 150) ?? null,
      event.ip ?? null,
      JSON.stringify(sanitizeDetail(event.detail ?? {})),
    ],
    { samePlan: true },
  );
}
