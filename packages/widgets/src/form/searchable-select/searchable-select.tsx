import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FORM_LABELS, LABELS } from '@sfc/core';
import { Field } from '../field/field.js';
import { Modal } from '../modal/modal.js';
import { fieldIds, useFieldId } from '../shared/ids.js';
import { searchKey } from '../shared/normalize.js';
import type { FieldBaseProps, Option, OptionValue, ValueProps } from '../shared/types.js';
import { useControllableState } from '../shared/use-controllable.js';
import { useStyles } from '../shared/use-styles.js';
import { useValidation } from '../shared/use-validation.js';
import { searchableSelectStyles } from './searchable-select.styles.js';

/**
 * An option of {@link SearchableSelect}. Catalogue options may carry `popup_show` and
 * `popup_text`: choosing such an option opens a modal with that text (e.g. a product note).
 */
export interface SelectOption<V extends OptionValue = OptionValue> extends Option<V> {
  popup_show?: boolean;
  popup_text?: string;
}

/** Props of {@link SearchableSelect}; the value is the chosen option's value or null. */
export interface SearchableSelectProps<V extends OptionValue = OptionValue>
  extends FieldBaseProps, ValueProps<V | null> {
  options: ReadonlyArray<SelectOption<V>>;
  /** Text of the empty input; default "Selecciona una opción". */
  placeholder?: string;
  /** Options are still being fetched: shows "Cargando..." and marks the control busy. */
  loading?: boolean;
  /** Where the `popup_text` modal renders (a custom element's shadow root); default document.body. */
  container?: Element | DocumentFragment | null;
}

const SHEETS = [['sfc-searchable-select', searchableSelectStyles]] as const;

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 5l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * Select with a search box, on the ARIA combobox pattern: typing filters the options (accents
 * and case ignored), Arrow Down/Up open the list and move through it, Enter chooses, Escape
 * closes, and the active option is announced through `aria-activedescendant`. An option with
 * `popup_show` opens a modal with its `popup_text` once chosen.
 */
export function SearchableSelect<V extends OptionValue = OptionValue>({
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
  defaultValue = null,
  onChange,
  options,
  placeholder = FORM_LABELS.selectPlaceholder,
  loading,
  container,
}: SearchableSelectProps<V>) {
  const id = useFieldId(givenId);
  const ids = fieldIds(id);
  const listId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useStyles(inputRef, SHEETS);
  const [current, setCurrent] = useControllableState<V | null>(value, defaultValue, onChange);
  const { message, touch } = useValidation({ value: current, required, error, showErrors });
  const selected = options.find((o) => o.value === current) ?? null;
  const [open, setOpen] = useState(false);
  // null while the user is not typing: the input then shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [popup, setPopup] = useState<SelectOption<V> | null>(null);

  const key = searchKey(query ?? '');
  const visible = key === '' ? options : options.filter((o) => searchKey(o.label).includes(key));
  const activeOption = open ? visible[active] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open || active < 0) return;
    listRef.current?.children.item(active)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const step = (from: number, delta: number): number => {
    for (let i = from + delta; i >= 0 && i < visible.length; i += delta) if (!visible[i]?.disabled) return i;
    return from;
  };
  const openList = (startAt?: number) => {
    setOpen(true);
    const selectedIndex = visible.findIndex((o) => o.value === current);
    setActive(startAt ?? (selectedIndex >= 0 ? selectedIndex : step(-1, 1)));
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  };
  const choose = (option: SelectOption<V>) => {
    if (option.disabled) return;
    setCurrent(option.value);
    close();
    if (option.popup_show && option.popup_text) setPopup(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? -1 : undefined);
        else setActive((a) => step(a, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive((a) => step(a, -1));
        break;
      case 'Enter':
        if (open && activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const shown = query ?? selected?.label ?? '';
  return (
    <>
      <Field
        id={id}
        label={label}
        required={required}
        hint={hint}
        error={message}
        className={`sfc-searchable-select${className ? ` ${className}` : ''}`}
      >
        <div className="sfc-combobox">
          <input
            ref={inputRef}
            id={id}
            type="text"
            role="combobox"
            className="sfc-input"
            autoComplete="off"
            value={shown}
            placeholder={placeholder}
            required={required}
            disabled={disabled}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            aria-busy={loading ? true : undefined}
            aria-invalid={message ? true : undefined}
            aria-describedby={
              [hint ? ids.hintId : null, loading ? statusId : null, message ? ids.errorId : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onClick={() => (open ? undefined : openList())}
            onBlur={() => {
              // Erasing the text and leaving the field clears the choice.
              if (query !== null && query.trim() === '') setCurrent(null);
              close();
              touch();
            }}
          />
          <button
            type="button"
            className="sfc-combobox__toggle"
            tabIndex={-1}
            aria-label={FORM_LABELS.showOptions}
            aria-expanded={open}
            aria-controls={listId}
            disabled={disabled}
            // Keeps focus (and the keyboard) in the input.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (open) close();
              else openList();
              inputRef.current?.focus();
            }}
          >
            <Chevron />
          </button>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-labelledby={ids.labelId}
            className="sfc-listbox"
            hidden={!open}
          >
            {visible.map((option, index) => (
              <li
                key={String(option.value)}
                id={optionId(index)}
                role="option"
                className="sfc-listbox__option"
                aria-selected={option.value === current}
                aria-disabled={option.disabled ? true : undefined}
                data-active={index === active ? 'true' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => (option.disabled || index === active ? undefined : setActive(index))}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
          </ul>
          {open && visible.length === 0 && !loading ? (
            <div className="sfc-listbox sfc-listbox__empty" role="status">
              {FORM_LABELS.noResults}
            </div>
          ) : null}
        </div>
        {loading ? (
          <div id={statusId} className="sfc-combobox__status" role="status">
            <span className="sfc-spinner" aria-hidden="true" />
            {FORM_LABELS.loading}
          </div>
        ) : null}
        {name ? <input type="hidden" name={name} value={current === null ? '' : String(current)} /> : null}
      </Field>
      <Modal
        open={popup !== null}
        onClose={() => setPopup(null)}
        title={popup?.label}
        cancelLabel={LABELS.close}
        container={container}
      >
        <p>{popup?.popup_text}</p>
      </Modal>
    </>
  );
}
