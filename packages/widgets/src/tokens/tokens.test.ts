import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.js';
import { HIGH_CONTRAST_COLORS, LIGHT_COLORS, TEXT_COLOR_PAIRS } from './tokens.js';
import { baseCss, tokensCss, tokenVar } from './tokens-css.js';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    ['#767676', '#FFFFFF', 4.54],
  ])('%s on %s is %d:1 (WCAG reference values)', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
});

describe('text colour pairs meet 4.5:1', () => {
  const rows = [
    ['normal', LIGHT_COLORS],
    ['high contrast', HIGH_CONTRAST_COLORS],
  ] as const;
  for (const [theme, palette] of rows) {
    it.each(TEXT_COLOR_PAIRS)(`${theme}: %s on %s`, (text, background) => {
      expect(contrastRatio(palette[text], palette[background])).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('token CSS', () => {
  it('declares every GOV.CO colour and the font stack on the document', () => {
    for (const declaration of [
      '--sfc-color-primary: #3366CC',
      '--sfc-color-primary-dark: #004884',
      '--sfc-color-error: #A80521',
      '--sfc-color-text: #4B4B4B',
      '--sfc-color-background: #FFFFFF',
      '--sfc-font-family: "Work Sans", Montserrat, sans-serif',
    ])
      expect(tokensCss).toContain(declaration);
  });

  it('switches to black background and white text under the high-contrast class', () => {
    const rule = tokensCss.split('\n').find((line) => line.startsWith(':root.sfc-high-contrast'));
    expect(rule).toContain('--sfc-color-background: #000000');
    expect(rule).toContain('--sfc-color-text: #FFFFFF');
  });

  it('reads tokens with their defaults in shadow roots', () => {
    expect(tokenVar('color-text')).toBe('var(--sfc-color-text, #4B4B4B)');
    expect(baseCss).toContain('color: var(--sfc-color-text, #4B4B4B)');
  });
});
