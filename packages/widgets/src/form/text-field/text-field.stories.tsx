import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@sfc/core';
import { TextField } from './text-field.js';

const meta = {
  title: 'Formulario/TextField',
  component: TextField,
  args: { label: 'Nombres', name: 'nombres' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { required: true, hint: 'Como aparecen en tu documento.' } };
export const Filled: Story = { args: { defaultValue: 'María Fernanda' } };
export const WithError: Story = { args: { required: true, showErrors: true } };
export const ServerError: Story = {
  args: {
    label: 'Correo electrónico',
    type: 'email',
    defaultValue: 'maria@',
    error: 'Ingresa un correo electrónico válido.',
  },
};
export const Disabled: Story = { args: { defaultValue: 'María Fernanda', disabled: true } };
export const RequiredMessage: Story = {
  name: 'Mensaje de obligatorio',
  args: { required: true, error: MESSAGES.required },
};
