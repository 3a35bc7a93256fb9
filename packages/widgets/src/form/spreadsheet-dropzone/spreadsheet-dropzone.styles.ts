/** Spreadsheet drop zone: the file drop zone's look, with a spreadsheet-green accent while dragging. */
export const spreadsheetDropzoneStyles = `
.sfc-spreadsheet-dropzone .sfc-dropzone__zone[data-dragging='true'] { border-color: var(--_success); }
`;
