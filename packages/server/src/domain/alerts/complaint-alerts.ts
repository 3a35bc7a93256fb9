import { ALERTS_API_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { EntityRef } from '../../db/repositories/users.js';
import { stateName } from '../complaints/state-machine.js';
import { ALERT_TYPE } from './alert-types.js';
import type { ComplaintChange } from './complaint-change.js';
import { raiseEntityAlerts } from './ev-alerts.js';
import { STAFF_MODULE } from './staff-access.js';

/**
 * Alerts raised by complaint events: "Nueva queja" when a complaint is created and "Cambio de
 * estado" when its `estado_cod` changes, whoever does it (consumer, entity API, system, seed).
 * The complaint repository calls {@link raiseComplaintAlerts} for every version it writes, inside
 * the transaction of the change, so an alert exists exactly when its change was committed.
 */

export type { ComplaintChange };

/** The name of a supervised entity, or its key when it has none on record. */
export async function entityName(db: Db, ref: EntityRef): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
    [ref.tipo_entidad, ref.entidad_cod],
  );
  return rows[0]?.name ?? `${ref.tipo_entidad}-${ref.entidad_cod}`;
}

interface NewAlert {
  typeId: number;
  title: string;
  message: string;
}

/**
 * Recipients: active staff (a position) with the alerts module in an active role, other than the
 * actor, whose configuration does not switch this type off (no row = on), and who are either not
 * tied to an entity or tied to the complaint's (staff-access.ts `complaintScope`, in SQL).
 */
const INSERT_FOR_RECIPIENTS = `
INSERT INTO alerts (user_id, type_alert_id, complaint_id, title, message, created_at)
SELECT u.id, $1, $2, $3, $4, $5
  FROM users u
  JOIN persons p ON p.user_id = u.id AND p.position_id IS NOT NULL
 WHERE u.is_active
   AND u.id IS DISTINCT FROM $6::int
   AND (u.tipo_entidad IS NULL OR (u.tipo_entidad = $7 AND u.entidad_cod = $8))
   AND EXISTS (SELECT 1 FROM alert_types t WHERE t.id = $1 AND t.is_active)
   AND EXISTS (
     SELECT 1 FROM user_groups ug
       JOIN groups g ON g.id = ug.group_id AND g.is_active
       JOIN group_modules gm ON gm.group_id = g.id AND gm.module_id = $9
       JOIN modules m ON m.id = gm.module_id AND m.is_active
      WHERE ug.user_id = u.id)
   AND NOT EXISTS (
     SELECT 1 FROM alert_configurations ac
      WHERE ac.user_id = u.id AND ac.type_alert_id = $1 AND NOT ac.is_active)`;

/** What a change is worth telling staff, if anything. */
async function alertFor(tx: Db, change: ComplaintChange): Promise<NewAlert | null> {
  const { before, after } = change;
  if (before !== null && before.estado_cod === after.estado_cod) return null;
  const code = after.codigo_queja;
  const entity = await entityName(tx, after);
  if (before === null) {
    return {
      typeId: ALERT_TYPE.newComplaint,
      title: ALERTS_API_TEXTS.newComplaintTitle(code),
      message: ALERTS_API_TEXTS.newComplaintMessage(code, entity),
    };
  }
  return {
    typeId: ALERT_TYPE.stateChange,
    title: ALERTS_API_TEXTS.stateChangeTitle(code),
    message: ALERTS_API_TEXTS.stateChangeMessage(
      code,
      entity,
      stateName(before.estado_cod),
      stateName(after.estado_cod),
    ),
  };
}

/**
 * Raises the alerts a complaint change calls for (none when the state did not change), one per
 * recipient, dated at the change. Run it in the change's transaction.
 */
export async function raiseComplaintAlerts(tx: Db, change: ComplaintChange): Promise<number> {
  if (change.before === null || change.before.estado_cod !== change.after.estado_cod) {
    await raiseEntityAlerts(tx, change, await entityName(tx, change.after));
  }
  const alert = await alertFor(tx, change);
  if (!alert) return 0;
  const { rowCount } = await tx.query(INSERT_FOR_RECIPIENTS, [
    alert.typeId,
    change.after.id,
    alert.title,
    alert.message,
    change.at,
    change.actorUserId,
    change.after.tipo_entidad,
    change.after.entidad_cod,
    STAFF_MODULE.alerts,
  ]);
  return rowCount;
}
