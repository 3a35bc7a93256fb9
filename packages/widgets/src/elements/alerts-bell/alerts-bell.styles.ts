/**
 * CSS of the alerts bell (after the shared form base styles, which give `.sfc-form` its `--_*`
 * colours from the `--sfc-*` tokens and the `.sfc-button` variants). The panel is positioned
 * against the bell and hangs from its end edge (a bell usually sits at the end of a header); the
 * bell moves it sideways into the viewport when it would stick out (`clampToViewport`); a page
 * can restyle it with `::part(panel)`.
 */
export const alertsBellStyles = `
:host { display: inline-block; vertical-align: middle; }
.sfc-alerts-bell { position: relative; display: inline-block; }
.sfc-alerts-bell__button {
  position: relative; display: inline-flex; align-items: center; justify-content: center;
  min-width: 2.75rem; min-height: 2.75rem; padding: 0.375rem; margin: 0;
  border: 2px solid transparent; border-radius: var(--_radius);
  background: transparent; color: var(--_primary-dark); font: inherit; cursor: pointer;
}
.sfc-alerts-bell__button:hover,
.sfc-alerts-bell__button[aria-expanded='true'] { background: var(--_surface-alt); border-color: var(--_primary-dark); }
.sfc-alerts-bell__icon { width: 1.75rem; height: 1.75rem; fill: currentColor; display: block; }
.sfc-alerts-bell__badge {
  position: absolute; top: -0.375rem; inset-inline-end: -0.5rem; pointer-events: none;
  min-width: 1.375rem; height: 1.375rem; padding: 0 0.375rem; border-radius: 9999px;
  display: inline-flex; align-items: center; justify-content: center;
  background: var(--_primary-dark); color: var(--_on-primary); border: 2px solid var(--_surface);
  font-size: 0.75rem; font-weight: 700; line-height: 1; font-variant-numeric: tabular-nums;
}
.sfc-alerts-bell__panel {
  position: absolute; top: calc(100% + 0.375rem); inset-inline-end: 0; z-index: 1000;
  display: flex; flex-direction: column;
  width: var(--sfc-alerts-bell-panel-width, 24rem); max-width: calc(100vw - 1rem);
  max-height: var(--sfc-alerts-bell-panel-max-height, min(32rem, 80vh));
  padding: 1rem; border: 1px solid var(--_border); border-radius: var(--_radius);
  background: var(--_surface); color: var(--_text);
  box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 0.2);
  text-align: start;
}
.sfc-alerts-bell__panel[hidden] { display: none; }
/* Only the alerts scroll: the title and the actions stay in view. The inline padding keeps the
   focus ring (3px + 2px offset) inside the scroll box, which would clip it. */
.sfc-alerts-bell__body { flex: 1 1 auto; min-height: 0; overflow-y: auto; margin: 0 -0.5rem; padding: 0 0.5rem; }
.sfc-alerts-bell__title { margin: 0 0 0.5rem; font-size: 1.125rem; font-weight: 700; color: var(--_text); }
.sfc-alerts-bell__note { margin: 0.5rem 0; }
.sfc-alerts-bell__note--muted { color: var(--_muted); font-size: 0.875rem; }
.sfc-alerts-bell__error { margin: 0.5rem 0; color: var(--_error); font-weight: 600; }
.sfc-alerts-bell__error p { margin: 0 0 0.5rem; }
.sfc-alerts-bell__list { list-style: none; margin: 0; padding: 0; }
.sfc-alerts-bell__item { padding: 0.75rem 0; border-top: 1px solid var(--_border); }
.sfc-alerts-bell__item-title { margin: 0; font-weight: 700; color: var(--_text); overflow-wrap: anywhere; }
.sfc-alerts-bell__item-message { margin: 0.25rem 0; overflow-wrap: anywhere; }
.sfc-alerts-bell__item-meta {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem;
  margin-top: 0.25rem;
}
.sfc-alerts-bell__item-date { margin: 0; color: var(--_muted); font-size: 0.875rem; }
.sfc-alerts-bell .sfc-alerts-bell__small { min-height: 2.25rem; padding: 0.25rem 0.75rem; font-size: 0.875rem; }
.sfc-alerts-bell__footer {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem;
  margin-top: 0.5rem; padding-top: 0.75rem; border-top: 1px solid var(--_border);
}
.sfc-alerts-bell__history { color: var(--_primary-dark); font-weight: 600; text-decoration: underline; }
.sfc-alerts-bell__history:hover { text-decoration-thickness: 3px; }
.sfc-alerts-bell [aria-disabled='true'] { opacity: 0.6; cursor: progress; }
@media (forced-colors: active) {
  .sfc-alerts-bell__button { border-color: ButtonText; }
  .sfc-alerts-bell__badge { border-color: CanvasText; }
  .sfc-alerts-bell__panel { border: 2px solid CanvasText; }
}
`;

/** Key under which {@link alertsBellStyles} is adopted once per document or shadow root. */
export const ALERTS_BELL_STYLES_KEY = 'sfc-alerts-bell';
