import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@sfc/core';
import { Field } from './field.js';

const meta = {
  title: 'Formulario/Campo (Field)',
  component: Field,
  args: {
    id: 'campo-demo',
    label: 'Correo electrónico',
    children: <input id="campo-demo" className="sfc-input" type="email" />,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Marco de todo control: etiqueta ligada al control, asterisco rojo si es obligatorio, ayuda y error en una región viva.',
      },
    },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
};
export const Required: Story = {
  name: 'Obligatorio',
  args: { required: true, hint: 'Usaremos este correo para notificarte.' },
};
export const WithError: Story = {
  name: 'Con error',
  args: {
    required: true,
    error: MESSAGES.required,
    children: (
      <input
        id="campo-demo"
        className="sfc-input"
        type="email"
        aria-invalid="true"
        aria-describedby="campo-demo-error"
      />
    ),
  },
};
