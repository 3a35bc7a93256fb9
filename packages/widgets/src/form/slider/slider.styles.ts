/** Slider: a native range input in the primary colour with its value beside it. */
export const sliderStyles = `
.sfc-slider__row { display: flex; align-items: center; gap: 1rem; }
.sfc-slider__input { flex: 1; accent-color: var(--_primary); min-height: 2.75rem; margin: 0; }
.sfc-slider__input:disabled { cursor: not-allowed; }
.sfc-slider__value { min-width: 3ch; text-align: end; font-weight: 600; font-variant-numeric: tabular-nums; }
`;
