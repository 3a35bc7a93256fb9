import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@sfc/core';
import { TextField } from './text-field.js';

const meta = {
  title: 'Formulario/Campo de texto (TextField)',
  component: TextField,
  args: { label: 'Nombres', name: 'nombres' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
  args: { required: true, hint: 'Como aparecen en tu documento.' },
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: 'María Fernanda' },
};
export const WithError: Story = {
  name: 'Con error',
  args: { required: true, showErrors: true },
};
export const ServerError: Story = {
  name: 'Error del servidor',
  args: {
    label: 'Correo electrónico',
    type: 'email',
    defaultValue: 'maria@',
    error: 'Ingresa un correo electrónico válido.',
  },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: 'María Fernanda', disabled: true },
};
export const RequiredMessage: Story = {
  name: 'Mensaje de obligatorio',
  args: { required: true, error: MESSAGES.required },
};
