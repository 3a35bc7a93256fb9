import { useQueries } from '@tanstack/react-query';
import { CompactFilterBar, type ActiveFilter } from '../../../components/compact-filter-bar.js';
import { ApiCallError, recordQueryKey, useApiRecord } from '../../../lib/server-state/index.js';
import { useServices } from '../../../lib/services.js';
import {
  COLUMNS_ENDPOINT,
  operatorsPath,
  valuesPath,
  type FilterColumn,
  type FilterCondition,
  type FilterOperator,
  type ValueOption,
} from '../api/complaint-work.js';
import { FilterBuilder } from './filter-builder.js';

/** The label lists a summary needs: (path → id → label), filled as the answers arrive. */
type Labels = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * How the queue's filters in force read on the folded bar: the column's label and the value's
 * label (a list's names, not its ids), after the operator when it is not «equals».
 */
export function describeFilters(
  conditions: readonly FilterCondition[],
  columns: readonly FilterColumn[],
  labels: Labels,
): ActiveFilter[] {
  return conditions.map((condition) => {
    const column = columns.find((c) => c.column === condition.column);
    const operators = column ? labels.get(operatorsPath(column.type)) : undefined;
    const values = column?.type === 'choice' ? labels.get(valuesPath(column.column)) : undefined;
    const operator = operators?.get(condition.operator) ?? condition.operator;
    const raw = condition.value;
    const shown = (v: unknown) => values?.get(String(v)) ?? String(v);
    const value =
      raw === undefined || raw === null
        ? ''
        : Array.isArray(raw)
          ? raw.map(shown).join(condition.operator === 'between' ? ' – ' : ', ')
          : shown(raw);
    return {
      label: column?.label ?? condition.column,
      value: condition.operator === 'equals' ? value : `${operator} ${value}`.trim(),
    };
  });
}

/** The label lists (operators of each column type, values of each choice column) of the filters in force. */
function useFilterLabels(conditions: readonly FilterCondition[], columns: readonly FilterColumn[]): Labels {
  const { api } = useServices();
  const paths = new Set<string>();
  for (const condition of conditions) {
    const column = columns.find((c) => c.column === condition.column);
    if (!column) continue;
    paths.add(operatorsPath(column.type));
    if (column.type === 'choice') paths.add(valuesPath(column.column));
  }
  const list = [...paths];
  const answers = useQueries({
    queries: list.map((path) => ({
      queryKey: recordQueryKey(path),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const result = await api.get<{ results: (FilterOperator | ValueOption)[] }>(path, { signal });
        if (!result.ok) throw new ApiCallError(result);
        return result.data;
      },
    })),
  });
  const labels = new Map<string, Map<string, string>>();
  list.forEach((path, i) => {
    const results = answers[i]?.data?.results ?? [];
    labels.set(
      path,
      new Map(
        results.map((r) => ('operator' in r ? [r.operator, r.label] : [String(r.id), r.label ?? r.name])),
      ),
    );
  });
  return labels;
}

/** Props of {@link QueueFilterBar}. */
export interface QueueFilterBarProps {
  /** The filters in force. */
  conditions: readonly FilterCondition[];
  /** The filters' JSON, keying the builder so the back button resets it. */
  json: string;
  onApply: (conditions: FilterCondition[]) => void;
}

/**
 * The complaint queue's filter builder folded into a {@link CompactFilterBar}: one line with the
 * filters in force until «Filtros» opens the builder; applied, it folds back to their summary.
 */
export function QueueFilterBar({ conditions, json, onApply }: QueueFilterBarProps) {
  const columns = useApiRecord<{ results: FilterColumn[] }>(COLUMNS_ENDPOINT).data?.results ?? [];
  const labels = useFilterLabels(conditions, columns);
  return (
    <CompactFilterBar active={describeFilters(conditions, columns, labels)} onClear={() => onApply([])}>
      {(collapse) => (
        <FilterBuilder
          key={`filters:${json}`}
          conditions={conditions}
          onApply={(next) => {
            onApply(next);
            collapse();
          }}
        />
      )}
    </CompactFilterBar>
  );
}
