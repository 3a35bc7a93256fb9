import { useId, useState, type FormEvent } from 'react';
import { STAFF_COMPLAINT_SCREEN_TEXTS as T } from '@sfc/core';
import { useApiRecord } from '../../../lib/server-state/index.js';
import {
  COLUMNS_ENDPOINT,
  operatorsPath,
  valuesPath,
  type FilterColumn,
  type FilterCondition,
  type FilterOperator,
  type ValueOption,
} from '../api/complaint-work.js';

/** A condition as the form holds it: every value as text (a list for `in`, two for `between`). */
interface DraftCondition {
  key: number;
  column: string;
  operator: string;
  value: string;
  to: string;
  list: string[];
}

let nextKey = 1;
const blank = (): DraftCondition => ({
  key: nextKey++,
  column: '',
  operator: '',
  value: '',
  to: '',
  list: [],
});

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function draftOf(condition: FilterCondition): DraftCondition {
  const value = condition.value;
  return {
    ...blank(),
    column: condition.column,
    operator: condition.operator,
    value: Array.isArray(value) ? text(value[0]) : text(value),
    to: Array.isArray(value) ? text(value[1]) : '',
    list: Array.isArray(value) ? value.map(text) : [],
  };
}

/** What value an operator takes (the contract's table of operators). */
function valueKind(operator: string): FilterOperator['value'] {
  if (operator === 'empty' || operator === 'not_empty') return 'none';
  if (operator === 'between') return 'pair';
  if (operator === 'in' || operator === 'not_in') return 'list';
  return 'single';
}

/** The filters of the URL's `filters` parameter; anything malformed reads as no filter. */
export function readFilters(raw: string | null): FilterCondition[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter(
          (c): c is FilterCondition =>
            typeof c === 'object' && c !== null && typeof (c as FilterCondition).column === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Props of {@link FilterBuilder}. */
export interface FilterBuilderProps {
  /** The filters in force. */
  conditions: readonly FilterCondition[];
  onApply: (conditions: FilterCondition[]) => void;
}

/**
 * The filter builder of the complaint screens: rows of column, operator and value (the server's
 * `columns_for_filter`, `operator_types/{type}` and `data_for_fields_filter/{column}`), all of
 * which must hold. Keyed by the caller on the filters in force, so the back button resets it.
 */
export function FilterBuilder({ conditions, onApply }: FilterBuilderProps) {
  const id = useId();
  const columns = useApiRecord<{ results: FilterColumn[] }>(COLUMNS_ENDPOINT).data?.results ?? [];
  const [rows, setRows] = useState<DraftCondition[]>(() =>
    conditions.length > 0 ? conditions.map(draftOf) : [blank()],
  );

  const update = (key: number, change: Partial<DraftCondition>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const built: FilterCondition[] = [];
    for (const row of rows) {
      const column = columns.find((c) => c.column === row.column);
      if (!column || row.operator === '') continue;
      const convert = (raw: string): unknown => {
        if (column.type === 'number') return raw.trim() === '' ? raw : Number(raw);
        if (column.type === 'boolean') return raw === 'true';
        // Value lists have numeric ids, but for a few words (the deadline statuses).
        if (column.type === 'choice') return /^\d+$/u.test(raw) ? Number(raw) : raw;
        return raw.trim();
      };
      const { operator } = row;
      const kind = valueKind(operator);
      if (kind === 'none') built.push({ column: column.column, operator });
      else if (kind === 'pair')
        built.push({ column: column.column, operator, value: [convert(row.value), convert(row.to)] });
      else if (kind === 'list') built.push({ column: column.column, operator, value: row.list.map(convert) });
      else built.push({ column: column.column, operator, value: convert(row.value) });
    }
    onApply(built);
  };

  return (
    <form className="filter-builder" role="search" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`}>{T.filterBuilderTitle}</h2>
      <p className="filter-builder__hint">{T.filterBuilderHint}</p>
      {rows.map((row, index) => (
        <ConditionFields
          key={row.key}
          id={`${id}-${row.key}`}
          n={index + 1}
          row={row}
          columns={columns}
          onChange={(change) => update(row.key, change)}
          onRemove={
            rows.length > 1 || row.column !== ''
              ? () => setRows((all) => (all.length > 1 ? all.filter((r) => r.key !== row.key) : [blank()]))
              : undefined
          }
        />
      ))}
      <div className="staff-filters__actions">
        <button
          type="button"
          className="sfc-button-link sfc-button-link--secondary"
          onClick={() => setRows((all) => [...all, blank()])}
        >
          {T.addCondition}
        </button>
        <button type="submit" className="sfc-button-link">
          {T.applyFilters}
        </button>
        <button
          type="button"
          className="sfc-button-link sfc-button-link--secondary"
          disabled={conditions.length === 0}
          onClick={() => onApply([])}
        >
          {T.clearFilters}
        </button>
      </div>
    </form>
  );
}

interface ConditionFieldsProps {
  id: string;
  n: number;
  row: DraftCondition;
  columns: FilterColumn[];
  onChange: (change: Partial<DraftCondition>) => void;
  onRemove?: () => void;
}

/** One condition: a fieldset with the column, its operators and the value fields they take. */
function ConditionFields({ id, n, row, columns, onChange, onRemove }: ConditionFieldsProps) {
  const column = columns.find((c) => c.column === row.column);
  const operatorAnswer = useApiRecord<{ results: FilterOperator[] }>(
    column ? operatorsPath(column.type) : null,
  );
  const operators = operatorAnswer.data?.results ?? [];
  const valueAnswer = useApiRecord<{ results: ValueOption[] }>(
    column && column.type === 'choice' ? valuesPath(column.column) : null,
  );
  const values = valueAnswer.data?.results ?? [];
  const operator = operators.find((o) => o.operator === row.operator) ?? null;
  const kind = operator ? operator.value : 'single';
  const inputType = column?.type === 'date' ? 'date' : column?.type === 'number' ? 'number' : 'text';

  const valueField = (fieldId: string, label: string, value: string, set: (v: string) => void) =>
    column?.type === 'choice' || column?.type === 'boolean' ? (
      <div className="staff-filters__field">
        <label htmlFor={fieldId}>{label}</label>
        <select
          id={fieldId}
          className="staff-filters__input"
          value={value}
          onChange={(e) => set(e.target.value)}
        >
          <option value="" />
          {column.type === 'boolean' ? (
            <>
              <option value="true">{T.yes}</option>
              <option value="false">{T.no}</option>
            </>
          ) : (
            values.map((o) => (
              <option key={String(o.id)} value={String(o.id)}>
                {o.label ?? o.name}
              </option>
            ))
          )}
        </select>
      </div>
    ) : (
      <div className="staff-filters__field">
        <label htmlFor={fieldId}>{label}</label>
        <input
          id={fieldId}
          type={inputType}
          step={inputType === 'number' ? 'any' : undefined}
          className="staff-filters__input"
          value={value}
          onChange={(e) => set(e.target.value)}
        />
      </div>
    );

  return (
    <fieldset className="filter-builder__condition">
      <legend>{T.conditionLegend(n)}</legend>
      <div className="staff-filters__field">
        <label htmlFor={`${id}-column`}>{T.column}</label>
        <select
          id={`${id}-column`}
          className="staff-filters__input"
          value={row.column}
          onChange={(e) => onChange({ column: e.target.value, operator: '', value: '', to: '', list: [] })}
        >
          <option value="">{T.chooseColumn}</option>
          {columns.map((c) => (
            <option key={c.column} value={c.column}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {column ? (
        <div className="staff-filters__field">
          <label htmlFor={`${id}-operator`}>{T.operator}</label>
          <select
            id={`${id}-operator`}
            className="staff-filters__input"
            value={row.operator}
            onChange={(e) => onChange({ operator: e.target.value })}
          >
            <option value="" />
            {operators.map((o) => (
              <option key={o.operator} value={o.operator}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {column && operator && kind === 'single'
        ? valueField(`${id}-value`, T.value, row.value, (value) => onChange({ value }))
        : null}
      {column && operator && kind === 'pair' ? (
        <>
          {valueField(`${id}-from`, T.valueFrom, row.value, (value) => onChange({ value }))}
          {valueField(`${id}-to`, T.valueTo, row.to, (to) => onChange({ to }))}
        </>
      ) : null}
      {column && operator && kind === 'list' ? (
        <div className="staff-filters__field">
          <label htmlFor={`${id}-list`}>{T.value}</label>
          <select
            id={`${id}-list`}
            multiple
            className="staff-filters__input"
            aria-describedby={`${id}-list-hint`}
            value={row.list}
            onChange={(e) => onChange({ list: [...e.target.selectedOptions].map((o) => o.value) })}
          >
            {values.map((o) => (
              <option key={String(o.id)} value={String(o.id)}>
                {o.label ?? o.name}
              </option>
            ))}
          </select>
          <small id={`${id}-list-hint`}>{T.valuesHint}</small>
        </div>
      ) : null}
      {onRemove ? (
        <button
          type="button"
          className="sfc-button-link sfc-button-link--secondary filter-builder__remove"
          onClick={onRemove}
        >
          {T.removeCondition(n)}
        </button>
      ) : null}
    </fieldset>
  );
}
