/**
 * Design tokens of the portal's GOV.CO look, as data: one palette for the normal theme and one
 * for high contrast, with the same names. CSS is generated from these (see `tokens-css.ts`), and
 * the contrast test reads the same values, so what is tested is what ships.
 */

/** Colour tokens; each becomes the custom property `--sfc-<name>`. */
export interface ColorTokens {
  'color-primary': string;
  'color-primary-dark': string;
  'color-on-primary': string;
  'color-error': string;
  'color-success': string;
  'color-text': string;
  'color-muted': string;
  'color-background': string;
  'color-surface': string;
  'color-surface-alt': string;
  'color-border': string;
  'color-focus': string;
  'color-disabled': string;
  'color-on-disabled': string;
}

/** Every token name that becomes a `--sfc-*` custom property. */
export type TokenName = keyof ColorTokens | keyof typeof SHAPE_TOKENS;

/** The normal (GOV.CO) palette. */
export const LIGHT_COLORS: ColorTokens = {
  'color-primary': '#3366CC',
  'color-primary-dark': '#004884',
  'color-on-primary': '#FFFFFF',
  'color-error': '#A80521',
  'color-success': '#0B6E4F',
  'color-text': '#4B4B4B',
  'color-muted': '#595959',
  'color-background': '#FFFFFF',
  'color-surface': '#FFFFFF',
  'color-surface-alt': '#F2F2F2',
  'color-border': '#737373',
  'color-focus': '#004884',
  'color-disabled': '#E6E6E6',
  'color-on-disabled': '#595959',
};

/** The high-contrast palette: black background, white and yellow text. */
export const HIGH_CONTRAST_COLORS: ColorTokens = {
  'color-primary': '#FFFF00',
  'color-primary-dark': '#FFFF00',
  'color-on-primary': '#000000',
  'color-error': '#FF6B6B',
  'color-success': '#7CFC7C',
  'color-text': '#FFFFFF',
  'color-muted': '#FFFF00',
  'color-background': '#000000',
  'color-surface': '#000000',
  'color-surface-alt': '#1A1A1A',
  'color-border': '#FFFFFF',
  'color-focus': '#FFFF00',
  'color-disabled': '#333333',
  'color-on-disabled': '#E6E6E6',
};

/** Typography, shape and focus tokens (the same in both themes). */
export const SHAPE_TOKENS = {
  'font-family': '"Work Sans", Montserrat, sans-serif',
  'font-size': '1rem',
  radius: '4px',
  'focus-ring-width': '3px',
  'focus-ring-offset': '2px',
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '1rem',
} as const;

/**
 * Every (text colour, background colour) pair the elements draw text with. The contrast test
 * checks each pair in both palettes against WCAG's 4.5:1 for normal text.
 */
export const TEXT_COLOR_PAIRS: ReadonlyArray<readonly [keyof ColorTokens, keyof ColorTokens]> = [
  ['color-text', 'color-background'],
  ['color-text', 'color-surface'],
  ['color-text', 'color-surface-alt'],
  ['color-muted', 'color-background'],
  ['color-muted', 'color-surface-alt'],
  ['color-primary', 'color-background'],
  ['color-primary', 'color-surface-alt'],
  ['color-primary-dark', 'color-background'],
  ['color-primary-dark', 'color-surface-alt'],
  ['color-on-primary', 'color-primary'],
  ['color-on-primary', 'color-primary-dark'],
  ['color-error', 'color-background'],
  ['color-error', 'color-surface-alt'],
  ['color-success', 'color-background'],
  ['color-on-disabled', 'color-disabled'],
];

/** The class the accessibility bar puts on `<html>` to switch every element to high contrast. */
export const HIGH_CONTRAST_CLASS = 'sfc-high-contrast';
