import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field.js';

const meta = {
  title: 'Formulario/Contraseña (PasswordField)',
  component: PasswordField,
  args: { label: 'Contraseña', name: 'password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
};
export const WithHints: Story = {
  name: 'Con ayudas',
  args: { label: 'Nueva contraseña', showHints: true, autoComplete: 'new-password' },
};
export const Filled: Story = {
  name: 'Con datos',
  args: { showHints: true, defaultValue: 'Quejas2024' },
};
export const WithError: Story = {
  name: 'Con error',
  args: { required: true, showErrors: true },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: 'secreto', disabled: true },
};
