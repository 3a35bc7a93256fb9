import type { Meta, StoryObj } from '@storybook/react-vite';
import { HoursMinutesField } from './hours-minutes-field.js';

const meta = {
  title: 'Formulario/Horas y minutos (HoursMinutesField)',
  component: HoursMinutesField,
  args: { label: 'Tiempo de respuesta', name: 'tiempo' },
} satisfies Meta<typeof HoursMinutesField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: '0 36:30:00' },
};
export const WithError: Story = {
  name: 'Con error',
  args: { required: true, showErrors: true },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: '0 08:00:00', disabled: true },
};
