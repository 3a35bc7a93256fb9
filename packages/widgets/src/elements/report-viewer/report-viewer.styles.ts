/**
 * Shoelace's design tokens, defined from the portal's (`--_*` are the `--sfc-*` tokens as the
 * shared form styles read them, high contrast included): the tab group then looks like the rest
 * of the element with no Shoelace theme on the page. Only the tokens the tab group, tab and tab
 * panel read are set.
 */
const shoelaceTokens = `
.sfc-report {
  --sl-color-primary-600: var(--_primary-dark);
  --sl-color-primary-700: var(--_primary-dark);
  --sl-color-neutral-200: var(--_border);
  --sl-color-neutral-600: var(--_text);
  --sl-font-sans: var(--_font);
  --sl-font-size-small: 1rem;
  --sl-font-weight-semibold: 600;
  --sl-border-radius-medium: var(--_radius);
  --sl-spacing-3x-small: 0.125rem;
  --sl-spacing-x-small: 0.5rem;
  --sl-spacing-small: 0.75rem;
  --sl-spacing-medium: 1rem;
  --sl-spacing-large: 1.25rem;
  --sl-spacing-x-large: 1.75rem;
  --sl-focus-ring-color: var(--_focus);
  --sl-focus-ring-style: solid;
  --sl-focus-ring-width: 3px;
  --sl-focus-ring: var(--sl-focus-ring-style) var(--sl-focus-ring-width) var(--sl-focus-ring-color);
  --sl-focus-ring-offset: 1px;
  --sl-transition-fast: 150ms;
  --sl-transition-x-fast: 50ms;
}
@media (prefers-reduced-motion: reduce) {
  .sfc-report { --sl-transition-fast: 0s; --sl-transition-x-fast: 0s; }
}
.sfc-report sl-tab-group { --indicator-color: var(--_primary-dark); --track-color: var(--_border); --track-width: 3px; }
.sfc-report sl-tab[active]::part(base) { text-decoration: underline; text-underline-offset: 0.35em; }
/* The shared focus ring sits outside the element; the tab list clips that, so draw it inside. */
.sfc-report sl-tab:focus-visible { outline-offset: calc(-1 * var(--sl-focus-ring-width) - var(--sl-focus-ring-offset)); }
`;

/** The report viewer: the query form, the states, and the results (chart, table, export). */
export const reportViewerStyles = `${shoelaceTokens}
.sfc-report { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; min-width: 0; background: var(--_surface); }
.sfc-report__query { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 1rem 1.5rem; margin: 0; }
.sfc-report__query .sfc-date-range { flex: 1 1 26rem; margin: 0; }
.sfc-report__kind { display: flex; flex-direction: column; gap: 0.25rem; flex: 0 1 18rem; }
.sfc-report__kind label { font-weight: 600; }
.sfc-report__status { margin: 0; color: var(--_muted); }
.sfc-report__status:empty, .sfc-report__error:empty { display: none; }
.sfc-report__error { margin: 0; padding: 0.75rem 1rem; border-left: 4px solid var(--_error); color: var(--_error); background: var(--_surface); font-weight: 600; }
.sfc-report__results { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; min-width: 0; border-top: 1px solid var(--_border); padding-top: 1rem; }
.sfc-report__summary { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem 1.5rem; margin: 0; font-weight: 600; }
.sfc-report__chart {
  --_series-1: var(--sfc-report-chart-color, var(--_primary));
  --_series-2: var(--_success);
  --_series-3: var(--_error);
  --_series-4: var(--_primary-dark);
  --_grid: var(--_disabled);
  position: relative; height: var(--sfc-report-chart-height, 20rem); min-width: 0;
  color: var(--_text); font-family: var(--_font);
}
.sfc-report__chart canvas { display: block; max-width: 100%; }
/* The table scrolls in its own region (ScrollRegion), so nothing above it may grow to its width. */
.sfc-report sl-tab-group, .sfc-report sl-tab-panel { min-width: 0; max-width: 100%; }
.sfc-report__table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.sfc-report__table th, .sfc-report__table td { text-align: start; padding: 0.5rem 0.75rem; border-bottom: 1px solid var(--_border); vertical-align: top; }
.sfc-report__table thead th { background: var(--_surface-alt); font-weight: 700; }
.sfc-report__table tbody th { font-weight: 600; }
.sfc-report__table .sfc-report__number { text-align: end; }
.sfc-report__results .sfc-export { margin: 0; }
`;
