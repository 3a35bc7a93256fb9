/** Radio group: native radios at a comfortable size in the primary colour. */
export const radioGroupStyles = `
.sfc-radio-group .sfc-choice-list { display: flex; flex-direction: column; gap: 0.25rem; }
.sfc-radio-group .sfc-choice-list[data-inline='true'] { flex-direction: row; flex-wrap: wrap; gap: 0.25rem 1.5rem; }
.sfc-radio-group .sfc-choice { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; cursor: pointer; }
.sfc-radio-group .sfc-choice input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: var(--_primary); flex: none; cursor: inherit; }
.sfc-radio-group .sfc-choice:has(input:disabled) { cursor: not-allowed; color: var(--_muted); }
.sfc-radio-group[aria-invalid='true'] .sfc-choice input { outline: 2px solid var(--_error); outline-offset: 1px; }
`;
