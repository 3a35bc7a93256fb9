import type { Db } from '../../db/driver.js';
import { addEvent, dueAfter } from './repository.js';

const DAY_MS = 86_400_000;

/**
 * Demo recommendations (development only), so both queues have rows in every status: the
 * analyst's recommendation to the demo defender's two entities (one in follow-up with its action
 * plan and a progress report, one still waiting for its plan and overdue), one the analyst closed,
 * and a draft of the defender. Idempotent: nothing is added when the analyst has issued any.
 */
export async function seedRecommendationsDemo(
  db: Db,
  analystEmail: string,
  dcfEmail: string,
): Promise<number> {
  const users = await db.query<{ id: number; email: string }>(
    'SELECT id, lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
    [[analystEmail.toLowerCase(), dcfEmail.toLowerCase()]],
  );
  const analyst = users.rows.find((u) => u.email === analystEmail.toLowerCase());
  const dcf = users.rows.find((u) => u.email === dcfEmail.toLowerCase());
  if (!analyst || !dcf) return 0;
  const existing = await db.query('SELECT 1 FROM recommendations WHERE issuer_user_id = $1', [analyst.id]);
  if ((existing.rowCount ?? 0) > 0) return 0;
  const entities = (
    await db.query<{ entity_id: number }>(
      'SELECT entity_id FROM user_entities WHERE user_id = $1 ORDER BY entity_id',
      [dcf.id],
    )
  ).rows.map((r) => Number(r.entity_id));
  if (entities.length === 0) return 0;
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  return db.transaction(async (tx) => {
    const insert = async (values: {
      issuer: number;
      kind: 'authority' | 'dcf';
      title: string;
      finding: string;
      recommendation: string;
      issuedAt: Date | null;
    }) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO recommendations (issuer_user_id, issuer_kind, title, finding, recommendation, legal_basis, state,
                                      saved_steps, created_at, updated_at, issued_at)
         VALUES ($1, $2, $3, $4, $5, 'Circular Básica Jurídica, Parte I, Título III', $6, '{1,2}', $7, $7, $8) RETURNING id`,
        [
          values.issuer,
          values.kind,
          values.title,
          values.finding,
          values.recommendation,
          values.issuedAt ? 'issued' : 'draft',
          values.issuedAt ?? now,
          values.issuedAt,
        ],
      );
      return Number(rows[0]!.id);
    };
    const target = async (recId: number, entityId: number, status: string, dueDay: string | null) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO recommendation_entities (recommendation_id, entity_id, status, due_day) VALUES ($1, $2, $3, $4) RETURNING id`,
        [recId, entityId, status, dueDay],
      );
      return Number(rows[0]!.id);
    };
    const aid = Number(analyst.id);

    const first = await insert({
      issuer: aid,
      kind: 'authority',
      title: 'Tiempos de respuesta a quejas por fraude',
      finding:
        'En la muestra del trimestre, el 35 % de las quejas por fraude con tarjeta se respondieron fuera del término.',
      recommendation:
        'Reforzar el equipo de atención de fraudes y medir semanalmente los tiempos de respuesta.',
      issuedAt: ago(40),
    });
    const followed = await target(first, entities[0]!, 'in_progress', dueAfter(now, 12));
    await addEvent(tx, {
      targetId: followed,
      kind: 'issued',
      userId: aid,
      text: null,
      from: null,
      to: 'pending_plan',
      at: ago(40),
    });
    await addEvent(tx, {
      targetId: followed,
      kind: 'action_plan',
      userId: null,
      text: 'Plan aprobado por el comité de riesgo operativo.',
      data: {
        actions: [
          {
            action: 'Contratar cuatro analistas de fraude',
            owner: 'Gerencia de fraudes',
            due: dueAfter(now, 30),
          },
        ],
      },
      from: 'pending_plan',
      to: 'in_progress',
      at: ago(30),
    });
    await addEvent(tx, {
      targetId: followed,
      kind: 'progress_report',
      userId: null,
      text: 'Se contrataron dos analistas; el tiempo promedio bajó de 19 a 14 días hábiles.',
      data: { progress: 50 },
      from: 'in_progress',
      to: 'in_progress',
      at: ago(8),
    });
    if (entities[1] !== undefined) {
      const waiting = await target(first, entities[1], 'pending_plan', dueAfter(ago(40), 10));
      await addEvent(tx, {
        targetId: waiting,
        kind: 'issued',
        userId: aid,
        text: null,
        from: null,
        to: 'pending_plan',
        at: ago(40),
      });
    }

    const second = await insert({
      issuer: aid,
      kind: 'authority',
      title: 'Información de tarifas en el sitio web',
      finding: 'Las tarifas de la cuenta de ahorros publicadas no coincidían con las cobradas.',
      recommendation: 'Publicar las tarifas vigentes y revisar su actualización cada mes.',
      issuedAt: ago(120),
    });
    const closed = await target(second, entities[0]!, 'closed', null);
    await addEvent(tx, {
      targetId: closed,
      kind: 'issued',
      userId: aid,
      text: null,
      from: null,
      to: 'pending_plan',
      at: ago(120),
    });
    await addEvent(tx, {
      targetId: closed,
      kind: 'answer',
      userId: null,
      text: 'Las tarifas se publican desde el gestor de contenidos con la misma fuente que el cobro.',
      from: 'in_progress',
      to: 'answered',
      at: ago(70),
    });
    await addEvent(tx, {
      targetId: closed,
      kind: 'closed',
      userId: aid,
      text: 'Verificado en el sitio web.',
      from: 'answered',
      to: 'closed',
      at: ago(60),
    });

    const draft = await insert({
      issuer: Number(dcf.id),
      kind: 'dcf',
      title: 'Lenguaje claro en las respuestas',
      finding: 'Las respuestas a los consumidores citan normas sin explicarlas.',
      recommendation: 'Usar una plantilla de respuesta en lenguaje claro.',
      issuedAt: null,
    });
    await tx.query('INSERT INTO recommendation_entities (recommendation_id, entity_id) VALUES ($1, $2)', [
      draft,
      entities[0],
    ]);
    return 3;
  });
}
