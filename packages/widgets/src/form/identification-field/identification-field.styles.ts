/** Identification field: document numbers in tabular figures. */
export const identificationFieldStyles = `
.sfc-identification-field .sfc-input { font-variant-numeric: tabular-nums; }
`;
