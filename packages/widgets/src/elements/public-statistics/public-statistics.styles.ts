/** The public statistics: filters in a wrapping bar, figures in a grid, each chart beside its table. */
export const publicStatisticsStyles = `
.sfc-stats { gap: 1.25rem; }
.sfc-stats h2, .sfc-stats h3 { margin: 0 0 0.5rem; font-size: 1.25rem; line-height: 1.3; }
.sfc-stats__filters { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.75rem 1rem; margin: 0; }
.sfc-stats__filter { display: flex; flex-direction: column; gap: 0.25rem; flex: 1 1 12rem; min-width: 0; }
.sfc-stats__filter label { font-weight: 600; }
.sfc-stats__results { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.5rem; min-width: 0; }
.sfc-stats__section { min-width: 0; }
.sfc-stats__summary { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr)); gap: 0.75rem; margin: 0; }
.sfc-stats__figure { border: 1px solid var(--_border); border-radius: var(--_radius); padding: 0.75rem; background: var(--_surface); }
.sfc-stats__figure dt { font-size: 0.9375rem; color: var(--_text); }
.sfc-stats__figure dd { margin: 0.25rem 0 0; font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.sfc-stats__note { margin: 0.5rem 0; color: var(--_muted); font-size: 0.9375rem; }
.sfc-stats__pair { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; align-items: start; min-width: 0; }
@media (min-width: 100rem) { .sfc-stats__pair { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); } }
.sfc-stats__downloads { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin: 0; padding: 0; list-style: none; }
.sfc-stats__downloads a { color: var(--_primary-dark); font-weight: 600; }
`;
