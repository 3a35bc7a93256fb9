import { tokenVar } from '../../tokens/index.js';

/**
 * Styles every form element shares: the `--sfc-*` design tokens (read through `tokenVar`, so
 * the defaults are the GOV.CO palette of `src/tokens` and the accessibility bar's high-contrast
 * class re-themes them), inputs, buttons and the focus ring. Each element's root carries
 * `sfc-form`, so the tokens resolve there whether it renders in the page or in a shadow root.
 */
export const baseStyles = `
.sfc-form {
  --_primary: ${tokenVar('color-primary')};
  --_primary-dark: ${tokenVar('color-primary-dark')};
  --_error: ${tokenVar('color-error')};
  --_success: ${tokenVar('color-success')};
  --_text: ${tokenVar('color-text')};
  --_muted: ${tokenVar('color-muted')};
  --_border: ${tokenVar('color-border')};
  --_surface: ${tokenVar('color-surface')};
  --_surface-alt: ${tokenVar('color-surface-alt')};
  --_on-primary: ${tokenVar('color-on-primary')};
  --_focus: ${tokenVar('color-focus')};
  --_radius: ${tokenVar('radius')};
  --_font: ${tokenVar('font-family')};
  font-family: var(--_font);
  font-size: ${tokenVar('font-size')};
  --_disabled: ${tokenVar('color-disabled')};
  --_on-disabled: ${tokenVar('color-on-disabled')};
  color: var(--_text);
  line-height: 1.5;
  box-sizing: border-box;
}
.sfc-form *, .sfc-form *::before, .sfc-form *::after { box-sizing: inherit; }
.sfc-input {
  font: inherit; color: var(--_text); background: var(--_surface);
  border: 1px solid var(--_border); border-radius: var(--_radius);
  padding: 0.5rem 0.75rem; min-height: 2.75rem; width: 100%;
}
.sfc-input::placeholder { color: var(--_muted); opacity: 1; }
.sfc-input[aria-invalid='true'] { border-color: var(--_error); box-shadow: inset 0 0 0 1px var(--_error); }
.sfc-input:disabled { background: var(--_disabled); color: var(--_on-disabled); cursor: not-allowed; }
.sfc-form :focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.sfc-form .sfc-input:focus-visible { outline-offset: 0; }
.sfc-button {
  font: inherit; font-weight: 600; display: inline-flex; align-items: center; justify-content: center;
  gap: 0.5rem; min-height: 2.75rem; padding: 0.5rem 1.25rem; border-radius: var(--_radius);
  border: 2px solid var(--_primary); background: var(--_primary); color: var(--_on-primary); cursor: pointer;
}
.sfc-button:hover:not(:disabled) { background: var(--_primary-dark); border-color: var(--_primary-dark); }
.sfc-button--secondary { background: var(--_surface); color: var(--_primary-dark); border-color: var(--_primary); }
.sfc-button--secondary:hover:not(:disabled) { background: var(--_surface-alt); color: var(--_primary-dark); }
.sfc-button--link { background: none; border: 0; color: var(--_primary-dark); text-decoration: underline; padding: 0.25rem; min-height: auto; }
.sfc-button--link:hover:not(:disabled) { background: none; color: var(--_primary); }
.sfc-button--icon { padding: 0.25rem 0.5rem; min-width: 2.75rem; }
.sfc-button:disabled { opacity: 0.6; cursor: not-allowed; }
.sfc-spinner {
  width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent;
  border-radius: 50%; animation: sfc-spin 0.8s linear infinite; flex: none;
}
@keyframes sfc-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .sfc-spinner { animation-duration: 2.4s; } }
.sfc-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (forced-colors: active) {
  .sfc-input[aria-invalid='true'] { border-width: 3px; }
}
`;

/** Key under which {@link baseStyles} is adopted once per document or shadow root. */
export const BASE_STYLES_KEY = 'sfc-form-base';
