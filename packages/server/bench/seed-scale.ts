// `npm run bench -- seed-scale [--complaints N] [--fresh]`: loads N (default 1,000,000) realistic
// complaints into a PostgreSQL database for the scale benchmark (`npm run bench -- scale`).
// The database is DATABASE_URL, or `sfc_scale` on 127.0.0.1:5432 (created; `--fresh` drops it
// first). Everything is generated inside PostgreSQL (INSERT … SELECT over generate_series, in
// chunks): 50,000 consumers, complaints over the last three years against every supervised
// entity (one large bank holds 12 %), in every state, with their versions, attachment rows,
// assignments and ratings. Secondary indexes are dropped during the load and rebuilt after it,
// as for any bulk load; the plans are then the ones the migrations' indexes give.
import pg from 'pg';
import { seedDemoCommand } from '../src/cli/commands.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { ADMIN_URL, adminQuery } from './support/bench-kit.js';
import { SCALE } from './support/scale-data.js';
import { seedScaleData } from './support/scale-seed.js';

const args = process.argv.slice(2);
const total = Number(args[args.indexOf('--complaints') + 1]) || 1_000_000;
const fresh = args.includes('--fresh');
const CHUNK = 100_000;

function scaleUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${SCALE.database}`;
  return url.toString();
}

const started = Date.now();
const step = (label: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${label}`);

const url = scaleUrl();
if (!process.env.DATABASE_URL) {
  if (fresh) await adminQuery(`DROP DATABASE IF EXISTS "${SCALE.database}" WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE "${SCALE.database}"`).catch((error: { code?: string }) => {
    if (error.code !== '42P04') throw error; // already there
  });
}
const db = await openPostgres(url);
await migrate(db);
// Counted before the demo data goes in: the demo seed files complaints of its own.
const existing = Number(
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM complaints')).rows[0]!.n,
);
if (existing >= total) {
  step(
    `La base ya tiene ${existing.toLocaleString('es-CO')} quejas; nada que hacer (use --fresh para empezar de nuevo).`,
  );
  await db.close();
  process.exit(0);
}
if (existing > 0) {
  await db.close();
  throw new Error(`La base tiene ${existing} quejas; use --fresh.`);
}
await seedDemoCommand(db); // the demo administrator (every module) the benchmark signs in as
await db.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
const q = (sql: string, params?: unknown[]) => client.query(sql, params);
try {
  await q("SET maintenance_work_mem = '512MB'");
  await q('SET synchronous_commit = off');
  await q('SELECT setseed(0.19)');

  await seedScaleData(q, { total, consumers: SCALE.consumers, chunk: CHUNK, bulk: true, step });
} finally {
  await client.end();
}
