import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { MigrationError, listMigrations, migrate } from '../src/db/migrate.js';
import { NestedHandleError } from '../src/db/pglite.js';
import { describeOnBothDrivers } from './harness.js';

describeOnBothDrivers('Db drivers', (ctx) => {
  beforeAll(async () => {
    await ctx.db.query('CREATE TABLE test_scratch (id integer PRIMARY KEY, label text NOT NULL)');
  });

  it('returns rows with the same value shapes on both drivers', async () => {
    const { rows, rowCount } = await ctx.db.query<Record<string, unknown>>(
      `SELECT 1::int8 AS big, 2::int AS small, 'x'::text AS t, true AS b, DATE '2026-01-31' AS d,
              TIMESTAMPTZ '2026-01-31T10:00:00Z' AS ts, '{"a": [1]}'::jsonb AS j, NULL::text AS n`,
    );
    expect(rowCount).toBe(1);
    expect(rows[0]).toEqual({
      big: 1,
      small: 2,
      t: 'x',
      b: true,
      d: '2026-01-31',
      ts: new Date('2026-01-31T10:00:00Z'),
      j: { a: [1] },
      n: null,
    });
  });

  it('without parameters runs several statements and returns the last result', async () => {
    const result = await ctx.db.query(
      "INSERT INTO test_scratch VALUES (100, 'a'); INSERT INTO test_scratch VALUES (101, 'b'); SELECT label FROM test_scratch WHERE id >= 100 ORDER BY id",
    );
    expect(result.rows).toEqual([{ label: 'a' }, { label: 'b' }]);
    const updated = await ctx.db.query('UPDATE test_scratch SET label = $1 WHERE id >= 100', ['z']);
    expect(updated.rowCount).toBe(2);
  });

  it('a transaction commits, or rolls back everything when its body throws', async () => {
    await ctx.db.transaction(async (tx) => {
      await tx.query('INSERT INTO test_scratch VALUES (1, $1)', ['kept']);
    });
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.query('INSERT INTO test_scratch VALUES (2, $1)', ['lost']);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await ctx.db.query('SELECT id FROM test_scratch WHERE id IN (1, 2) ORDER BY id');
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('a nested transaction is a savepoint: its failure leaves the outer work in place', async () => {
    await ctx.db.transaction(async (tx) => {
      await tx.query('INSERT INTO test_scratch VALUES (10, $1)', ['outer']);
      await expect(
        tx.transaction(async (inner) => {
          await inner.query('INSERT INTO test_scratch VALUES (11, $1)', ['inner']);
          await inner.query('INSERT INTO test_scratch VALUES (10, $1)', ['duplicate key']);
        }),
      ).rejects.toThrow();
    });
    const { rows } = await ctx.db.query('SELECT id FROM test_scratch WHERE id IN (10, 11)');
    expect(rows).toEqual([{ id: 10 }]);
  });

  it('concurrent transactions do not see or break each other', async () => {
    const run = (base: number) =>
      ctx.db.transaction(async (tx) => {
        for (let i = 0; i < 5; i++)
          await tx.query('INSERT INTO test_scratch VALUES ($1, $2)', [base + i, 'c']);
        const { rows } = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM test_scratch WHERE id BETWEEN $1 AND $2',
          [base, base + 4],
        );
        if (base === 300) throw new Error('second fails');
        return rows[0]?.n;
      });
    const results = await Promise.allSettled([run(200), run(300), ctx.db.query('SELECT 1')]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 5 });
    expect(results[1].status).toBe('rejected');
    expect(results[2].status).toBe('fulfilled');
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM test_scratch WHERE id BETWEEN 200 AND 399',
    );
    expect(rows[0]?.n).toBe(5);
  });

  it('on PGlite, using the outer handle inside a transaction fails fast instead of deadlocking', async () => {
    if (ctx.driver !== 'pglite') return;
    await expect(ctx.db.transaction(async () => ctx.db.query('SELECT 1'))).rejects.toBeInstanceOf(
      NestedHandleError,
    );
  });

  it('migrate is idempotent and refuses a database that is ahead of the code', async () => {
    expect(await migrate(ctx.db)).toEqual([]);
    await ctx.db.query("INSERT INTO schema_migrations (version, name) VALUES (999, '999_future.sql')");
    try {
      await expect(migrate(ctx.db)).rejects.toBeInstanceOf(MigrationError);
    } finally {
      await ctx.db.query('DELETE FROM schema_migrations WHERE version = 999');
    }
  });

  it('migrations that fail leave nothing behind; later ones are applied in order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfc-migrations-'));
    try {
      const own = listMigrations();
      const last = own[own.length - 1]?.version ?? 0;
      // Stand-ins for the applied migrations (skipped), then one good and one failing migration.
      for (const m of own) writeFileSync(join(dir, m.name), '');
      const numbered = (n: number, name: string) => `${String(n).padStart(3, '0')}_${name}.sql`;
      writeFileSync(join(dir, numbered(last + 1, 'ok')), 'CREATE TABLE test_ok (x int);');
      writeFileSync(join(dir, numbered(last + 2, 'bad')), 'CREATE TABLE test_bad (x int); SELECT 1/0;');
      await expect(migrate(ctx.db, dir)).rejects.toThrow();
      const tables = await ctx.db.query<{ t: string | null }>(
        "SELECT to_regclass('test_ok')::text AS t UNION ALL SELECT to_regclass('test_bad')::text",
      );
      expect(tables.rows.map((r) => r.t)).toEqual(['test_ok', null]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await ctx.db.query('DROP TABLE IF EXISTS test_ok');
      await ctx.db.query(`DELETE FROM schema_migrations WHERE name LIKE '%_ok.sql'`);
    }
  });
});
