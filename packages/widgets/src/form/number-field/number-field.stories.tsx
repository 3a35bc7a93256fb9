import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './number-field.js';

const meta = {
  title: 'Formulario/Campo numérico (NumberField)',
  component: NumberField,
  args: { label: 'Valor reclamado', name: 'valor' },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: '1500000' },
};
export const WithError: Story = {
  name: 'Con error',
  args: { defaultValue: '15.000,50' },
};
export const Phone: Story = {
  name: 'Celular',
  args: { label: 'Celular', stripNonDigits: true, autoComplete: 'tel', maxLength: 10 },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: '1500000', disabled: true },
};
