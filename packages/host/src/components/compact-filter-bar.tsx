import { useId, useState, type ReactNode } from 'react';
import { STAFF_WORKSPACE_TEXTS as S, WORKSPACE_LAYOUT_TEXTS as T } from '@sfc/core';

/** One filter in force, as the user reads it: the field's label and the value shown (an option's label, not its code). */
export interface ActiveFilter {
  label: string;
  value: string;
}

/**
 * Props of {@link CompactFilterBar}.
 *
 * - `active`: the filters in force, summarised on one line («2 filtros activos: Estado: Activo · Rol: Analista»).
 * - `children`: the full filter form, shown when expanded; or a function given `collapse`, which
 *   folds the bar and moves focus back to «Filtros» (call it after the form applied its filters).
 * - `onClear`: offered as «Limpiar filtros» on the folded bar while a filter is active.
 * - `defaultExpanded`: start open (default folded).
 */
export interface CompactFilterBarProps {
  active: readonly ActiveFilter[];
  children: ReactNode | ((collapse: () => void) => ReactNode);
  onClear?: () => void;
  defaultExpanded?: boolean;
}

/**
 * A list's filters as a compact bar: a «Filtros» disclosure button (`aria-expanded`) and a one-line
 * summary of the filters in force; expanded, the full filter form below it. Keeps the table near
 * the top of the screen while the filters stay one click (or Enter) away.
 */
export function CompactFilterBar({
  active,
  children,
  onClear,
  defaultExpanded = false,
}: CompactFilterBarProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const panelId = `filter-bar-panel${id}`;
  const toggleId = `filter-bar-toggle${id}`;
  const collapse = () => {
    setExpanded(false);
    document.getElementById(toggleId)?.focus();
  };
  return (
    <div className={`filter-bar${expanded ? ' filter-bar--expanded' : ''}`}>
      <div className="filter-bar__line">
        <button
          id={toggleId}
          type="button"
          className="filter-bar__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded(!expanded)}
        >
          <span className="filter-bar__icon" aria-hidden="true">
            {expanded ? '▾' : '▸'}
          </span>
          {T.filtersToggle}
          {active.length > 0 ? <span className="filter-bar__count">{` (${active.length})`}</span> : null}
        </button>
        <p className="filter-bar__summary">
          {active.length === 0 ? (
            T.noActiveFilters
          ) : (
            <>
              <span className="filter-bar__summary-count">{T.activeFilters(active.length)}</span>{' '}
              {active.map((filter, i) => (
                <span key={`${filter.label}-${i}`} className="filter-bar__chip">
                  {T.activeFilter(filter.label, filter.value)}
                </span>
              ))}
            </>
          )}
        </p>
        {onClear && active.length > 0 && !expanded ? (
          <button type="button" className="filter-bar__clear" onClick={onClear}>
            {S.clearFilters}
          </button>
        ) : null}
      </div>
      <div id={panelId} className="filter-bar__panel" hidden={!expanded}>
        {typeof children === 'function' ? children(collapse) : children}
      </div>
    </div>
  );
}
