import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateRangePicker } from './date-range-picker.js';

const meta = {
  title: 'Formulario/DateRangePicker',
  component: DateRangePicker,
  args: { name: 'periodo' },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: { start: '2024-01-01', end: '2024-03-31' } } };
export const WithError: Story = { args: { defaultValue: { start: '2024-03-31', end: '2024-01-01' } } };
export const Required: Story = {
  args: { required: true, showErrors: true, defaultValue: { start: '2024-01-01', end: '' } },
};
export const Disabled: Story = {
  args: { defaultValue: { start: '2024-01-01', end: '2024-03-31' }, disabled: true },
};
