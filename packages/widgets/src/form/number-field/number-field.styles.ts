/** Number field: digits line up in tabular figures. */
export const numberFieldStyles = `
.sfc-number-field .sfc-input { font-variant-numeric: tabular-nums; }
`;
