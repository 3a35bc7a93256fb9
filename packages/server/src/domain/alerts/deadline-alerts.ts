import { ALERTS_API_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { AuthUser, EntityRef } from '../../db/repositories/users.js';
import { COMPLAINT_STATES, isActive } from '../complaints/state-machine.js';
import { ALERT_TYPE } from './alert-types.js';
import {
  DEADLINE_CLOCK_COLUMNS,
  candidateClock,
  complaintDeadline,
  type DeadlineCandidate,
  dayOfIso,
  dueBetweenSql,
} from '../deadlines/deadline-sql.js';
import { SqlFilter } from '../staff-admin/listing.js';
import { addBusinessDays, bogotaDay, businessDaysBetween, displayDay } from './colombian-calendar.js';
import { deadlineSettings } from './repository.js';
import { STAFF_MODULE, complaintScope } from './staff-access.js';

/**
 * "Vencimiento próximo" alerts, raised by the deadline-alert job (src/jobs/server-jobs.ts), one
 * round at a time across the nodes: for every user who gets them ({@link raiseDeadlineAlertsForAll}),
 * with their `days_before` and entity scope, for complaints still being handled whose deadline
 * (the engine's plain term under their regime, after their suspensions: deadline-sql.ts) falls within their `days_before` business days. Reading the alerts only
 * reads. A unique index (one deadline alert per user and complaint) makes this idempotent, also
 * when a round is run again after its worker died.
 */

/** Most deadline alerts created per call; the rest come with the next one. */
const BATCH = 500;

/** States in which a complaint still awaits its answer (the state machine's rule). */
const AWAITING_ANSWER = COMPLAINT_STATES.filter((state) => isActive({ estado_cod: state }));

interface CandidateRow extends DeadlineCandidate {
  entity_name: string | null;
  tipo_entidad: number;
  entidad_cod: string;
}

/** Users who get the same deadline alerts: the same entity scope and the same `days_before`. */
interface Recipients {
  userIds: number[];
  scope: EntityRef | null;
  daysBefore: number;
}

/**
 * Creates the deadline alerts due to `user` at `now` (the caller has checked the user may have
 * alerts), one batch of at most {@link BATCH} complaints: the job's next round raises the rest.
 * Returns how many were created.
 */
export async function raiseDeadlineAlerts(
  db: Db,
  user: Pick<AuthUser, 'id' | 'entity'>,
  now: Date,
): Promise<number> {
  const settings = await deadlineSettings(db, user.id);
  if (!settings.isActive) return 0;
  const recipients = { userIds: [user.id], scope: complaintScope(user), daysBefore: settings.daysBefore };
  return (await raiseDeadlineAlertBatch(db, recipients, now)).created;
}

/**
 * One batch of the deadline alerts due at `now` to `recipients`: the complaints due within their
 * `days_before` business days that one of them has no alert of yet (at most {@link BATCH}), read
 * once for all of them, and an alert for each user who lacks it. Returns how many complaints were
 * read and how many alerts created.
 */
async function raiseDeadlineAlertBatch(
  db: Db,
  recipients: Recipients,
  now: Date,
): Promise<{ candidates: number; created: number }> {
  const today = bogotaDay(now);
  const { scope } = recipients;
  // Due from today to the `days_before`-th business day after it, under the complaint's regime and
  // after its suspensions (a suspended complaint has no deadline to warn of); the plain term.
  const filter = new SqlFilter();
  filter.where(`c.estado_cod = ANY(${filter.param(AWAITING_ANSWER)}::int[])`);
  filter.where(dueBetweenSql(filter, today, addBusinessDays(today, recipients.daysBefore), false));
  if (scope) {
    filter.where(
      `c.tipo_entidad = ${filter.param(scope.tipo_entidad)} AND c.entidad_cod = ${filter.param(scope.entidad_cod)}`,
    );
  }
  const type = filter.param(ALERT_TYPE.deadline);
  filter.where(
    `EXISTS (SELECT 1 FROM unnest(${filter.param(recipients.userIds)}::int[]) r (user_id)
              WHERE NOT EXISTS (SELECT 1 FROM alerts a
                                 WHERE a.user_id = r.user_id AND a.complaint_id = c.id AND a.type_alert_id = ${type}))`,
  );
  const { rows } = await db.query<CandidateRow>(
    `SELECT c.id, c.codigo_queja, c.fecha_creacion, e.name AS entity_name, c.tipo_entidad, c.entidad_cod,
            c.estado_cod, c.prorroga_queja, c.fecha_cierre, c.updated_at, ${DEADLINE_CLOCK_COLUMNS}
       FROM complaints c
       LEFT JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
      ${filter.sql()}
      ORDER BY c.fecha_creacion, c.id
      LIMIT ${BATCH}`,
    filter.params,
  );
  if (rows.length === 0) return { candidates: 0, created: 0 };
  const ids: number[] = [];
  const titles: string[] = [];
  const messages: string[] = [];
  for (const row of rows) {
    const seen = complaintDeadline(candidateClock(row), now, false);
    const deadline = dayOfIso(seen.due_day) ?? today;
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
     SELECT r.user_id, $1, x.complaint_id, x.title, x.message, $2
       FROM unnest($3::int[]) AS r (user_id)
       CROSS JOIN unnest($4::int[], $5::text[], $6::text[]) AS x (complaint_id, title, message)
     ON CONFLICT DO NOTHING`,
    [ALERT_TYPE.deadline, now, recipients.userIds, ids, titles, messages],
  );
  return { candidates: rows.length, created: inserted.rowCount };
}

/**
 * Raises the deadline alerts due at `now` to every user who may get them: active staff with the
 * alerts module in an active role (the recipients of complaint alerts, complaint-alerts.ts), in
 * batches until none is left. Returns how many were created.
 */
export async function raiseDeadlineAlertsForAll(db: Db, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number; tipo_entidad: number | null; entidad_cod: string | null }>(
    `SELECT u.id, u.tipo_entidad, u.entidad_cod
       FROM users u
       JOIN persons p ON p.user_id = u.id AND p.position_id IS NOT NULL
      WHERE u.is_active
        AND EXISTS (
          SELECT 1 FROM user_groups ug
            JOIN groups g ON g.id = ug.group_id AND g.is_active
            JOIN group_modules gm ON gm.group_id = g.id AND gm.module_id = $1
            JOIN modules m ON m.id = gm.module_id AND m.is_active
           WHERE ug.user_id = u.id)
      ORDER BY u.id`,
    [STAFF_MODULE.alerts],
  );
  // Users with the same scope and warning read the due complaints once, not once each (22 staff
  // users at 1,000,000 complaints: one round took 8.7 s, ADR 0027).
  const groups = new Map<string, Recipients>();
  for (const row of rows) {
    const settings = await deadlineSettings(db, Number(row.id));
    if (!settings.isActive) continue;
    const scope =
      row.tipo_entidad !== null && row.entidad_cod !== null
        ? { tipo_entidad: Number(row.tipo_entidad), entidad_cod: row.entidad_cod }
        : null;
    const key = JSON.stringify([scope?.tipo_entidad, scope?.entidad_cod, settings.daysBefore]);
    const group = groups.get(key) ?? { userIds: [], scope, daysBefore: settings.daysBefore };
    group.userIds.push(Number(row.id));
    groups.set(key, group);
  }
  let raised = 0;
  for (const group of groups.values()) {
    for (;;) {
      const round = await raiseDeadlineAlertBatch(db, group, now);
      raised += round.created;
      if (round.candidates < BATCH) break;
    }
  }
  return raised;
}
