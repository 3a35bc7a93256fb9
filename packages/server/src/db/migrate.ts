import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './driver.js';
import { importMigration } from './migration-modules.js';

/** The folder of numbered migrations: `NNN_name.sql`, or `NNN_name.ts` exporting `up(tx)`. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** A migration that cannot be applied, or a database that is ahead of this code. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** One migration file found on disk. */
export interface MigrationFile {
  version: number;
  name: string;
  path: string;
}

const FILE_PATTERN = /^(\d{3})_([a-z0-9_-]+)\.(sql|ts)$/;

/** Lists migration files in version order; two files with one number is an error. */
export function listMigrations(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  const found = new Map<number, MigrationFile>();
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.test.ts')) continue;
    const match = FILE_PATTERN.exec(file);
    if (!match) continue;
    const version = Number(match[1]);
    const existing = found.get(version);
    if (existing) throw new MigrationError(`Two migrations numbered ${version}: ${existing.name}, ${file}`);
    found.set(version, { version, name: file, path: join(dir, file) });
  }
  return [...found.values()].sort((a, b) => a.version - b.version);
}

async function applyOne(tx: Db, migration: MigrationFile): Promise<void> {
  if (migration.name.endsWith('.sql')) {
    await tx.query(readFileSync(migration.path, 'utf8'));
    return;
  }
  const module = await importMigration(migration.path);
  if (typeof module.up !== 'function') throw new MigrationError(`${migration.name} exports no up(tx)`);
  await module.up(tx);
}

/**
 * Applies every pending migration, each in its own transaction, and returns the names applied.
 * Forward-only: a database that records a version this code does not know is refused, so an old
 * build never runs against a newer schema. On PostgreSQL an advisory lock lets several nodes
 * start at once.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = listMigrations(dir);
  const known = new Set(files.map((f) => f.version));
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const unknown = rows.filter((r) => !known.has(r.version)).map((r) => r.version);
  if (unknown.length > 0) {
    throw new MigrationError(`The database has migrations this code does not know: ${unknown.join(', ')}`);
  }
  const applied = new Set(rows.map((r) => r.version));
  const done: string[] = [];
  for (const migration of files) {
    if (applied.has(migration.version)) continue;
    const ran = await db.transaction(async (tx) => {
      if (tx.kind === 'postgres') {
        await tx.query('SELECT pg_advisory_xact_lock(727274)');
        const again = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
          migration.version,
        ]);
        if (again.rowCount > 0) return false;
      }
      await applyOne(tx, migration);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) done.push(migration.name);
  }
  return done;
}
