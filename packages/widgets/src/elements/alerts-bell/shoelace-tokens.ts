import { tokenVar } from '../../tokens/tokens-css.js';

/**
 * The `--sl-*` design tokens the bell's Shoelace badge reads, declared on the bell's own root from
 * the portal's `--sfc-*` tokens. So the badge looks like the portal with no Shoelace theme on the
 * page, a page's Shoelace theme does not restyle it, and it follows the accessibility bar's high
 * contrast (the `--sfc-*` tokens switch palette; these follow them).
 */
export const shoelaceBadgeTokensCss = `
.sfc-alerts-bell {
  --sl-color-primary-600: ${tokenVar('color-primary-dark')};
  --sl-color-neutral-0: ${tokenVar('color-on-primary')};
  --sl-font-weight-semibold: 700;
  --sl-letter-spacing-normal: normal;
  --sl-border-radius-small: ${tokenVar('radius')};
  --sl-border-radius-pill: 9999px;
}
`;
