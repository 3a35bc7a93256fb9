/**
 * The one rule of who may be given complaints to work on, as SQL over `users u JOIN persons p`:
 * an active staff member whose active roles hold module `$moduleParam` (complaint management), on
 * the caller's side: an authority caller (`$scopeParam` null) assigns the authority's own staff,
 * never an entity's user; an entity-scoped caller, staff of their entities.
 */
export function assignableAnalystCondition(moduleParam: string, scopeParam: string): string {
  return `u.is_active AND p.position_id IS NOT NULL
    AND EXISTS (SELECT 1 FROM user_groups ug JOIN groups g ON g.id = ug.group_id AND g.is_active
                JOIN group_modules gm ON gm.group_id = g.id AND gm.module_id = ${moduleParam}
                JOIN modules m ON m.id = gm.module_id AND m.is_active
                 WHERE ug.user_id = u.id)
    AND NOT EXISTS (SELECT 1 FROM entity_clients c WHERE c.user_id = u.id)
    AND CASE WHEN ${scopeParam}::int[] IS NULL
             THEN u.tipo_entidad IS NULL AND NOT EXISTS (SELECT 1 FROM user_entities ue WHERE ue.user_id = u.id)
             ELSE EXISTS (SELECT 1 FROM user_entities ue
                           WHERE ue.user_id = u.id AND ue.entity_id = ANY(${scopeParam}::int[]))
        END`;
}
