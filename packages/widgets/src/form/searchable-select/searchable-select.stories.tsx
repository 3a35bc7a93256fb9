import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchableSelect, type SelectOption } from './searchable-select.js';

const PRODUCTS: SelectOption[] = [
  { value: 1, label: 'Cuenta de ahorros' },
  { value: 2, label: 'Cuenta corriente' },
  { value: 3, label: 'Tarjeta de crédito' },
  {
    value: 4,
    label: 'Crédito de vivienda',
    popup_show: true,
    popup_text: 'Para quejas de crédito de vivienda adjunta el plan de pagos y el último extracto.',
  },
  { value: 5, label: 'Crédito de consumo' },
  { value: 6, label: 'Seguro de vida' },
  { value: 7, label: 'CDT', disabled: true },
];

const meta = {
  title: 'Formulario/Lista con búsqueda (SearchableSelect)',
  component: SearchableSelect,
  args: { label: 'Producto', name: 'producto', options: PRODUCTS },
  parameters: { docs: { story: { inline: false, iframeHeight: 380 } } },
} satisfies Meta<typeof SearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
  args: { required: true },
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: 3 },
};
export const WithError: Story = {
  name: 'Con error',
  args: { required: true, showErrors: true },
};
export const Loading: Story = {
  name: 'Cargando',
  args: { options: [], loading: true },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: 1, disabled: true },
};
