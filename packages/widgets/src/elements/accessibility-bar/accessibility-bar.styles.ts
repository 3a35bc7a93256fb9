import { tokenVar } from '../../tokens/tokens-css.js';

/** CSS of `sfc-accessibility-bar`, adopted into its shadow root after the base styles. */
export const accessibilityBarCss = `
.bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokenVar('space-2')};
  padding: ${tokenVar('space-2')};
  background: ${tokenVar('color-surface-alt')};
  color: ${tokenVar('color-text')};
  border-bottom: 1px solid ${tokenVar('color-border')};
}
:host([orientation='vertical']) .bar { flex-direction: column; align-items: stretch; border-bottom: 0; }
button, a {
  font: inherit;
  font-weight: 600;
  display: inline-flex;
  align-items: center;
  gap: ${tokenVar('space-1')};
  min-height: 2.75rem;
  padding: ${tokenVar('space-1')} ${tokenVar('space-3')};
  border-radius: ${tokenVar('radius')};
  border: 2px solid ${tokenVar('color-primary-dark')};
  background: ${tokenVar('color-surface')};
  color: ${tokenVar('color-primary-dark')};
  text-decoration: none;
  text-transform: none;
  cursor: pointer;
  margin: 0;
}
a { text-decoration: underline; border-color: transparent; }
button:hover, a:hover { background: ${tokenVar('color-primary-dark')}; color: ${tokenVar('color-on-primary')}; }
button[aria-pressed='true'] { background: ${tokenVar('color-primary-dark')}; color: ${tokenVar('color-on-primary')}; }
button[aria-disabled='true'], button[aria-disabled='true']:hover {
  background: ${tokenVar('color-disabled')};
  color: ${tokenVar('color-on-disabled')};
  border-style: dashed;
  border-color: ${tokenVar('color-on-disabled')};
  cursor: not-allowed;
}
.icon { font-weight: 700; min-width: 1.5em; text-align: center; }
@media (forced-colors: active) {
  button[aria-pressed='true'] { border-width: 4px; }
}
`;
