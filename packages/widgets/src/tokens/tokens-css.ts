import {
  HIGH_CONTRAST_CLASS,
  HIGH_CONTRAST_COLORS,
  LIGHT_COLORS,
  SHAPE_TOKENS,
  type ColorTokens,
  type TokenName,
} from './tokens.js';

const DEFAULTS: Record<TokenName, string> = { ...LIGHT_COLORS, ...SHAPE_TOKENS };

function declarations(tokens: Partial<Record<TokenName, string>>): string {
  return Object.entries(tokens)
    .map(([name, value]) => `--sfc-${name}: ${value};`)
    .join(' ');
}

/**
 * `var(--sfc-<name>, <default>)`: how element CSS reads a token. The default keeps an element
 * right on a page that never loaded {@link tokensCss}; the variable lets the page theme it.
 */
export function tokenVar(name: TokenName): string {
  return `var(--sfc-${name}, ${DEFAULTS[name]})`;
}

/**
 * Document-level tokens, for the host portal's global CSS and for any page with `sfc-*`
 * elements (`define` adopts it once per document). The defaults sit in `:where(:root)`
 * (specificity 0) so a page's own `:root { --sfc-color-primary: … }` wins; the high-contrast
 * palette keys on the class the accessibility bar toggles and wins over page theming.
 * Only custom properties are set: nothing here changes how the page's own elements look.
 */
export const tokensCss = `:where(:root) { ${declarations(DEFAULTS)} }
:root.${HIGH_CONTRAST_CLASS} { ${declarations(HIGH_CONTRAST_COLORS as Partial<ColorTokens>)} color-scheme: dark; }
`;

/**
 * Base styles adopted into every element's shadow root: the element's own typography and
 * colours (so inherited page styles such as `body { text-transform: uppercase }` do not reach
 * in), the focus ring, `[hidden]` and a visually-hidden utility. The element paints its own
 * surface under its own text colour: in high contrast (yellow on black) the text must not land
 * on whatever background the embedding page gives its container.
 */
export const baseCss = `:host {
  display: block;
  box-sizing: border-box;
  font-family: ${tokenVar('font-family')};
  font-size: ${tokenVar('font-size')};
  font-style: normal;
  font-weight: 400;
  line-height: 1.5;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-transform: none;
  text-indent: 0;
  white-space: normal;
  color: ${tokenVar('color-text')};
  background-color: ${tokenVar('color-surface')};
}
:host([hidden]), [hidden] { display: none !important; }
*, *::before, *::after { box-sizing: inherit; }
:focus-visible {
  outline: ${tokenVar('focus-ring-width')} solid ${tokenVar('color-focus')};
  outline-offset: ${tokenVar('focus-ring-offset')};
}
.sfc-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
