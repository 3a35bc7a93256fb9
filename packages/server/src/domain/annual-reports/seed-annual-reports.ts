import type { Db } from '../../db/driver.js';
import { addHistory, entityParts, insertReport } from './repository.js';

/** The demo defender's mobile number (its SMS codes land in the outbox). */
export const DEMO_DCF_PHONE = '3157260014';

/**
 * Demo annual reports (development only): the demo defender's report of two years ago, filled
 * in, submitted, returned once with a comment, corrected and accepted, so the lists, the printable
 * view and the PDF have something real to show. Last year's report is left for the defender to
 * write. Idempotent: a defender who has any report gets none.
 */
export async function seedAnnualReportsDemo(
  db: Db,
  dcfEmail: string,
  reviewerEmail: string,
): Promise<number> {
  const users = await db.query<{ id: number; email: string }>(
    'SELECT id, lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
    [[dcfEmail.toLowerCase(), reviewerEmail.toLowerCase()]],
  );
  const dcf = users.rows.find((u) => u.email === dcfEmail.toLowerCase());
  const reviewer = users.rows.find((u) => u.email === reviewerEmail.toLowerCase());
  if (!dcf || !reviewer) return 0;
  // The demo defender signs in with a validated phone too (mail or SMS code), so a journey can
  // leave and come back within the minute the mail code cannot be resent.
  await db.query(
    `UPDATE users SET phone = $2, phone_verified = true WHERE id = $1 AND (phone IS NULL OR phone = '')`,
    [dcf.id, DEMO_DCF_PHONE],
  );
  const existing = await db.query('SELECT 1 FROM annual_reports WHERE dcf_user_id = $1', [dcf.id]);
  if ((existing.rowCount ?? 0) > 0) return 0;
  const entities = await db.query<{ entity_id: number }>(
    'SELECT entity_id FROM user_entities WHERE user_id = $1 ORDER BY entity_id',
    [dcf.id],
  );
  const year = new Date().getUTCFullYear() - 2;
  const at = (month: number, day: number) => new Date(Date.UTC(year + 1, month - 1, day, 15));
  const id = await insertReport(
    db,
    Number(dcf.id),
    year,
    entities.rows.map((r) => Number(r.entity_id)),
    at(2, 2),
  );
  await db.transaction(async (tx) => {
    const sections = {
      general: {
        resumen:
          'Durante el año atendimos las quejas de los consumidores de las entidades que defendemos dentro de los términos legales. Las principales causas fueron cobros no reconocidos en tarjetas de crédito y demoras en la cancelación de productos.',
        hechos_relevantes: 'Se implementó la radicación de quejas por el portal de la Superintendencia.',
      },
      incident: { hubo_incidentes: 'no', descripcion_incidentes: null },
      attention: {
        puntos_atencion: 4,
        canales: 'Oficina en Bogotá, correo electrónico, línea telefónica y portal web',
        personas_atendidas: 1280,
      },
      additional: {
        reuniones_junta: 2,
        descripcion_reuniones:
          'Presentamos a la junta directiva el balance semestral de quejas y las recomendaciones.',
      },
    };
    await tx.query('UPDATE annual_reports SET sections = $2, saved_steps = $3 WHERE id = $1', [
      id,
      JSON.stringify(sections),
      [1, 2, 3, 4, 5, 6],
    ]);
    for (const [i, part] of (await entityParts(tx, id, null)).entries()) {
      const data = {
        recibidas: 320 + i * 85,
        tramitadas: 301 + i * 80,
        favor_consumidor: 140 + i * 30,
        favor_entidad: 161 + i * 50,
        tiempo_promedio_dias: 11 + i,
        productos_motivos: 'Tarjeta de crédito (cobros no reconocidos), cuenta de ahorros (bloqueos).',
        pronunciamientos: 'Recomendamos revisar el proceso de reversión de cargos; la entidad lo acogió.',
      };
      await tx.query('UPDATE annual_report_entities SET data = $3 WHERE report_id = $1 AND entity_id = $2', [
        id,
        part.id,
        JSON.stringify(data),
      ]);
    }
    await addHistory(tx, id, Number(dcf.id), 'submitted', 'draft', 'submitted', null, at(3, 20));
    await addHistory(
      tx,
      id,
      Number(reviewer.id),
      'returned',
      'submitted',
      'returned',
      'Falta detallar los canales de atención por entidad.',
      at(4, 3),
    );
    await addHistory(tx, id, Number(dcf.id), 'submitted', 'returned', 'submitted', null, at(4, 10));
    await addHistory(tx, id, Number(reviewer.id), 'accepted', 'submitted', 'accepted', null, at(4, 24));
    await tx.query(
      `UPDATE annual_reports SET state = 'accepted', submitted_at = $2, reviewed_at = $3, updated_at = $3,
              reviewer_user_id = $4 WHERE id = $1`,
      [id, at(4, 10), at(4, 24), reviewer.id],
    );
  });
  return 1;
}
