/** Searchable select: the combobox input with its toggle and the floating option list. */
export const searchableSelectStyles = `
.sfc-combobox { position: relative; }
.sfc-combobox .sfc-input { padding-inline-end: 3rem; }
.sfc-combobox__toggle {
  position: absolute; inset-block: 1px; inset-inline-end: 1px; width: 2.75rem; border: 0;
  background: transparent; color: var(--_primary-dark); cursor: pointer; border-radius: var(--_radius);
}
.sfc-combobox__toggle:disabled { cursor: not-allowed; color: var(--_muted); }
.sfc-combobox__toggle svg { width: 1rem; height: 1rem; transition: transform 0.15s; }
.sfc-combobox__toggle[aria-expanded='true'] svg { transform: rotate(180deg); }
.sfc-listbox {
  position: absolute; z-index: 20; inset-inline: 0; top: calc(100% + 2px); margin: 0; padding: 0.25rem 0;
  list-style: none; max-height: 16rem; overflow: auto; background: var(--_surface);
  border: 1px solid var(--_border); border-radius: var(--_radius); box-shadow: 0 0.25rem 1rem rgba(0, 0, 0, 0.15);
}
.sfc-listbox[hidden] { display: none; }
.sfc-listbox__option { padding: 0.5rem 0.75rem; cursor: pointer; min-height: 2.75rem; display: flex; align-items: center; }
.sfc-listbox__option[aria-selected='true'] { font-weight: 700; color: var(--_primary-dark); }
.sfc-listbox__option[data-active='true'] { background: var(--_primary); color: var(--_on-primary); }
.sfc-listbox__option[aria-disabled='true'] { color: var(--_muted); cursor: not-allowed; }
.sfc-listbox__empty { padding: 0.5rem 0.75rem; color: var(--_muted); }
.sfc-combobox__status { color: var(--_muted); font-size: 0.875em; display: flex; gap: 0.5rem; align-items: center; }
@media (forced-colors: active) { .sfc-listbox__option[data-active='true'] { outline: 2px solid Highlight; } }
`;
