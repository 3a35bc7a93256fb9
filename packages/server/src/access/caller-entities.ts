import type { Db } from '../db/driver.js';
import type { AuthUser } from '../db/repositories/users.js';

/**
 * The supervised entities (ids of `supervised_entities`) a DCF, EV or entity API user belongs to,
 * or `null` for a user tied to none (authority staff: no entity restriction).
 */
export async function callerEntityIds(db: Db, user: AuthUser): Promise<number[] | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT e.id FROM supervised_entities e
      WHERE EXISTS (SELECT 1 FROM user_entities ue WHERE ue.user_id = $1 AND ue.entity_id = e.id)
         OR (e.tipo_entidad = $2 AND e.entidad_cod = $3)
      ORDER BY e.id`,
    [user.id, user.entity?.tipo_entidad ?? null, user.entity?.entidad_cod ?? null],
  );
  return rows.length === 0 && !user.entity ? null : rows.map((r) => Number(r.id));
}
