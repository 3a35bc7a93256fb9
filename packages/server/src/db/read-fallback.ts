import type { Db, QueryOptions, QueryResult } from './db-types.js';

/** How long reads stay on the primary after the replica could not be reached. */
export const REPLICA_RETRY_MS = 30_000;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * Whether `error` says the database could not be reached or went away, rather than that a
 * statement failed: a network error, the pool's connection timeout, a connection ended by the
 * server, or SQLSTATE class 08 (connection exception) and 57P (the server shutting down or
 * starting up).
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))
  )
    return true;
  return /Connection terminated|timeout exceeded when trying to connect|connection is closed/i.test(
    error.message,
  );
}

/** What {@link readFromReplica} tells the operator. */
export interface ReplicaEvents {
  /** The replica could not be reached: reads go to the primary until `retryAt`. */
  down(error: Error, retryAt: Date): void;
  /** The replica answered again after being down. */
  back(): void;
}

/**
 * The handle of reads that may lag (ADR 0051): `replica`, and while it cannot be reached, the
 * primary. A read that fails because the replica is unreachable is run again on the primary
 * (these reads are read-only, so running one twice changes nothing), and the next
 * {@link REPLICA_RETRY_MS} of reads go straight there; then the replica is tried again. Errors
 * of the statements themselves are the caller's, as on any handle.
 */
export function readFromReplica(
  replica: Db,
  primary: Db,
  events: ReplicaEvents,
  now: () => number = Date.now,
): Db {
  let downUntil = 0;
  let wasDown = false;
  const run = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    if (now() < downUntil) return work(primary);
    try {
      const result = await work(replica);
      if (wasDown) {
        wasDown = false;
        events.back();
      }
      return result;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      downUntil = now() + REPLICA_RETRY_MS;
      wasDown = true;
      events.down(error as Error, new Date(downUntil));
      return work(primary);
    }
  };
  return {
    kind: replica.kind,
    query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions) {
      return run<QueryResult<T>>((db) => db.query<T>(sql, params, options));
    },
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      return run((db) => db.transaction(fn));
    },
    close: () => replica.close(),
  };
}
