import type { Db } from '../db/driver.js';
import { notFoundError } from '../http/errors.js';
import { DCF_POSITION, entitySide, type CallerAccess } from './route-policy.js';

/** Modules that let staff read other accounts (ids of the modules catalog). */
const USERS_MODULE = 1;
const CONSUMERS_MODULE = 2;

interface TargetRow {
  is_staff: boolean;
  is_entity_client: boolean;
  position_name: string | null;
  entity_ids: number[];
}

/**
 * The account `id` as `access` may read it, or the 404 that says nothing (not even that it exists):
 * - everyone reads their own account;
 * - authority staff holding «Consumidores financieros» read consumers' accounts;
 * - authority staff holding «Usuarios» read staff accounts;
 * - EV or DCF users holding «Usuarios» read the staff of their own entities on their side of the
 *   EV/DCF line (the defender is independent of the entity), never consumers or the authority's staff.
 * Entity API accounts are read by nobody else through these routes.
 */
export async function readableAccountId(db: Db, access: CallerAccess, id: number | null): Promise<number> {
  if (id === null) throw notFoundError();
  if (id === access.user.id) return id;
  const modules = access.user.moduleIds;
  if (access.actor === 'consumer' || access.actor === 'entity-client') throw notFoundError();
  if (!modules.includes(USERS_MODULE) && !modules.includes(CONSUMERS_MODULE)) throw notFoundError();
  const { rows } = await db.query<TargetRow>(
    `SELECT (p.position_id IS NOT NULL) AS is_staff,
            EXISTS (SELECT 1 FROM entity_clients c WHERE c.user_id = u.id) AS is_entity_client,
            pos.name AS position_name,
            ARRAY(SELECT e.id FROM supervised_entities e
                   WHERE EXISTS (SELECT 1 FROM user_entities ue WHERE ue.user_id = u.id AND ue.entity_id = e.id)
                      OR (e.tipo_entidad = u.tipo_entidad AND e.entidad_cod = u.entidad_cod)) AS entity_ids
       FROM users u
       LEFT JOIN persons p ON p.user_id = u.id
       LEFT JOIN positions pos ON pos.id = p.position_id
      WHERE u.id = $1`,
    [id],
  );
  const target = rows[0];
  if (!target || target.is_entity_client) throw notFoundError();
  const targetEntities = (target.entity_ids ?? []).map(Number);
  if (access.actor === 'authority') {
    if (!target.is_staff && targetEntities.length === 0 && modules.includes(CONSUMERS_MODULE)) return id;
    if (target.is_staff && modules.includes(USERS_MODULE)) return id;
    throw notFoundError();
  }
  // EV or DCF: staff of their own entities, on their own side.
  const mine = new Set(access.entityIds ?? []);
  const sameSide = (target.position_name === DCF_POSITION) === (entitySide(access.user) === DCF_POSITION);
  if (
    target.is_staff &&
    modules.includes(USERS_MODULE) &&
    sameSide &&
    targetEntities.length > 0 &&
    targetEntities.every((e) => mine.has(e))
  )
    return id;
  throw notFoundError();
}
