// The database interface every repository takes, apart from the drivers that implement it
// (db/pglite.ts, db/postgres.ts) and the function that picks one (db/driver.ts).

/** The result of one statement: rows as objects keyed by column name. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * The one database interface of the server, implemented over PGlite (embedded, one connection)
 * and over a `pg` pool (real PostgreSQL). Repositories take a `Db`, which may be a transaction.
 *
 * `query` with parameters runs one statement; without parameters the text may hold several
 * statements (simple protocol) and the rows of the last one are returned.
 */
/** How to run one statement. */
export interface QueryOptions {
  /**
   * The statement's best plan does not depend on its values (a lookup by key or by owner, read
   * in index order): on PostgreSQL it is then prepared once per connection and its plan reused
   * (ADR 0025). Never for statements whose plan should follow the values, such as the filter
   * builder's lists and the search: a plan made once for any value reads a big entity's
   * complaints as if they were a small one's.
   */
  samePlan?: boolean;
}

export interface Db {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Runs `fn` in a transaction (a savepoint when already inside one); rolls back on throw. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Calls `handler` on every `NOTIFY channel` (a migration's trigger, another node, the CLI).
   * A change made through this handle is seen before its statement's promise settles (the
   * connection that sent it listens too); from other connections, as soon as they commit.
   * Returns the unsubscribe function. Transaction handles do not have it.
   */
  subscribe?(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for state that lives as long as
   * a session (advisory locks that must go when this process dies). The caller ends it.
   */
  openSession?(): Promise<SessionConnection>;
}

/** A dedicated database connection ({@link Db.openSession}). */
export interface SessionConnection {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** The connection failed or the server ended it: its session state is gone. */
  onError(handler: (error: Error) => void): void;
  end(): Promise<void>;
}
