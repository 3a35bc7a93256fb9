/** Password field: the show/hide toggle beside the input and the live rule list. */
export const passwordFieldStyles = `
.sfc-password-field__toggle { flex: none; }
.sfc-password-field__toggle svg { width: 1.25rem; height: 1.25rem; }
.sfc-password-field__hints { list-style: none; margin: 0.25rem 0 0; padding: 0; display: grid; gap: 0.125rem; }
.sfc-password-field__hint { display: flex; gap: 0.5rem; align-items: baseline; color: var(--_muted); }
.sfc-password-field__hint[data-met='true'] { color: var(--_success); }
.sfc-password-field__mark { font-weight: 700; width: 1em; text-align: center; }
`;
