/** Checkbox group: large hit areas, the "Todo" option set apart from the others. */
export const checkboxGroupStyles = `
.sfc-choice-list { display: flex; flex-direction: column; gap: 0.25rem; }
.sfc-choice-list[data-inline='true'] { flex-direction: row; flex-wrap: wrap; gap: 0.25rem 1.5rem; }
.sfc-choice { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; cursor: pointer; }
.sfc-choice input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: var(--_primary); flex: none; cursor: inherit; }
.sfc-choice:has(input:disabled) { cursor: not-allowed; color: var(--_muted); }
.sfc-checkbox-group__all { font-weight: 600; border-bottom: 1px solid var(--_surface-alt); }
fieldset[aria-invalid='true'] .sfc-choice input { outline: 2px solid var(--_error); outline-offset: 1px; }
`;
