/** Date field: keeps the native picker's calendar button large enough to hit. */
export const dateFieldStyles = `
.sfc-date-field .sfc-input::-webkit-calendar-picker-indicator { padding: 0.25rem; cursor: pointer; }
.sfc-date-field .sfc-input { max-width: 14rem; }
`;
