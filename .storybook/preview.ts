import type { Decorator, Preview } from '@storybook/react-vite';
import { adoptStyles } from '../packages/widgets/src/define/styles.js';
import { tokenVar, tokensCss } from '../packages/widgets/src/tokens/tokens-css.js';
import { HIGH_CONTRAST_CLASS } from '../packages/widgets/src/tokens/tokens.js';

// The canvas is a page like the host portal's: document tokens plus a body that uses them,
// so the high-contrast switch below turns the whole canvas black with white/yellow text.
adoptStyles(document, tokensCss);
adoptStyles(
  document,
  `body { background: ${tokenVar('color-background')}; color: ${tokenVar('color-text')}; font-family: ${tokenVar('font-family')}; }`,
);

/** Applies the toolbar's contrast choice the way the accessibility bar does: a class on <html>. */
const withContrast: Decorator = (Story, context) => {
  document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, context.globals.contrast === 'high');
  return Story();
};

const preview: Preview = {
  // A docs page for every component (its description, props and every story), searchable in Spanish.
  tags: ['autodocs'],
  decorators: [withContrast],
  globalTypes: {
    contrast: {
      description: 'Contraste de los elementos',
      toolbar: {
        title: 'Contraste',
        icon: 'contrast',
        items: [
          { value: 'normal', title: 'Contraste normal' },
          { value: 'high', title: 'Alto contraste' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { contrast: 'normal' },
  parameters: {
    // Every story is checked by the accessibility addon; violations count as errors.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
