import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextareaField } from './textarea-field.js';

const meta = {
  title: 'Formulario/Área de texto (TextareaField)',
  component: TextareaField,
  args: { label: 'Descripción de la queja', name: 'descripcion' },
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
  args: { required: true },
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: 'El banco cobró una cuota de manejo\nque no fue pactada en el contrato.' },
};
export const WithError: Story = {
  name: 'Con error',
  args: { minLength: 50, defaultValue: 'Muy corto', showErrors: true },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: 'Texto enviado.', disabled: true },
};
/** A pasted text over the limit: kept whole, the count over the limit, the notice and the error. */
export const OverTheLimit: Story = {
  name: 'Texto pegado que supera el límite',
  args: {
    required: true,
    showErrors: true,
    defaultValue: `${'Me cobraron una comisión que no autoricé. '.repeat(25)}\n${'Pido la devolución. '.repeat(20)}`,
  },
};
