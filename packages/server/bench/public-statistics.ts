// `npm run bench -- public-statistics [complaints] [--seconds N] [--connections N]`: the public
// statistics (ADR 0043) at 1,000,000 complaints and 50 concurrent readers, on PostgreSQL. Goal:
// p95 ≤ 100 ms for the page's API answer.
//
// With DATABASE_URL it reads that database as it is (a copy of `sfc_scale`, say; migrations are
// applied first); otherwise it creates one of its own on BENCH_ADMIN_URL with `complaints`
// complaints (default 1,000,000) over every supervised entity, eight products, twenty reasons, the
// 33 departments and the last three years, and drops it at the end. It then runs the daily job's
// refresh once (timed), starts the API server (the bundle `npm start` runs), asks every filter
// combination of the mix once (the first answer of a combination per day is computed, the rest
// come from the cache: printed as "primera respuesta"), and loads the mix with `--connections`
// clients for `--seconds`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { refreshPublicStatistics } from '../src/domain/public-statistics/refresh.js';
import { benchDatabase, fmt, machineLine, printTable, startApiServer } from './support/bench-kit.js';
import { measure, once, type BenchRequest } from './support/latency.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const positional = args.find((a, i) => /^\d+$/.test(a) && !(i > 0 && args[i - 1]!.startsWith('--')));
const total = Number(positional ?? 1_000_000);
const seconds = option('--seconds', 15);
const connections = option('--connections', 50);
const GOAL_P95_MS = 100;

const database = await benchDatabase('sfc_bench_stats');
const db = await openPostgres(database.url);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sfc-bench-stats-'));
let api: Awaited<ReturnType<typeof startApiServer>> | null = null;
try {
  await migrate(db);
  if (database.created) {
    const started = Date.now();
    // The free-text index is not read here and costs minutes at this scale.
    await db.query('DROP INDEX IF EXISTS complaints_search_idx');
    await db.query(
      `INSERT INTO complaints (codigo_queja, tipo_entidad, entidad_cod, fecha_creacion, fecha_cierre, departamento_cod,
              nombres, texto_queja, canal_cod, producto_cod, macro_motivo_cod, estado_cod, a_favor_de, prorroga_queja,
              updated_at)
       SELECT 'S' || i, e.tipo_entidad, e.entidad_cod, t,
              CASE WHEN i % 5 <> 0 THEN t + ((i % 30) || ' days')::interval END, d.code,
              'Consumidor ' || i, 'Queja de la prueba de carga', 1 + i % 19, 1 + i % 8, 901 + i % 20,
              CASE WHEN i % 5 = 0 THEN 1 + i % 2 WHEN i % 23 = 0 THEN 7 ELSE 4 END,
              CASE WHEN i % 5 <> 0 THEN 1 + i % 3 END, CASE WHEN i % 17 = 0 THEN 1 ELSE 2 END, t
         FROM generate_series(1, $1::int) AS i
         CROSS JOIN LATERAL (SELECT now() - ((i % 1095) || ' days')::interval - ((i % 1440) || ' minutes')::interval AS t) ts
         JOIN (SELECT row_number() OVER (ORDER BY id) - 1 AS k, tipo_entidad, entidad_cod FROM supervised_entities) e
           ON e.k = (i::bigint * 7919) % (SELECT count(*) FROM supervised_entities)
         JOIN (SELECT row_number() OVER (ORDER BY code) - 1 AS k, code FROM departments) d ON d.k = i % 33`,
      [total],
    );
    await db.query('VACUUM ANALYZE complaints');
    console.log(`${fmt(total)} quejas generadas en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(await machineLine(database.url));
  const count = Number(
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM complaints')).rows[0]!.n,
  );
  const refreshStarted = Date.now();
  const refreshed = await refreshPublicStatistics(db, new Date(), { force: true });
  const refreshMs = Date.now() - refreshStarted;
  console.log(
    `${fmt(count)} quejas; el trabajo diario calculó ${fmt(refreshed.cells)} celdas en ${(refreshMs / 1000).toFixed(1)} s (días cerrados hasta ${refreshed.closedThrough}).`,
  );

  // The mix: the newest year and its last quarter, alone and with one or two filters.
  const year = refreshed.closedThrough.slice(0, 4);
  const quarter = `${year}-T${Math.floor((Number(refreshed.closedThrough.slice(5, 7)) - 1) / 3) + 1}`;
  const entities = (
    await db.query<{ id: number; tipo_entidad: number }>(
      `SELECT e.id, e.tipo_entidad FROM supervised_entities e
        WHERE EXISTS (SELECT 1 FROM public_statistics_cells s WHERE s.tipo_entidad = e.tipo_entidad AND s.entidad_cod = e.entidad_cod)
        ORDER BY e.id LIMIT 8`,
    )
  ).rows;
  const queries: string[] = [`periodo=${year}`, `periodo=${quarter}`, `periodo=${year}&sector=1`];
  for (const [i, e] of entities.entries()) {
    queries.push(`periodo=${year}&entidad=${e.id}`);
    queries.push(`periodo=${year}&entidad=${e.id}&producto=${1 + (i % 8)}`);
    queries.push(`periodo=${quarter}&entidad=${e.id}&departamento=11`);
  }
  queries.push(
    `periodo=${year}&producto=3`,
    `periodo=${year}&departamento=05`,
    `periodo=${year}&sector=1&producto=2`,
  );

  api = await startApiServer({
    databaseUrl: database.url,
    dataDir,
    signingSecret: randomBytes(24).toString('hex'),
    jwtSecret: randomBytes(24).toString('hex'),
    env: { PUBLIC_STATISTICS_JOB_SECONDS: '0' },
  });
  const requests: BenchRequest[] = queries.map((q) => ({
    method: 'GET',
    path: `/api/public-statistics/?${q}`,
    headers: { 'accept-encoding': 'gzip, br' },
  }));
  const first: number[] = [];
  for (const request of requests) {
    const t0 = performance.now();
    const res = await once(api.url, request);
    first.push(performance.now() - t0);
    if (res.status !== 200)
      throw new Error(`${request.path} respondió ${res.status}: ${res.body.slice(0, 300)}`);
  }
  first.sort((a, b) => a - b);
  const result = await measure(api.url, requests, connections, seconds);
  printTable(
    ['escenario', 'peticiones', 'pet/s', 'p50 ms', 'p95 ms', 'p99 ms', 'meta p95', 'fallos'],
    [
      [
        `primera respuesta de cada combinación (${requests.length}, una a la vez)`,
        fmt(first.length),
        '',
        fmt(first[Math.floor(first.length / 2)]!, 1),
        fmt(first[Math.ceil(first.length * 0.95) - 1]!, 1),
        fmt(first[first.length - 1]!, 1),
        '',
        '0',
      ],
      [
        `${connections} lectores, ${seconds} s, la mezcla`,
        fmt(result.count),
        fmt(result.requestsPerSecond),
        fmt(result.p50, 1),
        fmt(result.p95, 1),
        fmt(result.p99, 1),
        `≤ ${GOAL_P95_MS} ms ${result.p95 <= GOAL_P95_MS ? 'cumplida' : 'NO cumplida'}`,
        String(result.failures),
      ],
    ],
  );
  if (result.firstFailure) console.log(`Primer fallo: ${result.firstFailure}`);
} finally {
  await api?.stop();
  await db.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
