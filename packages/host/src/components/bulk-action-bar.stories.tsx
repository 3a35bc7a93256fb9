import '../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BulkAction, BulkActionBar } from './bulk-action-bar.js';

/** The toolbar of a list's actions on its selected rows: it appears when rows are selected. */
const meta: Meta<typeof BulkActionBar> = {
  title: 'Portal/Tablero/Barra de acciones sobre la selección',
  component: BulkActionBar,
};

export default meta;
type Story = StoryObj<typeof BulkActionBar>;

export const Selected: Story = {
  name: 'Filas seleccionadas',
  render: () => (
    <BulkActionBar count={3} onClear={() => {}}>
      <BulkAction label="Inactivar" question="¿Inactivar 3 usuarios?" onRun={() => {}} />
    </BulkActionBar>
  ),
};

export const OneSelected: Story = {
  name: 'Una fila seleccionada',
  render: () => (
    <BulkActionBar
      count={1}
      countText={(n) => (n === 1 ? '1 entidad seleccionada' : `${n} entidades`)}
      onClear={() => {}}
    >
      <BulkAction label="Inactivar" onRun={() => {}} />
    </BulkActionBar>
  ),
};

export const NothingSelected: Story = {
  name: 'Sin selección (no se muestra)',
  render: () => (
    <BulkActionBar count={0} onClear={() => {}}>
      <BulkAction label="Inactivar" onRun={() => {}} />
    </BulkActionBar>
  ),
};

export const SelectedHighContrast: Story = {
  ...Selected,
  name: 'Filas seleccionadas, alto contraste',
  globals: { contrast: 'high' },
};
