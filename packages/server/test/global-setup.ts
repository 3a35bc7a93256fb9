import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.js';
import { dumpPglite, openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';

/** The PostgreSQL server the suite uses (a database of its own is created per test file). */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, for tests that start server processes on a copy of it. */
    pgliteTemplate: string;
    /** The same database as an uncompressed tarball; each suite restores it in memory. */
    pgliteDump: string;
    /** A migrated PostgreSQL database to clone per test file, or why PostgreSQL is skipped. */
    postgres: { template: string; adminUrl: string } | { skipReason: string };
  }
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function reachable(adminUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return `PostgreSQL unreachable at ${new URL(adminUrl).host} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Once per run: a migrated PGlite template folder and its tarball (initdb and migrations are
 * slow; restoring a tarball in memory is not) and, when
 * PostgreSQL answers, a migrated template database. REQUIRE_POSTGRES=1 turns an unreachable
 * PostgreSQL into a failure instead of a skip.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(join(tmpdir(), 'sfc-server-tests-'));
  const templateDir = join(root, 'pgdata');
  const pglite = await openPglite(templateDir);
  await migrate(pglite);
  await pglite.close();
  project.provide('pgliteTemplate', templateDir);
  const dumpFile = join(root, 'pgdata.tar');
  writeFileSync(dumpFile, Buffer.from(await (await dumpPglite(templateDir)).arrayBuffer()));
  project.provide('pgliteDump', dumpFile);

  let templateDb: string | null = null;
  const skipReason = await reachable(TEST_POSTGRES_URL);
  if (skipReason) {
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(`REQUIRE_POSTGRES=1 but ${skipReason}`);
    }
    console.warn(`\n[server tests] ${skipReason}: the PostgreSQL half of the suite is SKIPPED.\n`);
    project.provide('postgres', { skipReason });
  } else {
    templateDb = `sfc_test_tpl_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(TEST_POSTGRES_URL, `CREATE DATABASE "${templateDb}"`);
    const db = await openPostgres(databaseUrl(TEST_POSTGRES_URL, templateDb));
    await migrate(db);
    await db.close();
    project.provide('postgres', { template: templateDb, adminUrl: TEST_POSTGRES_URL });
  }

  return async () => {
    rmSync(root, { recursive: true, force: true });
    if (templateDb)
      await adminQuery(TEST_POSTGRES_URL, `DROP DATABASE IF EXISTS "${templateDb}" WITH (FORCE)`);
  };
}
