import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field.js';

const meta = {
  title: 'Formulario/PasswordField',
  component: PasswordField,
  args: { label: 'Contraseña', name: 'password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHints: Story = {
  args: { label: 'Nueva contraseña', showHints: true, autoComplete: 'new-password' },
};
export const Filled: Story = { args: { showHints: true, defaultValue: 'Quejas2024' } };
export const WithError: Story = { args: { required: true, showErrors: true } };
export const Disabled: Story = { args: { defaultValue: 'secreto', disabled: true } };
