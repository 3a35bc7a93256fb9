import { useRef, useState, type KeyboardEvent } from 'react';
import { FORM_LABELS, LABELS } from '@sfc/core';
import { Field } from '../field/field.js';
import { focusLeaves } from '../shared/group-blur.js';
import { fieldIds, useFieldId } from '../shared/ids.js';
import { searchKey } from '../shared/normalize.js';
import type { FieldBaseProps, Option, OptionValue, ValueProps } from '../shared/types.js';
import { useControllableState } from '../shared/use-controllable.js';
import { useStyles } from '../shared/use-styles.js';
import { useValidation } from '../shared/use-validation.js';
import { multiSelectStyles } from './multi-select.styles.js';

/** Props of {@link MultiSelect}; the value lists the chosen options' values in option order. */
export interface MultiSelectProps<V extends OptionValue = OptionValue>
  extends FieldBaseProps, ValueProps<V[]> {
  options: ReadonlyArray<Option<V>>;
  /** Trigger text when nothing is chosen; default "Selecciona una opción". */
  placeholder?: string;
  /** Options are still being fetched: shows "Cargando..." in the panel. */
  loading?: boolean;
}

const SHEETS = [['sfc-multiselect', multiSelectStyles]] as const;

/**
 * Several-choice select: a button showing the choice opens a panel with the "Buscar..." box,
 * a "Seleccionar todo" / "Deseleccionar todo" button (acting on the options the search
 * shows) and a checkbox per option. Escape or leaving the panel closes it; Arrow Down/Up move
 * between the search box and the checkboxes.
 */
export function MultiSelect<V extends OptionValue = OptionValue>({
  label,
  name,
  id: givenId,
  required,
  disabled,
  error,
  hint,
  showErrors,
  className,
  value,
  defaultValue = [],
  onChange,
  options,
  placeholder = FORM_LABELS.selectPlaceholder,
  loading,
}: MultiSelectProps<V>) {
  const id = useFieldId(givenId);
  const ids = fieldIds(id);
  const panelId = `${id}-panel`;
  const summaryId = `${id}-summary`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useStyles(triggerRef, SHEETS);
  const [current, setCurrent] = useControllableState<V[]>(value, defaultValue, onChange);
  const { message, touch } = useValidation({ value: current, required, error, showErrors });
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const key = searchKey(query);
  const visible = key === '' ? options : options.filter((o) => searchKey(o.label).includes(key));
  const togglable = visible.filter((o) => !o.disabled);
  const allVisibleChosen = togglable.length > 0 && togglable.every((o) => current.includes(o.value));
  const chosen = options.filter((o) => current.includes(o.value));
  const summary =
    chosen.length === 0
      ? placeholder
      : chosen.length <= 2
        ? chosen.map((o) => o.label).join(', ')
        : FORM_LABELS.selectedCount(chosen.length);

  const inOptionOrder = (values: Set<OptionValue>) =>
    options.map((o) => o.value).filter((v) => values.has(v));
  const toggle = (option: Option<V>, checked: boolean) => {
    const next = new Set<OptionValue>(current);
    if (checked) next.add(option.value);
    else next.delete(option.value);
    setCurrent(inOptionOrder(next));
  };
  const toggleAll = () => {
    const next = new Set<OptionValue>(current);
    for (const o of togglable) {
      if (allVisibleChosen) next.delete(o.value);
      else next.add(o.value);
    }
    setCurrent(inOptionOrder(next));
  };
  const openPanel = () => {
    setOpen(true);
    // The panel is in the DOM (hidden) already, so focus can move once it is shown.
    queueMicrotask(() => searchRef.current?.focus());
  };
  const closePanel = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) triggerRef.current?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closePanel(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const panel = panelRef.current;
    if (!panel) return;
    const stops = [
      searchRef.current,
      ...panel.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not(:disabled)'),
    ];
    const root = panel.getRootNode() as Document | ShadowRoot;
    const at = stops.indexOf(root.activeElement as HTMLInputElement);
    if (at < 0) return;
    event.preventDefault();
    const next = stops[Math.min(stops.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
    next?.focus();
  };

  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={message}
      className={`sfc-multiselect-field${className ? ` ${className}` : ''}`}
    >
      <div
        className="sfc-multiselect"
        onBlur={(event) => {
          if (!focusLeaves(event)) return;
          if (open) closePanel(false);
          touch();
        }}
      >
        <button
          ref={triggerRef}
          id={id}
          type="button"
          className="sfc-input sfc-multiselect__trigger"
          aria-expanded={open}
          aria-controls={panelId}
          aria-labelledby={`${ids.labelId} ${summaryId}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={
            [hint ? ids.hintId : null, message ? ids.errorId : null].filter(Boolean).join(' ') || undefined
          }
          disabled={disabled}
          onClick={() => (open ? closePanel(false) : openPanel())}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && !open) {
              event.preventDefault();
              openPanel();
            }
          }}
        >
          <span id={summaryId} className="sfc-multiselect__summary" data-empty={chosen.length === 0}>
            {summary}
          </span>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2 5l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <div
          ref={panelRef}
          id={panelId}
          className="sfc-multiselect__panel"
          role="group"
          aria-labelledby={ids.labelId}
          hidden={!open}
          onKeyDown={onPanelKeyDown}
        >
          <input
            ref={searchRef}
            type="search"
            className="sfc-input"
            placeholder={LABELS.searchPlaceholder}
            aria-label={LABELS.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button
            type="button"
            className="sfc-button sfc-button--link sfc-multiselect__toggle-all"
            disabled={togglable.length === 0}
            onClick={toggleAll}
          >
            {allVisibleChosen ? LABELS.deselectAll : LABELS.selectAll}
          </button>
          {loading ? (
            <div className="sfc-multiselect__empty" role="status">
              {FORM_LABELS.loading}
            </div>
          ) : visible.length === 0 ? (
            <div className="sfc-multiselect__empty" role="status">
              {FORM_LABELS.noResults}
            </div>
          ) : (
            <ul className="sfc-multiselect__list">
              {visible.map((option) => (
                <li key={String(option.value)}>
                  <label className="sfc-choice">
                    <input
                      type="checkbox"
                      checked={current.includes(option.value)}
                      disabled={option.disabled}
                      onChange={(event) => toggle(option, event.target.checked)}
                    />
                    {option.label}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
        {name
          ? current.map((v) => <input key={String(v)} type="hidden" name={name} value={String(v)} />)
          : null}
      </div>
    </Field>
  );
}
