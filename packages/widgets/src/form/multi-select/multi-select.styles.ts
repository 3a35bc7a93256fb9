/** Multi-select: a trigger showing the choice and a panel with search, select-all and checkboxes. */
export const multiSelectStyles = `
.sfc-multiselect { position: relative; }
.sfc-multiselect__trigger {
  display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; text-align: start; cursor: pointer;
}
.sfc-multiselect__trigger:disabled { cursor: not-allowed; }
.sfc-multiselect__summary { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sfc-multiselect__summary[data-empty='true'] { color: var(--_muted); }
.sfc-multiselect__trigger svg { width: 1rem; height: 1rem; flex: none; color: var(--_primary-dark); transition: transform 0.15s; }
.sfc-multiselect__trigger[aria-expanded='true'] svg { transform: rotate(180deg); }
.sfc-multiselect__panel {
  position: absolute; z-index: 20; inset-inline: 0; top: calc(100% + 2px); background: var(--_surface);
  border: 1px solid var(--_border); border-radius: var(--_radius); box-shadow: 0 0.25rem 1rem rgba(0, 0, 0, 0.15);
  padding: 0.5rem; display: flex; flex-direction: column; gap: 0.5rem;
}
.sfc-multiselect__panel[hidden] { display: none; }
.sfc-multiselect__toggle-all { align-self: flex-start; }
.sfc-multiselect__list { list-style: none; margin: 0; padding: 0; max-height: 14rem; overflow: auto; }
.sfc-multiselect__list .sfc-choice { display: flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; padding: 0 0.25rem; cursor: pointer; }
.sfc-multiselect__list .sfc-choice input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: var(--_primary); }
.sfc-multiselect__empty { color: var(--_muted); padding: 0.25rem; }
`;
