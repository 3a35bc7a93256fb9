import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './date-field.js';

const meta = {
  title: 'Formulario/DateField',
  component: DateField,
  args: { label: 'Fecha de los hechos', name: 'fecha' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '2024-03-05' } };
export const WithError: Story = { args: { required: true, showErrors: true } };
export const Disabled: Story = { args: { defaultValue: '2024-03-05', disabled: true } };
export const Bounded: Story = {
  args: { min: '2024-01-01', max: '2024-12-31', hint: 'Solo fechas de 2024.' },
};
