// `npm run bench -- case-work [--runs N]`: the case workspace at scale (docs/case-work-api.md):
// the views' counters (six predefined views, one call) and the one-box search by name, code and
// identification number, over the database `npm run bench -- seed-scale` loads (DATABASE_URL, or
// `sfc_scale` on 127.0.0.1:5432; migrated first, so migration 310's indexes are there). Adds up
// to 2,000 open requerimientos and 1,000 open requests to the consumer on a 1 % sample of the
// open complaints for the run (removed at the end), then prints p50/p95 of each, sequentially, next to the goals.
import { performance } from 'node:perf_hooks';
import { DEMO_ACCOUNTS } from '../src/cli/commands.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import type { AuthUser } from '../src/db/repositories/users.js';
import { listViews } from '../src/domain/case-work/views.js';
import { searchComplaints } from '../src/domain/case-work/search.js';
import { ADMIN_URL, fmt, machineLine, printTable } from './support/bench-kit.js';
import { SCALE } from './support/scale-data.js';

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) || 20 : 20;
const url =
  process.env.DATABASE_URL ??
  Object.assign(new URL(ADMIN_URL), { pathname: `/${SCALE.database}` }).toString();
const EXACT_COUNT_LIMIT = 10_000;
const MARK = 'bench case-work';

const db = await openPostgres(url);
try {
  await migrate(db);
  const complaints = Number(
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM complaints')).rows[0]!.n,
  );
  if (complaints < 1000)
    throw new Error('La base no tiene quejas: ejecute antes `npm run bench -- seed-scale`.');
  const staff = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
    DEMO_ACCOUNTS.staff.email,
  ]);
  const caller = { user: { id: Number(staff.rows[0]!.id) } as AuthUser, entityIds: null };

  await db.query(
    `INSERT INTO entity_requests (complaint_id, tipo_entidad, entidad_cod, text, term_days, due_day, requested_at)
     SELECT c.id, c.tipo_entidad, c.entidad_cod, $1, 5, current_date + 5, now()
       FROM complaints c TABLESAMPLE SYSTEM (1) WHERE c.estado_cod IN (1, 2) LIMIT 2000`,
    [MARK],
  );
  await db.query(
    `INSERT INTO consumer_requests (complaint_id, text, requested_at)
     SELECT c.id, $1, now() FROM complaints c TABLESAMPLE SYSTEM (1)
      WHERE c.estado_cod IN (1, 2)
        AND NOT EXISTS (SELECT 1 FROM consumer_requests q WHERE q.complaint_id = c.id AND q.answered_at IS NULL)
      LIMIT 1000 ON CONFLICT DO NOTHING`,
    [MARK],
  );
  await db.query('ANALYZE entity_requests');
  await db.query('ANALYZE consumer_requests');
  const sample = await db.query<{ codigo_queja: string; numero_id_cf: string }>(
    'SELECT codigo_queja, numero_id_cf FROM complaints ORDER BY id DESC LIMIT 1 OFFSET 5000',
  );

  const time = async (fn: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await fn();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
    return { p50: at(50), p95: at(95) };
  };
  const now = new Date();
  // What GET /api/case_work/search/ does: the ranked matches, then the first page's 10 rows.
  const firstPage = async (q: string) => (await searchComplaints(db, caller, q, now)).page(10, 0);
  const rows: { label: string; fn: () => Promise<unknown>; goal: number }[] = [
    {
      label: 'GET /api/case_work/views/ (6 counters)',
      fn: () => listViews(db, caller, now, EXACT_COUNT_LIMIT),
      goal: 500,
    },
    {
      label: 'search "laura gomez" (name, no accents)',
      fn: () => firstPage('laura gomez'),
      goal: 150,
    },
    {
      label: 'search "María Rodríguez" (name, accents)',
      fn: () => firstPage('María Rodríguez'),
      goal: 150,
    },
    {
      label: 'search "sebastian castro ortiz" (3 words)',
      fn: () => firstPage('sebastian castro ortiz'),
      goal: 150,
    },
    {
      label: 'search by code',
      fn: () => firstPage(sample.rows[0]!.codigo_queja),
      goal: 50,
    },
    {
      label: 'search by identification number',
      fn: () => firstPage(sample.rows[0]!.numero_id_cf),
      goal: 50,
    },
    {
      label: 'search "hipoteca" (text, rare)',
      fn: () => firstPage('hipoteca'),
      goal: 150,
    },
  ];
  console.log(await machineLine(url));
  console.log(`${fmt(complaints)} quejas; ${runs} ejecuciones por fila, una a la vez.\n`);
  const views = await listViews(db, caller, now, EXACT_COUNT_LIMIT);
  console.log(
    views
      .map(
        (v) =>
          `${v.name}: ${v.count === null ? '—' : fmt(v.count)}${v.count_is_estimate ? ' (estimado)' : ''}`,
      )
      .join('; '),
  );
  const table: string[][] = [];
  for (const row of rows) {
    await row.fn(); // warm-up
    const r = await time(row.fn);
    table.push([
      row.label,
      fmt(r.p50, 1),
      fmt(r.p95, 1),
      `p95 ≤ ${row.goal} ms`,
      r.p95 <= row.goal ? 'sí' : 'NO',
    ]);
  }
  printTable(['operación', 'p50 ms', 'p95 ms', 'meta', 'cumple'], table);
} finally {
  await db.query('DELETE FROM entity_requests WHERE text = $1', [MARK]).catch(() => undefined);
  await db.query('DELETE FROM consumer_requests WHERE text = $1', [MARK]).catch(() => undefined);
  await db.close();
}
