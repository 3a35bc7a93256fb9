/** Hours:minutes field: two short numeric boxes around a colon, each with its own message. */
export const hoursMinutesFieldStyles = `
.sfc-hours-minutes__row { display: flex; align-items: flex-start; gap: 0.5rem; }
.sfc-hours-minutes__part { display: flex; flex-direction: column; gap: 0.25rem; }
.sfc-hours-minutes__part label { font-weight: 500; }
.sfc-hours-minutes__part .sfc-input { width: 6rem; font-variant-numeric: tabular-nums; text-align: end; }
.sfc-hours-minutes__colon { align-self: flex-end; padding-bottom: 0.6rem; font-weight: 700; }
.sfc-hours-minutes__error { color: var(--_error); font-size: 0.875em; font-weight: 500; max-width: 6rem; }
`;
