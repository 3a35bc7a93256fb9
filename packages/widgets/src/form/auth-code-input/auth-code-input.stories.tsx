import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthCodeInput } from './auth-code-input.js';

const meta = {
  title: 'Formulario/AuthCodeInput',
  component: AuthCodeInput,
  args: { label: 'Código de verificación', name: 'code' },
} satisfies Meta<typeof AuthCodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { hint: 'Escribe o pega el código de 6 dígitos que enviamos a tu correo.' },
};
export const Filled: Story = { args: { defaultValue: '481592' } };
export const WithError: Story = {
  args: { defaultValue: '481592', error: 'El código ingresado no es válido.' },
};
export const Disabled: Story = { args: { defaultValue: '48', disabled: true } };
