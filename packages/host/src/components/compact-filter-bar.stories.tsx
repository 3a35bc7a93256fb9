import '../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { FilterBar, type ListFilter } from './staff-list/filter-bar.js';
import { CompactFilterBar } from './compact-filter-bar.js';

/**
 * A staff list's filters as a compact bar: «Filtros» and a one-line summary of the filters in
 * force; expanded, the full form.
 */
const meta: Meta<typeof CompactFilterBar> = {
  title: 'Portal/Tablero/Barra de filtros compacta',
  component: CompactFilterBar,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof CompactFilterBar>;

const FILTERS: ListFilter[] = [
  { kind: 'search', key: 'search', label: 'Buscar', hint: 'Nombre, correo o identificación' },
  {
    kind: 'select',
    key: 'is_active',
    label: 'Estado',
    options: [
      { value: 'true', label: 'Activo' },
      { value: 'false', label: 'Inactivo' },
    ],
  },
  {
    kind: 'select',
    key: 'group',
    label: 'Roles',
    options: [
      { value: '2', label: 'Analista de quejas' },
      { value: '3', label: 'Administrador' },
    ],
  },
];

export const NoFilters: Story = {
  name: 'Sin filtros',
  render: () => <FilterBar filters={FILTERS} values={{}} onApply={() => {}} />,
};

export const Active: Story = {
  name: 'Con filtros activos',
  render: () => (
    <FilterBar
      filters={FILTERS}
      values={{ search: 'Peña', is_active: 'true', group: '2' }}
      onApply={() => {}}
    />
  ),
};

export const Expanded: Story = {
  name: 'Formulario abierto',
  render: () => (
    <CompactFilterBar active={[{ label: 'Estado', value: 'Activo' }]} defaultExpanded>
      <form className="staff-filters" role="search" aria-label="Filtros">
        <div className="staff-filters__field">
          <label htmlFor="story-state">Estado</label>
          <select id="story-state" className="staff-filters__input" defaultValue="true">
            <option value="">Todos</option>
            <option value="true">Activo</option>
            <option value="false">Inactivo</option>
          </select>
        </div>
        <div className="staff-filters__actions">
          <button type="submit" className="sfc-button-link">
            Filtrar
          </button>
        </div>
      </form>
    </CompactFilterBar>
  ),
};

export const ActiveHighContrast: Story = {
  ...Active,
  name: 'Con filtros activos, alto contraste',
  globals: { contrast: 'high' },
};
