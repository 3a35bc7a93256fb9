import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextareaField } from './textarea-field.js';

const meta = {
  title: 'Formulario/TextareaField',
  component: TextareaField,
  args: { label: 'Descripción de la queja', name: 'descripcion' },
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { required: true } };
export const Filled: Story = {
  args: { defaultValue: 'El banco cobró una cuota de manejo\nque no fue pactada en el contrato.' },
};
export const WithError: Story = { args: { minLength: 50, defaultValue: 'Muy corto', showErrors: true } };
export const Disabled: Story = { args: { defaultValue: 'Texto enviado.', disabled: true } };
