/** Accordion list: full-width header buttons with a chevron, panels under them. */
export const accordionListStyles = `
.sfc-accordion { border-top: 1px solid var(--_surface-alt); margin: 0 0 1rem; }
.sfc-accordion__item { border-bottom: 1px solid var(--_surface-alt); }
.sfc-accordion__heading { margin: 0; font-size: 1em; }
.sfc-accordion__button {
  display: flex; width: 100%; align-items: center; justify-content: space-between; gap: 1rem;
  padding: 0.75rem 0.5rem; min-height: 2.75rem; border: 0; background: none; font: inherit;
  font-weight: 600; color: var(--_primary-dark); text-align: start; cursor: pointer;
}
.sfc-accordion__button:hover { background: var(--_surface-alt); }
.sfc-accordion__button svg { width: 1rem; height: 1rem; flex: none; transition: transform 0.15s; }
.sfc-accordion__button[aria-expanded='true'] svg { transform: rotate(180deg); }
.sfc-accordion__button:disabled { color: var(--_muted); cursor: not-allowed; }
.sfc-accordion__panel { padding: 0.5rem 0.5rem 1rem; }
.sfc-accordion__panel[hidden] { display: none; }
`;
