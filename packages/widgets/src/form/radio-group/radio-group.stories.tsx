import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './radio-group.js';

const YES_NO = [
  { value: 1, label: 'Sí' },
  { value: 2, label: 'No' },
];

const meta = {
  title: 'Formulario/Opciones (RadioGroup)',
  component: RadioGroup,
  args: { label: '¿Actúa mediante apoderado?', name: 'apoderado', options: YES_NO, inline: true },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
  args: { required: true },
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: 2 },
};
export const WithError: Story = {
  name: 'Con error',
  args: { required: true, showErrors: true },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: 1, disabled: true },
};
