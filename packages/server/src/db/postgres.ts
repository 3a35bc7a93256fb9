import pg from 'pg';
import type { Db, QueryOptions, QueryResult, SessionConnection } from './db-types.js';
import { StatementNames, isStalePreparedStatement } from './statement-names.js';

const INT8 = 20;
const DATE = 1082;

// Same value shapes as the PGlite driver: counts as numbers, dates as 'YYYY-MM-DD' strings.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

type Queryable = Pick<pg.PoolClient, 'query'>;

/** The names of this process's prepared statements (shared by every pool it opens). */
const statementNames = new StatementNames();

/**
 * Runs one statement. One marked `samePlan` that the process runs often goes as a named
 * (prepared) one ({@link StatementNames}). If its plan went stale (another node altered a table it
 * reads), it gets a new name; outside a transaction it is then run again, inside one the error
 * stands (the transaction is already aborted) and the caller's retry, if any, parses it anew.
 */
async function run<T>(
  client: Queryable,
  sql: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
  inTransaction = false,
): Promise<QueryResult<T>> {
  // An empty parameter list counts: a list without filters is one statement, planned the same each time.
  const name = options?.samePlan === true && params !== undefined ? statementNames.nameFor(sql) : undefined;
  let result;
  try {
    result = await client.query({ name, text: sql, values: params, types: typeParsers });
  } catch (error) {
    if (name === undefined || !isStalePreparedStatement(error)) throw error;
    const renamed = statementNames.rename(sql);
    if (inTransaction) throw error;
    result = await client.query({ name: renamed, text: sql, values: params, types: typeParsers });
  }
  // A multi-statement text returns one result per statement: report the last, like PGlite.
  const last = (Array.isArray(result) ? result[result.length - 1] : result) as pg.QueryResult | undefined;
  const rows = (last?.rows ?? []) as T[];
  return { rows, rowCount: last?.rowCount ?? rows.length };
}

/** A transaction on one pooled connection; nested transactions are savepoints. */
class PostgresTx implements Db {
  readonly kind = 'postgres' as const;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly depth: number,
  ) {}

  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>> {
    return run<T>(this.client, sql, params, options, true);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const name = `sp_${this.depth + 1}`;
    await this.client.query(`SAVEPOINT ${name}`);
    try {
      const result = await fn(new PostgresTx(this.client, this.depth + 1));
      await this.client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await this.client.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  }

  close(): Promise<void> {
    return Promise.reject(new Error('A transaction handle cannot close the database'));
  }
}

/**
 * The notification channels every pooled connection listens on from the moment it connects, so
 * the connection that changes a row hears its own notification before the statement's promise
 * settles (this node's caches never lag its own writes), and any idle connection hears other
 * nodes' changes. `sfc_auth`: accounts, roles, modules, entity secrets (migration 160).
 */
export const LISTEN_CHANNELS = ['sfc_auth'] as const;

/** The PostgreSQL implementation over a `pg` pool. */
class PostgresDb implements Db {
  readonly kind = 'postgres' as const;

  constructor(
    private readonly pool: pg.Pool,
    private readonly listeners: Map<string, Set<(payload: string) => void>>,
  ) {}

  async subscribe(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    const handlers = this.listeners.get(channel);
    if (!handlers) throw new Error(`${channel} is not in LISTEN_CHANNELS`);
    handlers.add(handler);
    return async () => {
      handlers.delete(handler);
    };
  }

  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>> {
    return run<T>(this.pool, sql, params, options);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      try {
        const result = await fn(new PostgresTx(client, 0));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      }
    } finally {
      // A connection whose rollback failed is discarded rather than reused mid-transaction.
      client.release(broken);
    }
  }

  async openSession(): Promise<SessionConnection> {
    // TCP keepalive: a peer that vanishes without closing (its machine gone) is noticed, and its
    // session's locks freed, by the operating system's keepalive settings instead of never.
    const client = new pg.Client({ ...this.pool.options, keepAlive: true });
    await client.connect();
    return {
      query: async <T>(sql: string, params?: unknown[]) => ({
        rows: (await client.query(sql, params)).rows as T[],
      }),
      onError: (handler) => client.on('error', handler),
      end: () => client.end(),
    };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

const DEFAULT_POOL_SIZE = 10;

/**
 * Connections of the pool (PG_POOL_MAX, default 10, node-postgres's own): more connections than
 * the database has cores to run them only make its backends take turns, so a request waits in
 * the pool's queue instead (ADR 0028: 10 answered every scale row at least as fast as 20, the
 * search's p95 at 20 clients 41–46 against 48–53 ms). Sized to the database server: server
 * README.
 */
export function poolSize(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PG_POOL_MAX);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_POOL_SIZE;
}

/** How to open a pool. */
export interface PostgresOptions {
  /**
   * `false` for a read replica: a standby refuses `LISTEN`, and what the channels announce
   * (changes on the primary) is heard on the primary's pool.
   */
  listen?: boolean;
}

/** Opens a pool on `url`; the first query proves the server is reachable. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const channels = options.listen === false ? [] : LISTEN_CHANNELS;
  const listeners = new Map(
    LISTEN_CHANNELS.map((channel) => [channel as string, new Set<(p: string) => void>()]),
  );
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize(),
    connectionTimeoutMillis: 5_000,
    // Awaited before the connection is first handed out.
    onConnect: async (client: pg.ClientBase) => {
      client.on('notification', (message) => {
        for (const handler of listeners.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
      // No JIT compilation: PostgreSQL chooses it by a statement's estimated cost, and a search
      // through the text index for a common word estimates its sort of every match high enough to
      // compile for ~30 ms a statement that runs in a few (ADR 0028). The API's statements are
      // short; the reports' year answered as fast without it.
      await client.query('SET jit = off');
    },
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = new PostgresDb(pool, listeners);
  try {
    await db.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return db;
}
