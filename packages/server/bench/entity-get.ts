// `npm run bench -- entity-get [overdue=15000]`: an entity's `GET /api/queja/` on PostgreSQL when
// it has 15,000 complaints past their 48-hour window (9.3 s per request while the
// acknowledgement ran inside the GET). Now the GET only reads and the acknowledgement is a job
// (ADR 0014): this prints the GET's times, then how fast the job records the acknowledgements.
// Uses a database of its own on BENCH_POSTGRES_URL (default the local server) and drops it.
import { hmacSha256Hex } from '@sfc/core';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres } from '../src/db/postgres.js';
import { insertComplaint } from '../src/domain/complaints/repository.js';
import { JOB } from '../src/jobs/job-queue.js';
import { createEntityClient } from '../src/services/entity-clients.js';
import { cloneComplaints } from '../test/bulk-complaints.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OVERDUE = Number(process.argv[2] ?? 15_000);
const PENDING = 60;
const REQUESTS = 30;
const ACK_SAMPLE = Math.min(1_000, OVERDUE);
const ENTITY = { tipo_entidad: 1, entidad_cod: '7' };
const HOST = 'api.test';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const name = `sfc_bench_entity_get_${randomBytes(4).toString('hex')}`;
try {
  await admin(`CREATE DATABASE "${name}"`);
} catch (error) {
  console.log(`PostgreSQL no disponible en ${ADMIN_URL}: ${(error as Error).message}`);
  process.exit(0);
}
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'sfc-bench-'));
const db = await openPostgres(url.toString());
try {
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex') }),
    // No job runs while the GET is measured: it must not depend on one.
    entityAckJobSeconds: 0,
    deadlineAlertsJobSeconds: 0,
    earlyWarningAlertsJobSeconds: 0,
    orphanSweepMinutes: 0,
  };
  const app = await buildApp(config, { db });
  await app.ready();
  const client = await createEntityClient(db, app.secretBox, ENTITY);
  const { access } = await app.tokens.issuePair(client.userId);

  const started = Date.now();
  const template = await db.transaction((tx) =>
    insertComplaint(
      tx,
      {
        ...ENTITY,
        codigo_pais: '170',
        departamento_cod: '11',
        municipio_cod: '11001',
        nombres: 'Luisa Fernanda Ríos',
        tipo_id_CF: 1,
        numero_id_CF: '43987654',
        tipo_persona: 1,
        canal_cod: 13,
        producto_cod: 3,
        macro_motivo_cod: 940,
        texto_queja: 'Queja para medir la lista de la entidad.',
        escalamiento_DCF: 2,
        replica: 2,
        desistimiento_queja: 2,
      },
      { userId: null, kind: 'system' },
      new Date(),
    ),
  );
  // Still pending (never delivered): what the entity's list shows.
  await cloneComplaints(db, template.id, PENDING);
  const overdue = await cloneComplaints(db, template.id, OVERDUE - 1);
  await db.query('UPDATE complaints SET entity_first_seen_at = $2 WHERE id = ANY($1::int[])', [
    [template.id, ...overdue],
    new Date(Date.now() - 49 * 3600_000),
  ]);
  // What autovacuum does on its own soon after a bulk load (statistics, visibility map).
  await db.query('VACUUM ANALYZE complaints');
  console.log(
    `Datos: ${OVERDUE.toLocaleString('es-CO')} quejas vencidas (más de 48 h) y ${PENDING} pendientes, en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const get = async (path: string) => {
    const res = await app.inject({
      method: 'GET',
      url: path,
      headers: {
        host: HOST,
        authorization: `Bearer ${access}`,
        'x-sfc-signature': hmacSha256Hex(client.signingSecret, `http://${HOST}${path}`),
      },
    });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    return res.json() as { count: number };
  };
  const first = await get('/api/queja/');
  const versionsBefore = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM complaint_versions');
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    await get('/api/queja/');
    times.push(performance.now() - t0);
  }
  const versionsAfter = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM complaint_versions');
  times.sort((a, b) => a - b);
  console.log(`\nGET /api/queja/ de la entidad (${REQUESTS} solicitudes seguidas, en proceso, sin red):`);
  console.log(`  count = ${first.count} pendientes (las vencidas ya no se listan)`);
  console.log(
    `  p50 ${percentile(times, 50).toFixed(1)} ms · p99 ${percentile(times, 99).toFixed(1)} ms · máx ${times.at(-1)!.toFixed(1)} ms   (antes: 9.300 ms por solicitud; meta de páginas de lista: p99 ≤ 40 ms)`,
  );
  console.log(
    `  versiones escritas por las ${REQUESTS} lecturas: ${versionsAfter.rows[0]!.n - versionsBefore.rows[0]!.n} (meta: 0)`,
  );

  // Where the time goes: the two queries of the list, as PostgreSQL runs them.
  const cutoff = new Date(Date.now() - 48 * 3600_000);
  const pendingWhere = `c.tipo_entidad = $1 AND c.entidad_cod = $2 AND c.entity_ack_at IS NULL
    AND (c.entity_first_seen_at IS NULL OR c.entity_first_seen_at > $3)`;
  for (const [label, sql] of [
    ['count', `SELECT count(*) FROM complaints c WHERE ${pendingWhere}`],
    [
      'página',
      `SELECT c.* FROM complaints c WHERE ${pendingWhere} ORDER BY c.fecha_creacion, c.id LIMIT 100`,
    ],
  ] as const) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, [
      ENTITY.tipo_entidad,
      ENTITY.entidad_cod,
      cutoff,
    ]);
    const plan = rows.map((r) => r['QUERY PLAN']);
    console.log(
      `  ${label}: ${plan.find((l) => l.startsWith('Execution Time'))} · ${plan.find((l) => /Index|Seq Scan/.test(l))?.trim()}`,
    );
  }

  // The job: one round queues the batches; this node's workers take them.
  const t0 = performance.now();
  await app.jobs.runNow(JOB.entityAckRound);
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM complaints WHERE entity_ack_at IS NOT NULL',
    );
    if (rows[0]!.n >= ACK_SAMPLE) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - t0) / 1000;
  const rate = ACK_SAMPLE / seconds;
  console.log(`\nTarea de acuse automático (un nodo, lotes de 50, 2 a la vez):`);
  console.log(
    `  ${ACK_SAMPLE} acuses en ${seconds.toFixed(1)} s = ${rate.toFixed(0)} por segundo; las ${OVERDUE.toLocaleString('es-CO')} en ~${(OVERDUE / rate / 60).toFixed(1)} min (cada nodo más lo reparte)`,
  );
  await app.close();
} finally {
  await db.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}
