import type { Meta, StoryObj } from '@storybook/react-vite';
import { MultiSelect } from './multi-select.js';

const ENTITIES = [
  'Banco Andino',
  'Banco del Río',
  'Banco Popular del Sur',
  'Aseguradora Sol',
  'Fiduciaria Norte',
  'Fondo de Pensiones Cordillera',
].map((label, i) => ({ value: `E${i + 1}`, label }));

const meta = {
  title: 'Formulario/Selección múltiple (MultiSelect)',
  component: MultiSelect,
  args: { label: 'Entidades', name: 'entidades', options: ENTITIES },
  parameters: { docs: { story: { inline: false, iframeHeight: 460 } } },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: ['E1', 'E4', 'E5'] },
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
  args: { defaultValue: ['E2'], disabled: true },
};
