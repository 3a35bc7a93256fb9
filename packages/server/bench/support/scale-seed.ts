// The scale data of bench/seed-scale.ts, generated inside the database, also used at small size by
// test/query-plans.test.ts (the heavy queries' plans on a seeded table).
import { FOLD_DAY_COUNTS_SQL } from '../../src/domain/complaint-work/day-counts.js';
import { FOLD_ENTITY_PENDING_SQL } from '../../src/domain/complaints/entity-pending.js';
import { SCALE } from './scale-data.js';

/** Runs one statement; every call must reach the same session (the load uses a temporary table). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SeedQuery = (sql: string, params?: unknown[]) => Promise<{ rows: any[] }>;

/** Options of {@link seedScaleData}. */
export interface SeedScaleOptions {
  total: number;
  consumers: number;
  /** Complaints per INSERT. */
  chunk?: number;
  /** Drop the secondary indexes during the load and rebuild them after it (a bulk load). */
  bulk?: boolean;
  step?: (label: string) => void;
}

/**
 * Consumers, complaints (over three years, every supervised entity, the bench entity holding
 * 12 %), versions, attachment rows, assignments and ratings, then ANALYZE.
 */
export async function seedScaleData(q: SeedQuery, options: SeedScaleOptions): Promise<void> {
  const { total, consumers, chunk = 100_000, bulk = false, step = () => undefined } = options;
  // Secondary indexes of the bulk-loaded tables, rebuilt after the load.
  const tables = [
    'complaints',
    'complaint_versions',
    'stored_files',
    'complaint_assignments',
    'complaint_ratings',
  ];
  const { rows: indexes } = bulk
    ? await q(
        `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
        [tables],
      )
    : { rows: [] };
  for (const index of indexes) await q(`DROP INDEX "${index.indexname}"`);
  step(`${indexes.length} índices secundarios retirados durante la carga`);

  // Supervised entities numbered 1..n; the benchmark's entity (SCALE.entity) is number 0.
  await q(
    `CREATE TEMP TABLE ent AS
    SELECT row_number() OVER (ORDER BY id)::int AS n, tipo_entidad, entidad_cod
      FROM supervised_entities WHERE is_active AND NOT (tipo_entidad = $1 AND entidad_cod = $2)`,
    [SCALE.entity.tipo_entidad, SCALE.entity.entidad_cod],
  );
  await q('INSERT INTO ent VALUES (0, $1, $2)', [SCALE.entity.tipo_entidad, SCALE.entity.entidad_cod]);
  const entities = Number((await q('SELECT count(*)::int - 1 AS n FROM ent')).rows[0].n);

  // Consumers with their persons.
  const firstConsumer = Number(
    (
      await q(
        `INSERT INTO users (username, email, is_active, is_verified, created_at)
         SELECT 'consumidor' || g || '@escala.sfc.local', 'consumidor' || g || '@escala.sfc.local', true, true,
                now() - (random() * interval '1200 days')
           FROM generate_series(1, $1) g
         RETURNING id`,
        [consumers],
      )
    ).rows.reduce((min: number, r: { id: number }) => Math.min(min, r.id), Infinity),
  );
  await q(
    `INSERT INTO persons (user_id, first_name, first_last_name, second_last_name, identification_type,
                          identification_number, person_type)
     SELECT u.id, (${SCALE.sql.firstNames})[1 + (u.id % ${SCALE.firstNames.length})],
            (${SCALE.sql.lastNames})[1 + ((u.id / 7) % ${SCALE.lastNames.length})],
            (${SCALE.sql.lastNames})[1 + ((u.id / 3) % ${SCALE.lastNames.length})],
            '1', (1000000000 + u.id)::text, '1'
       FROM users u WHERE u.id >= $1`,
    [firstConsumer],
  );
  step(`${consumers.toLocaleString('es-CO')} consumidores`);

  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    await q(
      `WITH src AS (
         SELECT g, random() AS r_ent, random() AS r_ent2, random() AS r_days, random() AS r_state,
                random() AS r_owner, random() AS r_a, random() AS r_b, random() AS r_c, random() AS r_d
           FROM generate_series($1::int, $2::int) g
       ), pick AS (
         SELECT s.*,
                CASE WHEN s.r_ent < 0.12 THEN 0 ELSE 1 + floor(s.r_ent2 * $3)::int END AS ent_n,
                date_trunc('second', now() - s.r_days * interval '1095 days') AS filed,
                CASE WHEN s.r_state < 0.08 THEN 1 WHEN s.r_state < 0.33 THEN 2 WHEN s.r_state < 0.88 THEN 4
                     WHEN s.r_state < 0.94 THEN 5 WHEN s.r_state < 0.97 THEN 6 ELSE 7 END AS estado
           FROM src s
       )
       INSERT INTO complaints (codigo_queja, owner_user_id, tipo_entidad, entidad_cod, fecha_creacion,
         fecha_actualizacion, fecha_cierre, departamento_cod, municipio_cod, nombres, tipo_id_cf, numero_id_cf,
         tipo_persona, sexo, correo, canal_cod, producto_cod, producto_nombre, macro_motivo_cod, texto_queja,
         anexo_queja, estado_cod, entity_first_seen_at, entity_ack_at, created_at, updated_at, is_active)
       SELECT e.tipo_entidad || e.entidad_cod || extract(year FROM p.filed)::int || (900000000 + p.g),
              CASE WHEN p.r_owner < 0.8 THEN $4 + (p.g % $5) END,
              e.tipo_entidad, e.entidad_cod, p.filed,
              p.filed + (p.r_a * interval '20 days'),
              CASE WHEN p.estado IN (4, 7) THEN least(now(), p.filed + (1 + p.r_b * 30) * interval '1 day') END,
              '11', '11001',
              (${SCALE.sql.firstNames})[1 + (p.g % ${SCALE.firstNames.length})] || ' ' ||
                (${SCALE.sql.lastNames})[1 + ((p.g / 11) % ${SCALE.lastNames.length})],
              1, (1000000000 + p.g % 900000)::text, 1, 1 + (p.g % 2),
              'consumidor' || (p.g % 50000) || '@correo.example',
              1 + floor(p.r_c * 6)::int, 1 + floor(p.r_d * 20)::int,
              (${SCALE.sql.products})[1 + floor(p.r_d * ${SCALE.products.length})::int],
              1 + floor(p.r_a * 15)::int,
              'Presento queja por ' || (${SCALE.sql.problems})[1 + floor(p.r_b * ${SCALE.problems.length})::int] ||
                ' en mi ' || (${SCALE.sql.products})[1 + floor(p.r_d * ${SCALE.products.length})::int] || '. ' ||
                (${SCALE.sql.details})[1 + floor(p.r_c * ${SCALE.details.length})::int] ||
                ' Solicito que la entidad revise el caso y me dé una respuesta de fondo.',
              p.r_c < 0.4,
              p.estado,
              -- Delivered and acknowledged a day after filing, but the bench entity's last 120 days
              -- and everyone's last 20 (still pending for the entity API).
              CASE WHEN p.filed < now() - CASE WHEN p.ent_n = 0 THEN interval '120 days' ELSE interval '20 days' END
                   THEN p.filed + interval '1 day' END,
              CASE WHEN p.filed < now() - CASE WHEN p.ent_n = 0 THEN interval '120 days' ELSE interval '20 days' END
                   THEN p.filed + interval '1 day' END,
              p.filed, p.filed + (p.r_a * interval '20 days'), p.r_b > 0.01
         FROM pick p JOIN ent e ON e.n = p.ent_n`,
      [from, to, entities, firstConsumer, consumers],
    );
    step(`quejas ${from.toLocaleString('es-CO')}–${to.toLocaleString('es-CO')}`);
  }

  await q(
    `INSERT INTO complaint_versions (complaint_id, version, changed_at, actor_user_id, actor_kind, action,
       estado_from, estado_to, changes, snapshot)
     SELECT c.id, 1, c.fecha_creacion, c.owner_user_id, CASE WHEN c.owner_user_id IS NULL THEN 'entity' ELSE 'consumer' END,
            'create', NULL, 1, '{}',
            jsonb_build_object('codigo_queja', c.codigo_queja, 'estado_cod', 1, 'texto_queja', c.texto_queja)
       FROM complaints c
     ON CONFLICT DO NOTHING`,
  );
  await q(
    `INSERT INTO complaint_versions (complaint_id, version, changed_at, actor_kind, action, estado_from, estado_to,
       changes, snapshot)
     SELECT c.id, 2, coalesce(c.fecha_cierre, c.fecha_actualizacion), 'entity', 'state', 1, c.estado_cod,
            jsonb_build_object('estado_cod', jsonb_build_object('old', 1, 'new', c.estado_cod)),
            jsonb_build_object('codigo_queja', c.codigo_queja, 'estado_cod', c.estado_cod)
       FROM complaints c WHERE c.estado_cod <> 1
     ON CONFLICT DO NOTHING`,
  );
  step('versiones');
  await q(
    `INSERT INTO stored_files (storage_key, original_name, size_bytes, content_type, sha256, complaint_id, kind,
       uploaded_by, created_at)
     SELECT 'escala/' || c.id || '/soporte.pdf', 'soporte-' || c.id || '.pdf', 20000 + (c.id::bigint * 7919) % 900000,
            'application/pdf', md5(c.id::text) || md5(c.codigo_queja), c.id, 'complaint', c.owner_user_id,
            c.fecha_creacion
       FROM complaints c WHERE c.anexo_queja`,
  );
  step('archivos');
  await q(
    `INSERT INTO complaint_assignments (complaint_id, direction_id, assigned_at)
     SELECT c.id, d.id, c.fecha_creacion + interval '2 days'
       FROM complaints c
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n FROM directions) d
         ON d.k = c.id % d.n
      WHERE c.id % 2 = 0
     ON CONFLICT DO NOTHING`,
  );
  await q(
    `INSERT INTO complaint_ratings (complaint_id, user_id, rating, comment, created_at)
     SELECT c.id, c.owner_user_id, 1 + c.id % 5, 'Calificación de la respuesta', c.fecha_cierre + interval '1 day'
       FROM complaints c WHERE c.estado_cod = 4 AND c.owner_user_id IS NOT NULL AND c.id % 3 = 0
     ON CONFLICT DO NOTHING`,
  );
  step('asignaciones y calificaciones');
  for (const index of indexes) {
    await q(index.indexdef);
    step(`índice ${index.indexname}`);
  }
  // The triggers' delta rows of the load (one per entity, state and day of each INSERT, and one
  // per entity for the pending counter), folded.
  await q(FOLD_DAY_COUNTS_SQL);
  await q(FOLD_ENTITY_PENDING_SQL);
  step('conteos por día');
  // A bulk load outside a transaction also sets the visibility map (as autovacuum would on a live
  // table), so index-only scans skip the heap; inside a transaction (tests) ANALYZE alone.
  await q(bulk ? 'VACUUM ANALYZE' : 'ANALYZE');
  const counts = (
    await q(`SELECT (SELECT count(*) FROM complaints) AS complaints, (SELECT count(*) FROM complaint_versions) AS versions,
                    (SELECT count(*) FROM stored_files) AS files, (SELECT count(*) FROM users) AS users,
                    pg_size_pretty(pg_database_size(current_database())) AS size`)
  ).rows[0];
  step(
    `Listo: ${Number(counts.complaints).toLocaleString('es-CO')} quejas, ${Number(counts.versions).toLocaleString('es-CO')} versiones, ` +
      `${Number(counts.files).toLocaleString('es-CO')} archivos, ${Number(counts.users).toLocaleString('es-CO')} usuarios; ${counts.size}.`,
  );
}
