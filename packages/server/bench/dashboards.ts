// `npm run bench -- dashboards [complaints] [--runs N] [--explain] [--only TEXT] [--no-export]`: every dashboard report over a
// one-year range and a streamed 100,000-row xlsx export, on PostgreSQL. Goals (ADR 0021): each
// report ≤ 1 s; the export ≤ 5 s and ≤ 300 MB RSS.
//
// With DATABASE_URL, the reports read that database as it is (for example a copy of the scale
// benchmark's `sfc_scale`, `npm run bench -- seed-scale`); its migrations are applied first. Without
// it, a database of its own is created on DATABASE_ADMIN_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) with `complaints` complaints (default 1,000,000)
// spread over eight entities and two years, and dropped at the end.
//
// Each report runs once to warm the caches, then `--runs` times (default 3); the median and the
// fastest run are printed next to the load average. `--explain` prints instead the plan of every
// statement each report runs (`EXPLAIN (ANALYZE, BUFFERS)`).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { Db } from '../src/db/driver.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { buildReport, selectionFor } from '../src/domain/reports/complaint-reports.js';
import { countExport, EXPORT_HEADER, exportBatches } from '../src/domain/reports/complaint-export.js';
import {
  dimensionReport,
  earlyWarningsReport,
  favorabilityReport,
  fraudReport,
  mapReport,
  responseTimeReport,
  satisfactionReport,
} from '../src/domain/reports/dashboard-reports.js';
import { xlsxStream } from '../src/domain/reports/stream-export.js';
import { machineLine } from './support/bench-kit.js';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string, fallback: number) =>
  flag(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const positional = args.find((a, i) => /^\d+$/.test(a) && !(i > 0 && args[i - 1]!.startsWith('--')));
const total = Number(positional ?? 1_000_000);
const runs = option('--runs', 3);
const explain = flag('--explain');
const only = flag('--only') ? args[args.indexOf('--only') + 1] : undefined;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const own = process.env.DATABASE_URL === undefined;
const name = `sfc_bench_${randomBytes(4).toString('hex')}`;
let url = process.env.DATABASE_URL ?? '';
const admin = new pg.Client({ connectionString: adminUrl });
if (own) {
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  url = u.toString();
}
// One connection, so the CPU time of its PostgreSQL process is the reports' own.
process.env.PG_POOL_MAX = '1';
const db = await openPostgres(url);
const backend = Number((await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid);
/** CPU milliseconds the connection's PostgreSQL process has used (user + system, from /proc). */
function backendCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in ticks of 1/100 s
  } catch {
    return NaN; // PostgreSQL on another machine
  }
}

/** The same database, but every SELECT prints its plan with the time and buffers it took. */
function explaining(inner: Db): Db {
  return {
    kind: inner.kind,
    async query(sql, params) {
      if (/^\s*SELECT/i.test(sql)) {
        const { rows } = await inner.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
          params,
        );
        console.log(`\n${sql.trim().replace(/\s+/g, ' ').slice(0, 400)}`);
        console.log(rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n'));
      }
      return inner.query(sql, params);
    },
    transaction: (fn) => inner.transaction(fn),
    close: () => inner.close(),
  };
}

/** Loads `total` synthetic complaints (only in a database of the benchmark's own). */
async function generate(): Promise<void> {
  // The free-text index is not read by any dashboard and costs minutes at this scale.
  await db.query('DROP INDEX IF EXISTS complaints_search_idx');
  const started = Date.now();
  await db.query(
    `INSERT INTO complaints (codigo_queja, tipo_entidad, entidad_cod, fecha_creacion, fecha_cierre, departamento_cod,
            municipio_cod, nombres, texto_queja, canal_cod, producto_cod, macro_motivo_cod, estado_cod, a_favor_de,
            tipo_fraude, modalidad_fraude, monto_reclamado, monto_reconocido, updated_at)
     SELECT 'B' || i, e.tipo_entidad, e.entidad_cod, t, CASE WHEN i % 5 <> 0 THEN t + ((i % 30) || ' days')::interval END,
            d.code, d.code || '001', 'Consumidor ' || i, 'Queja de la prueba de carga', 1 + i % 19, 1 + i % 8, 901 + i % 20,
            CASE WHEN i % 5 = 0 THEN 1 + i % 2 ELSE 4 END, CASE WHEN i % 5 <> 0 THEN 1 + i % 3 END,
            CASE WHEN i % 9 = 0 THEN 2 END, CASE WHEN i % 9 = 0 THEN 1 + i % 19 END,
            CASE WHEN i % 9 = 0 THEN 100000 * (i % 50) END, CASE WHEN i % 9 = 0 THEN 50000 * (i % 50) END, t
       FROM generate_series(1, $1::int) AS i
       CROSS JOIN LATERAL (SELECT now() - ((i % 730) || ' days')::interval - ((i % 1440) || ' minutes')::interval AS t) AS ts
       JOIN LATERAL (SELECT tipo_entidad, entidad_cod FROM supervised_entities ORDER BY id OFFSET i % 8 LIMIT 1) AS e ON true
       JOIN LATERAL (SELECT code FROM departments ORDER BY code OFFSET i % 33 LIMIT 1) AS d ON true`,
    [total],
  );
  // As autovacuum would leave it: statistics, and the visibility map index-only scans rely on.
  await db.query('VACUUM ANALYZE complaints');
  console.log(`${total.toLocaleString('es-CO')} quejas generadas en ${seconds(Date.now() - started)}`);
}

try {
  await migrate(db);
  if (own) await generate();
  const count = Number(
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM complaints')).rows[0]?.n,
  );
  console.log(await machineLine(url));
  console.log(`${count.toLocaleString('es-CO')} quejas en ${own ? name : url.replace(/^.*\//, '')}.`);

  const reportDb = explain ? explaining(db) : db;
  const to = new Date();
  const from = new Date(to.getTime() - 365 * 24 * 60 * 60 * 1000);
  const body = { fecha_inicio: from.toISOString().slice(0, 10), fecha_fin: to.toISOString().slice(0, 10) };
  const authority = { id: 0, entity: undefined };
  const selection = await selectionFor(db, body, authority);
  // The department with the most complaints, for the map's drill-down.
  const department =
    (
      await db.query<{ code: string }>(
        'SELECT departamento_cod AS code FROM complaints WHERE departamento_cod IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
      )
    ).rows[0]?.code ?? '11';
  const reports: [string, () => Promise<unknown>][] = [
    ['complaints (entidad × estado)', () => buildReport(reportDb, 'complaints', body, authority)],
    ['complaints (producto)', () => dimensionReport(reportDb, selection, 'producto')],
    ['complaints (motivo)', () => dimensionReport(reportDb, selection, 'motivo')],
    ['complaints (canal)', () => dimensionReport(reportDb, selection, 'canal')],
    ['complaints (estado)', () => dimensionReport(reportDb, selection, 'estado')],
    ['complaints (departamento)', () => dimensionReport(reportDb, selection, 'departamento')],
    ['volumetry', () => buildReport(reportDb, 'volumetry', body, authority)],
    ['complaint_response_time', () => responseTimeReport(reportDb, selection, new Date())],
    ['complaint_satisfaction', () => satisfactionReport(reportDb, selection)],
    ['complaint_favorability', () => favorabilityReport(reportDb, selection)],
    ['complaint_fraud (tipo)', () => fraudReport(reportDb, selection, 'tipo')],
    ['complaint_fraud (modalidad)', () => fraudReport(reportDb, selection, 'modalidad')],
    ['complaint_map', () => mapReport(reportDb, selection)],
    [`complaint_map (departamento ${department})`, () => mapReport(reportDb, selection, department)],
    ['complaint_early_warnings', () => earlyWarningsReport(reportDb, selection)],
    ['complaint_export (solo_conteo)', () => countExport(reportDb, selection)],
  ];
  const chosen = reports.filter(([label]) => only === undefined || label.includes(only));
  if (explain) {
    for (const [label, run] of chosen) {
      console.log(`\n=== ${label}`);
      await run();
    }
  } else {
    console.log(`\nCarga media al empezar: ${load()}. Una ejecución de calentamiento y ${runs} medidas.`);
    console.log(
      'CPU: la que gastaron el proceso de PostgreSQL de la consulta y este proceso (mediana), la que el reporte\n' +
        'costaría en una máquina libre; en una máquina cargada la latencia es mayor porque espera su turno.\n',
    );
    console.log('Reporte (rango de un año)                 mediana    mínimo      CPU   meta');
    for (const [label, run] of chosen) {
      await run(); // warm
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const [pg0, node0] = [backendCpuMs(), process.cpuUsage()];
        const t0 = performance.now();
        await run();
        times.push(performance.now() - t0);
        const node = process.cpuUsage(node0);
        cpu.push(backendCpuMs() - pg0 + (node.user + node.system) / 1000);
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const wall = median(times);
      console.log(
        `${label.padEnd(42)}${seconds(wall).padStart(8)}  ${seconds(Math.min(...times)).padStart(8)}  ${seconds(median(cpu)).padStart(7)}   ≤ 1 s ${wall <= 1000 ? 'ok' : 'SUPERADA'}`,
      );
    }
    console.log(`Carga media al terminar: ${load()}.`);
  }
  if (!explain && !flag('--no-export')) {
    // 100,000 rows: the first 100,000 of the last two years.
    const exportBody = {
      fecha_inicio: new Date(to.getTime() - 731 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
      fecha_fin: body.fecha_fin,
    };
    const exportSelection = await selectionFor(db, exportBody, authority);
    let rows = 0;
    let bytes = 0;
    let peak = process.memoryUsage().rss;
    async function* limited() {
      for await (const batch of exportBatches(db, exportSelection)) {
        const take = batch.slice(0, 100_000 - rows);
        rows += take.length;
        peak = Math.max(peak, process.memoryUsage().rss);
        yield take;
        if (rows >= 100_000) return;
      }
    }
    const [pg0, node0] = [backendCpuMs(), process.cpuUsage()];
    const t0 = performance.now();
    await pipeline(
      Readable.from(xlsxStream('Reporte', EXPORT_HEADER, limited())),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          peak = Math.max(peak, process.memoryUsage().rss);
          done();
        },
      }),
    );
    const ms = performance.now() - t0;
    const nodeCpu = process.cpuUsage(node0);
    const cpu = `CPU: PostgreSQL ${seconds(backendCpuMs() - pg0)}, este proceso ${seconds((nodeCpu.user + nodeCpu.system) / 1000)}`;
    const mb = peak / 1_048_576;
    console.log(
      `Exportación xlsx de ${rows.toLocaleString('es-CO')} filas (${(bytes / 1_048_576).toFixed(1)} MB): ${seconds(ms)} (meta ≤ 5 s ${ms <= 5000 ? 'ok' : 'SUPERADA'}), RSS máximo del proceso ${mb.toFixed(0)} MB (meta ≤ 300 MB ${mb <= 300 ? 'ok' : 'SUPERADA'}); ${cpu}; carga media ${load()}`,
    );
  }
} finally {
  await db.close();
  if (own) {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
