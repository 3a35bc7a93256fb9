import { ALERTS_API_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { AuthUser } from '../../db/repositories/users.js';
import { COMPLAINT_STATES, isActive } from '../complaints/state-machine.js';
import { ALERT_TYPE } from './alert-types.js';
import { bogotaDay, bogotaDayStart, businessDaysBetween, displayDay } from './colombian-calendar.js';
import { deadlineSettings } from './repository.js';
import { filingDaysDueWithin, responseDeadline } from './response-deadline.js';
import { complaintScope } from './staff-access.js';

/**
 * "Vencimiento próximo" alerts, generated lazily: no scheduler runs, so whenever a user asks for
 * their alerts the server first creates the deadline alerts due to them by then. Only the
 * asking user's are created (their `days_before` and entity scope apply), at most
 * {@link BATCH} per call, for complaints still being handled whose deadline
 * (response-deadline.ts) falls within their `days_before` business days. A unique index (one
 * deadline alert per user and complaint) makes this idempotent, also when several stateless API
 * nodes run it at the same moment.
 */

/** Most deadline alerts created per call; the rest come with the next one. */
const BATCH = 500;

/** States in which a complaint still awaits its answer (the state machine's rule). */
const AWAITING_ANSWER = COMPLAINT_STATES.filter((state) => isActive({ estado_cod: state }));

interface CandidateRow {
  id: number;
  codigo_queja: string;
  fecha_creacion: Date | string;
  entity_name: string | null;
  tipo_entidad: number;
  entidad_cod: string;
}

/**
 * Creates the deadline alerts due to `user` at `now` (the caller has checked the user may have
 * alerts). Returns how many were created.
 */
export async function raiseDeadlineAlerts(
  db: Db,
  user: Pick<AuthUser, 'id' | 'entity'>,
  now: Date,
): Promise<number> {
  const settings = await deadlineSettings(db, user.id);
  if (!settings.isActive) return 0;
  const today = bogotaDay(now);
  const days = filingDaysDueWithin(today, settings.daysBefore);
  if (!days) return 0;
  const scope = complaintScope(user);
  const { rows } = await db.query<CandidateRow>(
    `SELECT c.id, c.codigo_queja, c.fecha_creacion, e.name AS entity_name, c.tipo_entidad, c.entidad_cod
       FROM complaints c
       LEFT JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
      WHERE c.estado_cod = ANY($1::int[])
        AND c.fecha_creacion >= $2 AND c.fecha_creacion < $3
        AND ($4::int IS NULL OR (c.tipo_entidad = $4 AND c.entidad_cod = $5))
        AND NOT EXISTS (
          SELECT 1 FROM alerts a WHERE a.user_id = $6 AND a.complaint_id = c.id AND a.type_alert_id = $7)
      ORDER BY c.fecha_creacion, c.id
      LIMIT ${BATCH}`,
    [
      AWAITING_ANSWER,
      bogotaDayStart(days.first),
      bogotaDayStart(days.last + 1),
      scope?.tipo_entidad ?? null,
      scope?.entidad_cod ?? null,
      user.id,
      ALERT_TYPE.deadline,
    ],
  );
  if (rows.length === 0) return 0;
  const ids: number[] = [];
  const titles: string[] = [];
  const messages: string[] = [];
  for (const row of rows) {
    const deadline = responseDeadline(new Date(row.fecha_creacion));
    const entity = row.entity_name ?? `${row.tipo_entidad}-${row.entidad_cod}`;
    ids.push(Number(row.id));
    titles.push(ALERTS_API_TEXTS.deadlineTitle(row.codigo_queja));
    messages.push(
      ALERTS_API_TEXTS.deadlineMessage(
        row.codigo_queja,
        entity,
        displayDay(deadline),
        businessDaysBetween(today, deadline),
      ),
    );
  }
  const inserted = await db.query(
    `INSERT INTO alerts (user_id, type_alert_id, complaint_id, title, message, created_at)
     SELECT $1, $2, x.complaint_id, x.title, x.message, $3
       FROM unnest($4::int[], $5::text[], $6::text[]) AS x (complaint_id, title, message)
     ON CONFLICT DO NOTHING`,
    [user.id, ALERT_TYPE.deadline, now, ids, titles, messages],
  );
  return inserted.rowCount;
}
