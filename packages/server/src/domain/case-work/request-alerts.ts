import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import type { Db } from '../../db/driver.js';
import { bogotaDay, displayDay, isoDay } from '../alerts/colombian-calendar.js';
import { dayOfIso } from '../deadlines/deadline-sql.js';

/**
 * The «Requerimiento vencido» alerts due to `userId` (tied to `entityIds`) at `now`: one per open
 * requerimiento past its due day, once. Run when the user reads their EV alerts.
 */
export async function raiseOverdueRequestAlerts(
  db: Db,
  userId: number,
  entityIds: number[],
  now: Date,
): Promise<number> {
  const today = isoDay(bogotaDay(now));
  const { rows } = await db.query<{
    id: number;
    complaint_id: number;
    codigo_queja: string;
    due_day: string;
  }>(
    `SELECT r.id, r.complaint_id, c.codigo_queja, r.due_day::text AS due_day
       FROM entity_requests r
       JOIN supervised_entities se ON se.tipo_entidad = r.tipo_entidad AND se.entidad_cod = r.entidad_cod
       JOIN complaints c ON c.id = r.complaint_id
      WHERE r.answered_at IS NULL AND r.cancelled_at IS NULL AND r.due_day < $2::date
        AND se.id = ANY($3::int[])
        AND NOT EXISTS (SELECT 1 FROM ev_alerts a WHERE a.user_id = $1 AND a.entity_request_id = r.id AND a.type_id = 8)
      ORDER BY r.due_day, r.id LIMIT 500`,
    [userId, today, entityIds],
  );
  let created = 0;
  for (const r of rows) {
    const due = dayOfIso(r.due_day);
    const res = await db.query(
      `INSERT INTO ev_alerts (user_id, type_id, complaint_id, title, message, created_at, entity_request_id)
       VALUES ($1, 8, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [
        userId,
        r.complaint_id,
        T.requestOverdueTitle(r.codigo_queja),
        T.requestOverdueMessage(r.codigo_queja, due === null ? r.due_day : displayDay(due)),
        now,
        r.id,
      ],
    );
    created += res.rowCount;
  }
  return created;
}
