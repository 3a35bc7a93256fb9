/** Download button: the button and, under it, its error. */
export const downloadButtonStyles = `
.sfc-download { display: inline-flex; flex-direction: column; align-items: flex-start; gap: 0.25rem; }
.sfc-download__error { margin: 0; color: var(--_error); font-size: 0.875em; font-weight: 500; }
.sfc-download .sfc-button[aria-disabled='true'] { opacity: 0.75; cursor: progress; }
`;
