import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Db } from './db-types.js';

export type { Db, QueryOptions, QueryResult, SessionConnection } from './db-types.js';

/** Where to open the database: a PostgreSQL URL, or a PGlite data folder. */
export type DbTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** The PGlite data folder inside DATA_DIR. */
export function pgliteDataDir(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

/** Picks the target from the configuration: DATABASE_URL when set, else PGlite in DATA_DIR. */
export function dbTargetFor(config: { databaseUrl: string | undefined; dataDir: string }): DbTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: pgliteDataDir(config.dataDir) };
}

/**
 * Opens the database. Drivers are imported lazily so a PostgreSQL deployment never loads the
 * PGlite WebAssembly and vice versa.
 */
export async function openDb(target: DbTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(target.url);
  }
  // PGlite does not create parent folders.
  mkdirSync(target.dataDir, { recursive: true });
  const { openPglite } = await import('./pglite.js');
  return openPglite(target.dataDir);
}

/**
 * Opens a pool on a PostgreSQL read replica (a streaming standby): for reads that may lag
 * (reports, search, exports). It listens on no channel (a standby refuses `LISTEN`).
 */
export async function openReadReplica(url: string): Promise<Db> {
  const { openPostgres } = await import('./postgres.js');
  return openPostgres(url, { listen: false });
}
