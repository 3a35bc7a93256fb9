import type { Db } from '../db/driver.js';
import type { EntityRef } from '../db/repositories/users.js';

/**
 * Whether an object of the supervised entity `ref` is within `entityIds` (a caller's entity
 * scope; `null` = authority staff, every entity). The one rule every object lookup of an entity's
 * data applies to EV and DCF users.
 */
export async function withinEntities(db: Db, entityIds: number[] | null, ref: EntityRef): Promise<boolean> {
  if (entityIds === null) return true;
  if (entityIds.length === 0) return false;
  const { rowCount } = await db.query(
    'SELECT 1 FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2 AND id = ANY($3::int[])',
    [ref.tipo_entidad, ref.entidad_cod, entityIds],
  );
  return rowCount > 0;
}
