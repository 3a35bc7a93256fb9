import { useApiRecord, type ChoiceOption } from '../../../lib/server-state/index.js';
import { valuesPath, type ValueOption } from './complaint-work.js';

/** The value list of a filter column (`data_for_fields_filter/{column}/`) as select choices. */
export function useFilterValues(column: string): ChoiceOption[] {
  const answer = useApiRecord<{ results: ValueOption[] }>(valuesPath(column));
  return (answer.data?.results ?? []).map((o) => ({ value: String(o.id), label: o.label ?? o.name }));
}
