import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import './accessibility-bar.element.js';

interface BarArgs {
  relayUrl: string;
  noPersist: boolean;
  orientation: 'horizontal' | 'vertical';
}

/** Sets the page's root font size for one story and puts it back afterwards. */
function rootFontSize(px: number) {
  return () => {
    document.documentElement.style.fontSize = `${px}px`;
    return () => {
      document.documentElement.style.fontSize = '';
    };
  };
}

const meta: Meta<BarArgs> = {
  title: 'Elementos/Barra de accesibilidad (sfc-accessibility-bar)',
  // React 19 passes these to the custom element as properties.
  render: (args) =>
    createElement('sfc-accessibility-bar', { ...args, 'no-persist': args.noPersist || undefined }),
  args: { relayUrl: 'https://centroderelevo.gov.co', noPersist: true, orientation: 'horizontal' },
  argTypes: {
    relayUrl: { control: 'text', description: 'Atributo `relay-url`: URL del Centro de Relevo.' },
    noPersist: { control: 'boolean', description: 'Atributo `no-persist`: no guardar en localStorage.' },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Contraste, tamaño de letra (14 px a 20 px, en pasos de 2 px) y enlace al Centro de Relevo. Elemento Lit sin React. Eventos: `sfc-contrast-change`, `sfc-font-size-change`.',
      },
    },
  },
  beforeEach: rootFontSize(16),
};
export default meta;

type Story = StoryObj<BarArgs>;

/** As a page first shows it: 16 px, normal contrast. */
export const Default: Story = {
  name: 'Predeterminado',
};

/** Stacked, for a side rail. */
export const Vertical: Story = {
  name: 'En columna',
  args: { orientation: 'vertical' },
};

/** At 20 px: "Aumentar letra" is refused (aria-disabled, dashed and grey). */
export const AtMaximumFontSize: Story = {
  name: 'Letra máxima',
  beforeEach: rootFontSize(20),
};

/** At 14 px: "Reducir letra" is refused. */
export const AtMinimumFontSize: Story = {
  name: 'Letra mínima',
  beforeEach: rootFontSize(14),
};

/** The high-contrast palette, as after pressing "Contraste". */
export const HighContrast: Story = {
  name: 'Alto contraste',
  globals: { contrast: 'high' },
};
