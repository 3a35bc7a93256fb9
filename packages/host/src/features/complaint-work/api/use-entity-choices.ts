import { useApiRecord, type ChoiceOption } from '../../../lib/server-state/index.js';
import { valuesPath, type ValueOption } from './complaint-work.js';

/** An entity of the `entidad` value list; the type and code when the server sends them. */
interface EntityValue extends ValueOption {
  tipo_entidad?: number;
  entidad_cod?: string;
}

/** The entity types by id (`tipo_entidad` value list), for «name — type (code)». */
export function useEntityTypeNames(): ReadonlyMap<number, string> {
  const answer = useApiRecord<{ results: ValueOption[] }>(valuesPath('tipo_entidad'));
  return new Map((answer.data?.results ?? []).map((t) => [Number(t.id), t.name]));
}

/**
 * «SURA — Seguros de Vida (13-25)»: an entity told apart from others of the same name by its type
 * and code (as far as they are known).
 */
export function entityLabel(
  entity: { name: string; tipo_entidad?: number; entidad_cod?: string },
  types: ReadonlyMap<number, string>,
): string {
  const type = entity.tipo_entidad === undefined ? undefined : types.get(entity.tipo_entidad);
  const code =
    entity.tipo_entidad !== undefined && entity.entidad_cod !== undefined
      ? ` (${entity.tipo_entidad}-${entity.entidad_cod})`
      : '';
  return `${entity.name}${type ? ` — ${type}` : ''}${code}`;
}

/** The entities a complaint can be moved to, labelled so that same-name entities differ. */
export function useEntityChoices(exceptId: number): ChoiceOption[] {
  const answer = useApiRecord<{ results: EntityValue[] }>(valuesPath('entidad'));
  const types = useEntityTypeNames();
  return (answer.data?.results ?? [])
    .filter((e) => Number(e.id) !== exceptId)
    .map((e) => ({ value: String(e.id), label: entityLabel(e, types) }));
}
