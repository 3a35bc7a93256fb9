import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './date-field.js';

const meta = {
  title: 'Formulario/Fecha (DateField)',
  component: DateField,
  args: { label: 'Fecha de los hechos', name: 'fecha' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: '2024-03-05' },
};
export const WithError: Story = {
  name: 'Con error',
  args: { required: true, showErrors: true },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: '2024-03-05', disabled: true },
};
export const Bounded: Story = {
  name: 'Con límites',
  args: { min: '2024-01-01', max: '2024-12-31', hint: 'Solo fechas de 2024.' },
};
