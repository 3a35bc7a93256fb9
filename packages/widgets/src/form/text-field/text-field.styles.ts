/** Text field: the shared input styles plus a row for an input with a trailing control. */
export const textFieldStyles = `
.sfc-text-field .sfc-input[readonly] { background: var(--_surface-alt); }
.sfc-text-field__row { display: flex; gap: 0.5rem; align-items: stretch; }
`;
