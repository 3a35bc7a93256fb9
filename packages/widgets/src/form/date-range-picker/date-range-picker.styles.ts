/** Date-range picker: the two dates side by side, stacked on narrow screens. */
export const dateRangePickerStyles = `
.sfc-date-range__row { display: flex; flex-wrap: wrap; gap: 1rem; }
.sfc-date-range__part { display: flex; flex-direction: column; gap: 0.25rem; flex: 1 1 12rem; }
.sfc-date-range__part label { font-weight: 500; }
.sfc-date-range__part .sfc-input { max-width: 14rem; }
`;
