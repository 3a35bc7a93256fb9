import { useId, type FormEvent } from 'react';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { CompactFilterBar, type ActiveFilter } from '../compact-filter-bar.js';

/** One filter of a staff list: a free-text search or a choice among options. */
export type ListFilter =
  | { kind: 'search'; key: string; label: string; hint?: string }
  | {
      kind: 'select';
      key: string;
      label: string;
      options: ReadonlyArray<{ value: string; label: string }>;
    };

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  filters: readonly ListFilter[];
  /** The filters in force (from the URL). */
  values: Readonly<Record<string, string>>;
  onApply: (values: Record<string, string>) => void;
}

/** The filters in force as the user reads them: a select's option label, a search's text. */
export function activeFilters(
  filters: readonly ListFilter[],
  values: Readonly<Record<string, string>>,
): ActiveFilter[] {
  return filters.flatMap((filter) => {
    const value = values[filter.key];
    if (!value) return [];
    const shown =
      filter.kind === 'select'
        ? (filter.options.find((option) => option.value === value)?.label ?? value)
        : value;
    return [{ label: filter.label, value: shown }];
  });
}

/**
 * The filters of a staff list in a {@link CompactFilterBar}: folded, a summary of the filters in
 * force; expanded, one small form where "Filtrar" applies them (back to page 1, the bar folds so
 * the table moves up) and "Limpiar filtros" removes them. The form is keyed on the values in
 * force, so the back button (which changes the URL) also resets what the fields show.
 */
export function FilterBar({ filters, values, onApply }: FilterBarProps) {
  const active = activeFilters(filters, values);
  const formKey = `${JSON.stringify(values)}:${filters.map((f) => (f.kind === 'select' ? f.options.length : 0)).join()}`;
  return (
    <CompactFilterBar active={active} onClear={() => onApply({})}>
      {(collapse) => (
        <FilterForm
          key={formKey}
          filters={filters}
          values={values}
          onApply={(next) => {
            onApply(next);
            collapse();
          }}
        />
      )}
    </CompactFilterBar>
  );
}

function FilterForm({ filters, values, onApply }: FilterBarProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(
      Object.fromEntries(filters.map((filter) => [filter.key, String(data.get(filter.key) ?? '').trim()])),
    );
  };
  return (
    <form className="staff-filters" role="search" aria-label={T.filtersLabel} onSubmit={submit}>
      {filters.map((filter) => {
        const fieldId = `${id}-${filter.key}`;
        return (
          <div className="staff-filters__field" key={filter.key}>
            <label htmlFor={fieldId}>{filter.label}</label>
            {filter.kind === 'search' ? (
              <input
                id={fieldId}
                name={filter.key}
                type="search"
                className="staff-filters__input"
                defaultValue={values[filter.key] ?? ''}
                placeholder={filter.hint}
              />
            ) : (
              <select
                id={fieldId}
                name={filter.key}
                className="staff-filters__input"
                defaultValue={values[filter.key] ?? ''}
              >
                <option value="">{T.anyOption}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </div>
        );
      })}
      <div className="staff-filters__actions">
        <button type="submit" className="sfc-button-link">
          {T.applyFilters}
        </button>
        <button
          type="button"
          className="sfc-button-link sfc-button-link--secondary"
          disabled={Object.keys(values).length === 0}
          onClick={() => onApply({})}
        >
          {T.clearFilters}
        </button>
      </div>
    </form>
  );
}
