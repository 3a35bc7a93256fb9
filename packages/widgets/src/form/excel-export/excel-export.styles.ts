/** Excel export: the format select and the export button on one line. */
export const excelExportStyles = `
.sfc-export { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.75rem; margin: 0 0 1rem; }
.sfc-export__format { display: flex; flex-direction: column; gap: 0.25rem; }
.sfc-export__format label { font-weight: 600; }
.sfc-export__format .sfc-input { width: auto; min-width: 7rem; }
.sfc-export__error { flex-basis: 100%; margin: 0; color: var(--_error); font-size: 0.875em; font-weight: 500; }
.sfc-export .sfc-button[aria-disabled='true'] { opacity: 0.75; cursor: progress; }
`;
