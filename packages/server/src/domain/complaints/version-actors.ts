import type { Db } from '../../db/driver.js';
import { personName } from '../case-work/case-scope.js';
import type { ComplaintVersion } from './repository.js';

/**
 * The display names (first name and first last name) of the staff members who made `versions`,
 * by version number. Only staff actors are named: an entity's or a consumer's change keeps
 * naming the party («La entidad», «El consumidor»).
 */
export async function staffActorNames(db: Db, versions: ComplaintVersion[]): Promise<Map<number, string>> {
  const byUser = new Map<number, number[]>();
  for (const v of versions)
    if (v.actor_kind === 'staff' && v.actor_user_id !== null)
      byUser.set(v.actor_user_id, [...(byUser.get(v.actor_user_id) ?? []), v.version]);
  const names = new Map<number, string>();
  if (byUser.size === 0) return names;
  const { rows } = await db.query<{ user_id: number; name: string | null }>(
    `SELECT p.user_id, ${personName('p')} AS name FROM persons p WHERE p.user_id = ANY($1::int[])`,
    [[...byUser.keys()]],
  );
  for (const row of rows)
    if (row.name) for (const version of byUser.get(Number(row.user_id)) ?? []) names.set(version, row.name);
  return names;
}
