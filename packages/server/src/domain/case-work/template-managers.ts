import type { Db } from '../../db/driver.js';

/**
 * Who manages a direction's message templates (docs/case-work-api.md, "Templates per direction"):
 * staff whose position is «Administrador» manage every direction's; a «Coordinador» manages their
 * own direction's. Everyone else in a direction uses its active templates and changes none.
 * Positions are names of the positions catalog (packages/server/data/catalogs).
 */

export const ADMINISTRATOR_POSITION = 'Administrador';
export const COORDINATOR_POSITION = 'Coordinador';

/** A direction whose templates someone may see or manage. */
export interface TemplateDirection {
  id: number;
  name: string;
}

/** The caller's own direction and the directions whose templates they manage (active ones). */
export async function templateDirections(
  db: Db,
  userId: number,
): Promise<{ own: TemplateDirection | null; managed: TemplateDirection[] }> {
  const { rows } = await db.query<{ id: number; name: string; own: boolean; managed: boolean }>(
    `SELECT d.id, d.name, d.id = p.direction_id AS own,
            (pos.name = $2 OR (pos.name = $3 AND d.id = p.direction_id)) AS managed
       FROM persons p
       LEFT JOIN positions pos ON pos.id = p.position_id
       JOIN directions d ON d.id = p.direction_id OR (pos.name = $2 AND d.is_active)
      WHERE p.user_id = $1
      ORDER BY d.name, d.id`,
    [userId, ADMINISTRATOR_POSITION, COORDINATOR_POSITION],
  );
  const direction = (r: { id: number; name: string }) => ({ id: Number(r.id), name: String(r.name) });
  const own = rows.find((r) => r.own);
  return { own: own ? direction(own) : null, managed: rows.filter((r) => r.managed).map(direction) };
}

/** Whether the caller manages the templates of direction `directionId`. */
export async function managesDirection(db: Db, userId: number, directionId: number): Promise<boolean> {
  const { rows } = await db.query<{ managed: boolean }>(
    `SELECT (pos.name = $3 OR (pos.name = $4 AND p.direction_id = $2)) AS managed
       FROM persons p JOIN positions pos ON pos.id = p.position_id
      WHERE p.user_id = $1 AND EXISTS (SELECT 1 FROM directions d WHERE d.id = $2)`,
    [userId, directionId, ADMINISTRATOR_POSITION, COORDINATOR_POSITION],
  );
  return rows[0]?.managed === true;
}
