/** CSS of {@link ScrollRegion}: the frame scrolls sideways, the page never does. */
export const scrollRegionStyles = `
.sfc-scroll-region { min-width: 0; max-width: 100%; }
.sfc-scroll-region__frame { overflow-x: auto; max-width: 100%; }
.sfc-scroll-region__frame:focus-visible { outline: 3px solid var(--sfc-color-focus, #004884); outline-offset: 2px; }
.sfc-scroll-region__hint { margin: 0 0 0.5rem; font-size: 0.9375rem; font-style: italic; }
.sfc-scroll-region__hint::before { content: '↔'; display: inline-block; margin-inline-end: 0.375rem; font-style: normal; }
`;
