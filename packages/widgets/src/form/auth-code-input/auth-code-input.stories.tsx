import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthCodeInput } from './auth-code-input.js';

const meta = {
  title: 'Formulario/Código de autenticación (AuthCodeInput)',
  component: AuthCodeInput,
  args: { label: 'Código de verificación', name: 'code' },
} satisfies Meta<typeof AuthCodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
  args: { hint: 'Escribe o pega el código de 6 dígitos que enviamos a tu correo.' },
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: '481592' },
};
export const WithError: Story = {
  name: 'Con error',
  args: { defaultValue: '481592', error: 'El código ingresado no es válido.' },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: '48', disabled: true },
};
