import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateRangePicker } from './date-range-picker.js';

const meta = {
  title: 'Formulario/Periodo (DateRangePicker)',
  component: DateRangePicker,
  args: { name: 'periodo' },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: { start: '2024-01-01', end: '2024-03-31' } },
};
export const WithError: Story = {
  name: 'Con error',
  args: { defaultValue: { start: '2024-03-31', end: '2024-01-01' } },
};
export const Required: Story = {
  name: 'Obligatorio',
  args: { required: true, showErrors: true, defaultValue: { start: '2024-01-01', end: '' } },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: { start: '2024-01-01', end: '2024-03-31' }, disabled: true },
};
