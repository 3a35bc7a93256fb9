import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, QueryResult } from './db-types.js';

/** The PGlite folder is already open in another live process (PGlite is single-process). */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** Thrown when code inside `transaction` uses the outer handle instead of `tx` (it would deadlock). */
export class NestedHandleError extends Error {
  override name = 'NestedHandleError';
}

// Dates stay 'YYYY-MM-DD' strings on both drivers: a JS Date would shift them by time zone.
const parsers = { [types.DATE]: (value: string) => value };

type Runner = Pick<PGlite, 'query' | 'exec'>;

async function run<T>(pg: Runner, sql: string, params?: unknown[]): Promise<QueryResult<T>> {
  if (params === undefined || params.length === 0) {
    const results = await pg.exec(sql);
    const last = results[results.length - 1];
    const rows = (last?.rows ?? []) as T[];
    return { rows, rowCount: Math.max(last?.affectedRows ?? 0, rows.length) };
  }
  const result = await pg.query<T>(sql, params);
  return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
}

/**
 * PGlite is a single connection: every statement and every transaction goes through one FIFO
 * queue so two requests never interleave statements inside each other's transaction.
 */
class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly inTransaction = new AsyncLocalStorage<boolean>();

  constructor(
    private readonly pg: PGlite,
    private readonly releaseLock: () => void,
  ) {}

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (this.inTransaction.getStore()) {
      return Promise.reject(
        new NestedHandleError('Inside a transaction use the tx handle, not the outer db'),
      );
    }
    const next = this.queue.then(fn, fn);
    // Keep the chain alive whatever the outcome of this step.
    this.queue = next.catch(() => undefined);
    return next;
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.exclusive(() => run<T>(this.pg, sql, params));
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.exclusive(() =>
      this.inTransaction.run(true, async () => {
        await this.pg.exec('BEGIN');
        try {
          const result = await fn(new PgliteTx(this.pg, 0));
          await this.pg.exec('COMMIT');
          return result;
        } catch (error) {
          await this.pg.exec('ROLLBACK');
          throw error;
        }
      }),
    );
  }

  async subscribe(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    // PGlite delivers a notification before the statement that raised it resolves.
    const unlisten = await this.exclusive(() => this.pg.listen(channel, handler));
    return () => (this.pg.closed ? Promise.resolve() : this.exclusive(() => unlisten()));
  }

  async close(): Promise<void> {
    await this.queue;
    if (!this.pg.closed) await this.pg.close();
    this.releaseLock();
  }
}

/** The handle given to a transaction body: statements run directly, nested transactions are savepoints. */
class PgliteTx implements Db {
  readonly kind = 'pglite' as const;

  constructor(
    private readonly pg: PGlite,
    private readonly depth: number,
  ) {}

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return run<T>(this.pg, sql, params);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const name = `sp_${this.depth + 1}`;
    await this.pg.exec(`SAVEPOINT ${name}`);
    try {
      const result = await fn(new PgliteTx(this.pg, this.depth + 1));
      await this.pg.exec(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await this.pg.exec(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  }

  close(): Promise<void> {
    return Promise.reject(new Error('A transaction handle cannot close the database'));
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` for this process: two processes writing one PGlite folder (the server
 * and `npm run manage`, say) would corrupt it. A lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
        throw new DataDirInUseError(
          `The database in ${dataDir} is open in process ${owner}. Stop it first (PGlite allows one process), ` +
            'or use a PostgreSQL server (DATABASE_URL).',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}`);
}

const requireFromHere = createRequire(import.meta.url);

/**
 * Where the freshly initialised (empty) cluster is kept so a new DATA_DIR skips initdb (5–15 s →
 * ~2 s). Keyed by PGlite version; `PGLITE_INITDB_CACHE=off` disables it, any other value is a path.
 */
export function initdbCachePath(env: NodeJS.ProcessEnv = process.env): string | null {
  const setting = env.PGLITE_INITDB_CACHE;
  if (setting === 'off' || setting === '0') return null;
  if (setting) return setting;
  // The package hides package.json behind "exports": find it next to the resolved entry point.
  const packageRoot = join(dirname(requireFromHere.resolve('@electric-sql/pglite')), '..');
  const version = (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string })
    .version;
  const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
  return join(serverRoot, 'node_modules', '.cache', 'sfc-server', `pglite-${version}-initdb.tar.gz`);
}

/** Options of {@link openPglite}. */
export interface OpenPgliteOptions {
  /** Cached initdb tarball (see {@link initdbCachePath}); null disables the cache. */
  initdbCache?: string | null;
}

/** The contrib extensions migrations may `CREATE EXTENSION` (the staff search: migration 090). */
const extensions = { pg_trgm, unaccent };

/** Whether a cluster just restored from the cache can create (and drop) a table. */
async function acceptsNewTables(pg: PGlite): Promise<boolean> {
  try {
    await pg.exec('CREATE TABLE sfc_restore_probe (id int); DROP TABLE sfc_restore_probe;');
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens a PGlite database in `dataDir`. A new folder is restored from the cached empty cluster
 * when there is one; otherwise initdb runs and its result is cached for the next new folder.
 */
export async function openPglite(dataDir: string, options: OpenPgliteOptions = {}): Promise<Db> {
  const cache = options.initdbCache === undefined ? initdbCachePath() : options.initdbCache;
  const releaseLock = lockDataDir(dataDir);
  try {
    const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
    if (fresh && cache && existsSync(cache)) {
      const pg = await PGlite.create(dataDir, {
        parsers,
        extensions,
        loadDataDir: new Blob([readFileSync(cache)]),
      });
      if (await acceptsNewTables(pg)) return new PgliteDb(pg, releaseLock);
      // Seen once on a loaded machine: the restored cluster refused its first table ("could not
      // create directory base/5: File exists"). The folder is new, so it is emptied and initdb runs.
      await pg.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
    }
    const pg = await PGlite.create(dataDir, { parsers, extensions });
    if (fresh && cache) {
      try {
        const dump = await pg.dumpDataDir('gzip');
        mkdirSync(dirname(cache), { recursive: true });
        const partial = `${cache}.${process.pid}.tmp`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, cache);
      } catch {
        // The cache only saves time; a read-only tree just pays initdb next time.
      }
    }
    return new PgliteDb(pg, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * The closed PGlite database in `dataDir` as an uncompressed tarball, for
 * {@link openPgliteInMemory} (the tests restore one migrated database per suite from it).
 */
export async function dumpPglite(dataDir: string): Promise<Blob> {
  const releaseLock = lockDataDir(dataDir);
  try {
    const pg = await PGlite.create(dataDir, { parsers, extensions });
    try {
      return await pg.dumpDataDir('none');
    } finally {
      await pg.close();
    }
  } finally {
    releaseLock();
  }
}

/**
 * A PGlite database held in memory, restored from a {@link dumpPglite} tarball: the same engine,
 * extensions and type parsers as {@link openPglite}, nothing written to disk. For tests, where each
 * suite needs its own copy of one migrated database and copying a folder costs more than the suite.
 */
export async function openPgliteInMemory(dump: Blob): Promise<Db> {
  const pg = await PGlite.create({ parsers, extensions, loadDataDir: dump });
  return new PgliteDb(pg, () => undefined);
}
