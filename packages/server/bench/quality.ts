// Quality benchmark: duplicate detection per filed complaint at 1,000,000 complaints
// (goal p95 ≤ 30 ms) and sample creation over 100,000 closed complaints (goal ≤ 2 s), on
// PostgreSQL. Usage: npm run bench -- quality [--complaints 1000000] [--closed 100000] [--url postgres://…]
// It creates (and drops at the end) its own database `sfc_bench_quality`.
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { detectDuplicatesFor } from '../src/domain/quality/duplicates.js';
import { createSample } from '../src/domain/quality/samples.js';

const { values } = parseArgs({
  options: {
    complaints: { type: 'string', default: '1000000' },
    closed: { type: 'string', default: '100000' },
    url: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    detections: { type: 'string', default: '200' },
    explain: { type: 'boolean', default: false },
  },
});
const TOTAL = Number(values.complaints);
const CLOSED = Math.min(Number(values.closed), TOTAL);
const DETECTIONS = Number(values.detections);
const DB_NAME = 'sfc_bench_quality';

const admin = new pg.Client({ connectionString: values.url });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME}`);
await admin.query(`CREATE DATABASE ${DB_NAME}`);
const url = new URL(values.url);
url.pathname = `/${DB_NAME}`;
const db = await openPostgres(url.toString());

const percentile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

try {
  await migrate(db);
  console.log(
    `Cargando ${TOTAL.toLocaleString('es-CO')} quejas (${CLOSED.toLocaleString('es-CO')} cerradas en 2025-T1)…`,
  );
  const started = performance.now();
  // Consumers file about 3 complaints each against one of 10 banks; texts vary in a few words.
  const BATCH = 200_000;
  for (let from = 1; from <= TOTAL; from += BATCH) {
    const to = Math.min(TOTAL, from + BATCH - 1);
    await db.query(
      `INSERT INTO complaints (codigo_queja, tipo_entidad, entidad_cod, fecha_creacion, fecha_cierre, nombres, tipo_id_cf,
         numero_id_cf, texto_queja, estado_cod, producto_cod, canal_cod)
       SELECT 'B' || g, 1, (ARRAY['1','2','6','7','12','13','23','30','39','42'])[1 + g % 10],
              timestamptz '2024-01-01' + make_interval(mins => g / 2),
              CASE WHEN g <= $3 THEN timestamptz '2025-01-01' + make_interval(secs => g * 70) END,
              'Consumidor ' || g, 1, (10000000 + g / 3)::text,
              (ARRAY['Me cobraron dos veces la cuota de manejo de la tarjeta', 'La transferencia no llegó a su destino',
                     'Me reportaron en centrales de riesgo sin aviso', 'No me entregan el paz y salvo del crédito'])[1 + g % 4]
                || ' número ' || (g % 97) || ' en la oficina ' || (g % 13) || '. Solicito una respuesta de fondo.',
              CASE WHEN g <= $3 THEN 4 ELSE 2 END, 1 + g % 4, 13 + g % 3
         FROM generate_series($1::int, $2::int) g`,
      [from, to, CLOSED],
    );
  }
  await db.query('ANALYZE complaints');
  console.log(`Carga: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  if (values.explain) {
    const plan = await db.query<Record<string, string>>(
      `EXPLAIN ANALYZE SELECT o.id FROM complaints c JOIN complaints o
          ON o.numero_id_cf = c.numero_id_cf AND o.tipo_id_cf = c.tipo_id_cf
         AND o.tipo_entidad = c.tipo_entidad AND o.entidad_cod = c.entidad_cod
         AND o.fecha_creacion >= c.fecha_creacion - make_interval(days => 60) AND o.fecha_creacion <= c.fecha_creacion
        WHERE c.id = 5000 AND o.id <> c.id AND similarity(sfc_unaccent(c.texto_queja), sfc_unaccent(o.texto_queja)) >= 0.5`,
    );
    console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
  }
  // Warm-up (plan cache, buffers), not counted.
  for (let i = 0; i < 20; i++) await detectDuplicatesFor(db, 1 + ((i * 104_723) % TOTAL), { windowDays: 60 });
  const times: number[] = [];
  for (let i = 0; i < DETECTIONS; i++) {
    const id = 1 + Math.floor((i * 7919 * 104_729) % TOTAL);
    const t = performance.now();
    await detectDuplicatesFor(db, id, { windowDays: 60 });
    times.push(performance.now() - t);
  }
  console.log(
    `Detección de duplicados por queja (${DETECTIONS} quejas, ${TOTAL.toLocaleString('es-CO')} en la base): ` +
      `p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}  (meta p95 ≤ 30 ms)`,
  );

  const entities = (
    await db.query<{ id: number }>('SELECT id FROM supervised_entities WHERE tipo_entidad = 1')
  ).rows.map((r) => Number(r.id));
  const closedIn = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM complaints WHERE estado_cod = 4',
  );
  const t = performance.now();
  const sampleId = await createSample(
    db,
    {
      name: 'Benchmark',
      entityIds: entities,
      periodFrom: '2025-01-01',
      periodTo: '2025-12-31',
      strata: 'producto',
      confidence: 0.95,
      margin: 0.05,
      seed: 'bench',
    },
    null,
  );
  const sampleMs = performance.now() - t;
  console.log(
    `Creación de una muestra sobre ${Number(closedIn.rows[0]!.n).toLocaleString('es-CO')} quejas cerradas: ` +
      `${(sampleMs / 1000).toFixed(2)} s (meta ≤ 2 s), ${sampleId === null ? 'sin muestra' : 'guardada'}`,
  );
} finally {
  await db.close();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME}`);
  await admin.end();
}
