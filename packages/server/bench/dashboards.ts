// `npm run bench -- dashboards [complaints]`: every dashboard report over a one-year range and a
// streamed 100,000-row xlsx export, on PostgreSQL (DATABASE_ADMIN_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) with `complaints` complaints (default 1,000,000)
// spread over eight entities and two years. Goals (issue 13): each report ≤ 1 s; the export
// ≤ 5 s and ≤ 300 MB RSS. A database of its own is created and dropped.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { buildReport, selectionFor } from '../src/domain/reports/complaint-reports.js';
import { EXPORT_HEADER, exportBatches } from '../src/domain/reports/complaint-export.js';
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

const total = Number(process.argv[2] ?? 1_000_000);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `sfc_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const db = await openPostgres(url.toString());

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
try {
  await migrate(db);
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
  await db.query('ANALYZE complaints');
  console.log(`${total.toLocaleString('es-CO')} quejas generadas en ${seconds(Date.now() - started)}`);

  const to = new Date();
  const from = new Date(to.getTime() - 365 * 24 * 60 * 60 * 1000);
  const body = { fecha_inicio: from.toISOString().slice(0, 10), fecha_fin: to.toISOString().slice(0, 10) };
  const authority = { id: 0, entity: undefined };
  const selection = await selectionFor(db, body, authority);
  const reports: [string, () => Promise<unknown>][] = [
    ['complaints (entidad × estado)', () => buildReport(db, 'complaints', body, authority)],
    ['complaints (producto)', () => dimensionReport(db, selection, 'producto')],
    ['complaints (departamento)', () => dimensionReport(db, selection, 'departamento')],
    ['volumetry', () => buildReport(db, 'volumetry', body, authority)],
    ['complaint_response_time', () => responseTimeReport(db, selection, new Date())],
    ['complaint_satisfaction', () => satisfactionReport(db, selection)],
    ['complaint_favorability', () => favorabilityReport(db, selection)],
    ['complaint_fraud (modalidad)', () => fraudReport(db, selection, 'modalidad')],
    ['complaint_map', () => mapReport(db, selection)],
    ['complaint_early_warnings', () => earlyWarningsReport(db, selection)],
  ];
  console.log('Reporte (rango de un año)                 latencia   meta');
  for (const [label, run] of reports) {
    await run(); // warm
    const t0 = performance.now();
    await run();
    const ms = performance.now() - t0;
    console.log(`${label.padEnd(42)}${seconds(ms).padStart(8)}   ≤ 1 s ${ms <= 1000 ? 'ok' : 'SUPERADA'}`);
  }

  // 100,000 rows: the first 100,000 of the two years generated.
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
  const mb = peak / 1_048_576;
  console.log(
    `Exportación xlsx de ${rows.toLocaleString('es-CO')} filas (${(bytes / 1_048_576).toFixed(1)} MB): ${seconds(ms)} (meta ≤ 5 s ${ms <= 5000 ? 'ok' : 'SUPERADA'}), RSS máximo ${mb.toFixed(0)} MB (meta ≤ 300 MB ${mb <= 300 ? 'ok' : 'SUPERADA'})`,
  );
} finally {
  await db.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
