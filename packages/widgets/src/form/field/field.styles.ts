/** The field frame: label, red asterisk of required fields, hint and error text. */
export const fieldStyles = `
.sfc-field { display: flex; flex-direction: column; gap: 0.25rem; margin: 0 0 1rem; min-width: 0; }
fieldset.sfc-field { border: 0; padding: 0; }
.sfc-field__label { font-weight: 600; color: var(--_text); padding: 0; }
.sfc-field__required { color: var(--_error); margin-inline-start: 0.2em; }
.sfc-field__hint { color: var(--_muted); font-size: 0.875em; }
.sfc-field__error { color: var(--_error); font-size: 0.875em; font-weight: 500; }
.sfc-field__error:empty { margin-top: -0.25rem; }
.sfc-field > legend.sfc-field__label { margin-bottom: 0.25rem; }
`;
