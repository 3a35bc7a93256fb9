import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../src/db/driver.js';
import { openPostgres } from '../src/db/postgres.js';
import { HOT_AFTER, StatementNames } from '../src/db/statement-names.js';
import { freshPostgresDatabase } from './harness.js';

describe('which statements get a name', () => {
  it(`names a text from its ${HOT_AFTER}nd run on, always the same name`, () => {
    const names = new StatementNames(2, 10);
    expect(names.nameFor('SELECT $1')).toBeUndefined();
    const name = names.nameFor('SELECT $1');
    expect(name).toMatch(/^sfc_\d+$/);
    expect(names.nameFor('SELECT $1')).toBe(name);
  });

  it('names at most its maximum of texts; later texts stay unnamed', () => {
    const names = new StatementNames(1, 2);
    expect(names.nameFor('SELECT 1 + $1')).toBeDefined();
    expect(names.nameFor('SELECT 2 + $1')).toBeDefined();
    expect(names.nameFor('SELECT 3 + $1')).toBeUndefined();
    expect(names.size).toBe(2);
  });

  it('a renamed text gets a name no connection has parsed yet', () => {
    const names = new StatementNames(1, 10);
    const first = names.nameFor('SELECT $1');
    const second = names.rename('SELECT $1');
    expect(second).not.toBe(first);
    expect(names.nameFor('SELECT $1')).toBe(second);
  });
});

const postgres = inject('postgres');
const onPostgres = 'skipReason' in postgres ? describe.skip : describe;

onPostgres('named statements on PostgreSQL', () => {
  let resources: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let db: Db;
  const previousPool = process.env.PG_POOL_MAX;

  beforeAll(async () => {
    resources = await freshPostgresDatabase();
    // One connection: what the statement was prepared on is what pg_prepared_statements shows.
    process.env.PG_POOL_MAX = '1';
    db = await openPostgres(resources.url);
    await db.query('CREATE TABLE prepared_probe (id int PRIMARY KEY, v text)');
    await db.query("INSERT INTO prepared_probe VALUES (1, 'uno'), (2, 'dos')");
  });
  /** A schema change made by another process (another node running a migration). */
  async function alterFromAnotherConnection(sql: string): Promise<void> {
    const other = new pg.Client({ connectionString: resources.url });
    await other.connect();
    try {
      await other.query(sql);
    } finally {
      await other.end();
    }
  }

  afterAll(async () => {
    if (previousPool === undefined) delete process.env.PG_POOL_MAX;
    else process.env.PG_POOL_MAX = previousPool;
    await db?.close();
    await resources?.cleanup();
  });

  it('runs its statements without JIT compilation (ADR 0028)', async () => {
    const { rows } = await db.query<{ jit: string }>('SHOW jit');
    expect(rows[0]?.jit).toBe('off');
  });

  it('a statement run again is prepared once on the connection and answers as before', async () => {
    const sql = 'SELECT v FROM prepared_probe WHERE id = $1';
    const answers = [];
    for (const id of [1, 2, 1, 2])
      answers.push((await db.query<{ v: string }>(sql, [id], { samePlan: true })).rows[0]?.v);
    expect(answers).toEqual(['uno', 'dos', 'uno', 'dos']);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
      [sql],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('a statement not marked samePlan is never prepared: its plan follows its values', async () => {
    const sql = 'SELECT v FROM prepared_probe WHERE id = $1 AND v <> $2';
    for (const id of [1, 2, 1, 2, 1]) await db.query(sql, [id, 'x']);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
      [sql],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('a table altered by another process under a prepared statement: the next query answers with the new columns', async () => {
    const sql = 'SELECT * FROM prepared_probe WHERE id = $1';
    for (let i = 0; i < 3; i++)
      expect((await db.query(sql, [1], { samePlan: true })).rows).toEqual([{ id: 1, v: 'uno' }]);
    await alterFromAnotherConnection('ALTER TABLE prepared_probe ADD COLUMN w int NOT NULL DEFAULT 7');
    expect((await db.query(sql, [1], { samePlan: true })).rows).toEqual([{ id: 1, v: 'uno', w: 7 }]);
    expect((await db.query(sql, [2], { samePlan: true })).rows).toEqual([{ id: 2, v: 'dos', w: 7 }]);
  });

  it('inside a transaction the stale statement fails that transaction only; the next one answers', async () => {
    const sql = 'SELECT * FROM prepared_probe WHERE id = $1 AND v IS NOT NULL';
    for (let i = 0; i < 3; i++) await db.transaction((tx) => tx.query(sql, [1], { samePlan: true }));
    await alterFromAnotherConnection('ALTER TABLE prepared_probe ADD COLUMN z int NOT NULL DEFAULT 9');
    await expect(db.transaction((tx) => tx.query(sql, [1], { samePlan: true }))).rejects.toThrow(
      /cached plan/,
    );
    const { rows } = await db.transaction((tx) => tx.query(sql, [1], { samePlan: true }));
    expect(rows).toEqual([{ id: 1, v: 'uno', w: 7, z: 9 }]);
  });
});
