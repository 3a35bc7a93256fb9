import type { Db } from '../../db/driver.js';
import { detectDuplicatesFor } from './duplicates.js';
import { createSample } from './samples.js';

/**
 * Demo data of the quality screens (development only): closed complaints of the third
 * quarter of 2026 against Bancolombia (1-7) and Davivienda (1-39), a third of them assigned to the
 * demo analyst; one sample with a few verdicts; and one consumer's two nearly identical
 * complaints, proposed as duplicates. Idempotent.
 */

/** The quarter the demo's closed complaints fall in (the e2e journey samples it). */
export const DEMO_QUALITY_QUARTER = { from: '2026-07-01', to: '2026-09-30' } as const;

const ENTITIES = [
  { tipo_entidad: 1, entidad_cod: '7', count: 150 },
  { tipo_entidad: 1, entidad_cod: '39', count: 60 },
];

const TEXTS = [
  'Me cobraron la cuota de manejo de la tarjeta de crédito aunque la tarjeta está exenta según el contrato.',
  'Hice una transferencia por la aplicación y el dinero salió de mi cuenta de ahorros pero nunca llegó al destinatario.',
  'El banco me reportó en una central de riesgo por una deuda que ya había pagado en su totalidad.',
  'No me entregaron el paz y salvo del crédito de libre inversión después de pagar la última cuota.',
  'Aparece en mi extracto una compra en el exterior que no reconozco; pedí el contracargo y no me respondieron.',
  'El cajero automático no entregó el dinero pero sí lo descontó de mi cuenta.',
  'Me aumentaron la tasa de interés del crédito hipotecario sin informarme.',
  'Solicité la cancelación de la cuenta corriente hace dos meses y siguen cobrándome la cuota de manejo.',
];

const NAMES = [
  'Luisa Ríos',
  'Andrés Muñoz',
  'Camila Peña',
  'Jorge Núñez',
  'Valentina Gómez',
  'Óscar Castaño',
];

/** Seeds the quality demo data once; answers whether it did. */
export async function seedQualityDemo(db: Db, analystEmail: string): Promise<boolean> {
  const marker = await db.query("SELECT 1 FROM complaints WHERE codigo_queja = '172026900001'");
  if (marker.rowCount > 0) return false;
  const analyst = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
    analystEmail,
  ]);
  const analystId = analyst.rows[0]?.id ?? null;
  const quarterStart = Date.parse(`${DEMO_QUALITY_QUARTER.from}T09:00:00-05:00`);
  await db.transaction(async (tx) => {
    // The closed complaints in bulk (one statement each: seeding stays well under a second);
    // they are the entities' own historical complaints, so they carry no portal versions.
    let offset = 0;
    for (const entity of ENTITIES) {
      await tx.query(
        `INSERT INTO complaints (codigo_queja, tipo_entidad, entidad_cod, fecha_creacion, fecha_cierre, fecha_actualizacion,
           departamento_cod, municipio_cod, nombres, tipo_id_cf, numero_id_cf, tipo_persona, canal_cod, producto_cod,
           producto_nombre, macro_motivo_cod, texto_queja, estado_cod, a_favor_de, documentacion_rta_final,
           entity_first_seen_at, entity_ack_at)
         SELECT $1::text || $2::text || '2026' || (900000 + n)::text, $1::int, $2::text,
                closed - make_interval(days => 8 + n % 12), closed, closed, '11', '11001',
                ($5::text[])[1 + n % array_length($5::text[], 1)], 1, (52000000 + n)::text, 1,
                (ARRAY[13, 14, 3])[1 + n % 3], p.code::int, p.name, 940,
                ($6::text[])[1 + n % array_length($6::text[], 1)], 4, 1 + n % 2, true,
                closed - make_interval(days => 7 + n % 12), closed - make_interval(days => 7 + n % 12)
           FROM generate_series($3::int + 1, $3::int + $4::int) AS n
           CROSS JOIN LATERAL (SELECT $7::timestamptz + make_interval(days => (n * 37) % 91, hours => n % 7) AS closed) t
           JOIN LATERAL (SELECT code, name FROM option_items WHERE list = 'product' ORDER BY sort, code
                          OFFSET n % 4 LIMIT 1) p ON true`,
        [entity.tipo_entidad, entity.entidad_cod, offset, entity.count, NAMES, TEXTS, new Date(quarterStart)],
      );
      offset += entity.count;
    }
    if (analystId !== null) {
      await tx.query(
        `INSERT INTO complaint_assignments (complaint_id, analyst_user_id, assigned_at)
         SELECT id, $1, fecha_creacion + interval '1 day' FROM complaints
          WHERE codigo_queja ~ '^1(7|39)20269' AND id % 3 = 0`,
        [analystId],
      );
    }
    // One consumer's complaint and, a week later, nearly the same again (a duplicate candidate).
    const twice = [
      'Desde agosto me descuentan dos veces la cuota del crédito de vehículo. Fui a la oficina de la calle 72 ' +
        'y me dijeron que en ocho días lo corregían, pero este mes volvió a pasar.',
      'Me están descontando 2 veces la cuota del credito de vehiculo desde agosto. En la oficina de la calle 72 ' +
        'me dijeron que lo corregían en ocho días y este mes volvió a pasar.',
    ];
    // Inserted like the closed ones (no versions) and over 60 days ago: the demo's alerts and the
    // dashboard's last-60-days reports stay those of the demo consumer's complaints.
    await tx.query(
      `INSERT INTO complaints (codigo_queja, tipo_entidad, entidad_cod, fecha_creacion, departamento_cod, municipio_cod,
         nombres, tipo_id_cf, numero_id_cf, tipo_persona, canal_cod, producto_cod, macro_motivo_cod, texto_queja, estado_cod)
       SELECT '1392026' || (990000 + i)::text, 1, '39', now() - make_interval(days => 75 - (i - 1) * 7), '05', '05001',
              'Marta Lucía Ocampo', 1, '43123987', 1, 13, 3, 939 + i, ($1::text[])[i], 1
         FROM generate_series(1, 2) AS i`,
      [twice],
    );
  });
  const second = await db.query<{ id: number }>(
    "SELECT id FROM complaints WHERE numero_id_cf = '43123987' ORDER BY fecha_creacion DESC LIMIT 1",
  );
  if (second.rows[0]) await detectDuplicatesFor(db, Number(second.rows[0].id));
  if (analystId !== null) {
    const davivienda = await db.query<{ id: number }>(
      "SELECT id FROM supervised_entities WHERE tipo_entidad = 1 AND entidad_cod = '39'",
    );
    const sampleId = await createSample(
      db,
      {
        name: 'Davivienda, tercer trimestre de 2026',
        entityIds: davivienda.rows.map((r) => Number(r.id)),
        periodFrom: DEMO_QUALITY_QUARTER.from,
        periodTo: DEMO_QUALITY_QUARTER.to,
        strata: 'producto',
        confidence: 0.95,
        margin: 0.1,
        seed: '20261001',
      },
      analystId,
    );
    if (sampleId !== null) {
      await db.query(
        `INSERT INTO complaint_sample_evaluations (sample_id, complaint_id, criterion_code, verdict, comment, evaluator_user_id)
         SELECT i.sample_id, i.complaint_id, cr.code,
                CASE WHEN (i.position + cr.code::int) % 4 = 0 THEN 'no_cumple' ELSE 'cumple' END,
                'Evaluación de demostración.', $2
           FROM complaint_sample_items i
           CROSS JOIN (SELECT code FROM option_items WHERE list = 'criterion' AND is_active) cr
          WHERE i.sample_id = $1 AND i.position <= 6`,
        [sampleId, analystId],
      );
    }
  }
  return true;
}
