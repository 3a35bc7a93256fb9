import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slider } from './slider.js';

const meta = {
  title: 'Formulario/Deslizador (Slider)',
  component: Slider,
  args: { label: 'Nivel de satisfacción', min: 0, max: 10 },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: 8 },
};
export const Percent: Story = {
  name: 'Porcentaje',
  args: { label: 'Avance', max: 100, step: 5, defaultValue: 40, formatValue: (v: number) => `${v} %` },
};
export const WithError: Story = {
  name: 'Con error',
  args: { error: 'Elige un valor mayor que 0.' },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: 5, disabled: true },
};
