import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckboxGroup } from './checkbox-group.js';

const OPTIONS = [
  { value: 1, label: 'Establecimientos bancarios' },
  { value: 2, label: 'Compañías de seguros' },
  { value: 3, label: 'Sociedades fiduciarias' },
  { value: 4, label: 'Fondos de pensiones' },
];

const meta = {
  title: 'Formulario/Casillas (CheckboxGroup)',
  component: CheckboxGroup,
  args: { label: 'Tipo de entidad', name: 'tipo_entidad', options: OPTIONS },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: [1, 3] },
};
export const AllChosen: Story = {
  name: 'Todo seleccionado',
  args: { defaultValue: [1, 2, 3, 4] },
};
export const WithError: Story = {
  name: 'Con error',
  args: { required: true, showErrors: true },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: [2], disabled: true },
};
export const Inline: Story = {
  name: 'En línea',
  args: { inline: true, showAll: false },
};
