/** The site header's texts on small screens (the menu behind a button). */
export const SITE_HEADER_TEXTS = {
  /** The button that shows and hides the main menu on small screens (its state is aria-expanded). */
  menuButton: 'Menú',
} as const;
