import { useState } from 'react';
import '../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { BulkAction, BulkActionBar } from '../bulk-action-bar.js';
import { DataTable } from './data-table.js';
import { FilterBar } from './filter-bar.js';
import { ListPager } from './list-pager.js';
import { ListEmpty, ListError, ListLoading } from './list-states.js';
import { StateBadge } from './cells.js';

interface Entity {
  id: number;
  code: string;
  name: string;
  nit: string;
  active: boolean;
}

const ROWS: Entity[] = [
  { id: 1, code: '1-7', name: 'Bancolombia S.A.', nit: '890903938-8', active: true },
  { id: 2, code: '1-1', name: 'Banco de Bogotá S.A.', nit: '860002964-4', active: true },
  { id: 3, code: '13-25', name: 'Compañía de Seguros Bolívar', nit: '860002503-2', active: false },
];

const COLUMNS: ColumnDef<Entity, unknown>[] = [
  { id: 'entidad_cod', header: 'Código', accessorFn: (e) => e.code, meta: { sortField: 'entidad_cod' } },
  { id: 'name', header: 'Nombre', accessorFn: (e) => e.name, meta: { sortField: 'name', rowHeader: true } },
  { id: 'nit', header: 'NIT', accessorFn: (e) => e.nit, meta: { sortField: 'nit' } },
  { id: 'state', header: 'Estado', cell: ({ row }) => <StateBadge active={row.original.active} /> },
];

/** The pieces of the staff list pattern (StaffList composes them with the URL and TanStack Query). */
const meta: Meta = { title: 'Portal/Tablero/Lista de datos del tablero (patrón)' };

export default meta;
type Story = StoryObj;

function SortableTable() {
  const [ordering, setOrdering] = useState<string | null>('name');
  const sorted = [...ROWS].sort((a, b) => {
    const field = (ordering ?? 'name').replace(/^-/, '');
    const key = field === 'entidad_cod' ? 'code' : (field as 'name' | 'nit');
    return a[key].localeCompare(b[key], 'es') * (ordering?.startsWith('-') ? -1 : 1);
  });
  return (
    <DataTable
      columns={COLUMNS}
      rows={sorted}
      rowKey={(e) => String(e.id)}
      caption="Entidades vigiladas: 3 resultados, página 1 de 1"
      ordering={ordering}
      onOrderingChange={setOrdering}
      busy={false}
    />
  );
}

export const Table: Story = {
  name: 'Tabla ordenable',
  render: () => <SortableTable />,
};

/** Rows picked with checkboxes; the toolbar appears with the count. The inactive row is not offered. */
function SelectableTable() {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set([1]));
  return (
    <>
      <BulkActionBar
        count={picked.size}
        countText={(n) => (n === 1 ? '1 entidad seleccionada' : `${n} entidades seleccionadas`)}
        onClear={() => setPicked(new Set())}
      >
        <BulkAction label="Inactivar" question={`¿Inactivar ${picked.size} entidades?`} onRun={() => {}} />
      </BulkActionBar>
      <DataTable
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(e) => String(e.id)}
        caption="Entidades vigiladas: 3 resultados, página 1 de 1"
        ordering="name"
        onOrderingChange={() => {}}
        busy={false}
        selection={{
          isSelected: (e) => picked.has(e.id),
          canSelect: (e) => e.active,
          rowName: (e) => e.name,
          setSelected: (rows, on) =>
            setPicked((current) => {
              const next = new Set(current);
              for (const e of rows)
                if (on) next.add(e.id);
                else next.delete(e.id);
              return next;
            }),
        }}
      />
    </>
  );
}

export const Selection: Story = {
  name: 'Tabla con selección y barra de acciones',
  render: () => <SelectableTable />,
};

export const SelectionHighContrast: Story = {
  name: 'Tabla con selección, alto contraste',
  render: () => <SelectableTable />,
  globals: { contrast: 'high' },
};

export const Filters: Story = {
  name: 'Filtros',
  render: () => (
    <FilterBar
      filters={[
        { kind: 'search', key: 'search', label: 'Buscar', hint: 'Nombre, NIT o código (p. ej. 1-7)' },
        {
          kind: 'select',
          key: 'is_active',
          label: 'Estado',
          options: [
            { value: 'true', label: 'Activo' },
            { value: 'false', label: 'Inactivo' },
          ],
        },
      ]}
      values={{ search: 'Bogotá' }}
      onApply={() => {}}
    />
  ),
};

export const Pager: Story = {
  name: 'Paginador',
  render: () => (
    <ListPager
      title="Entidades"
      page={2}
      pages={6}
      pageSize={10}
      busy={false}
      onPage={() => {}}
      onPageSize={() => {}}
    />
  ),
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => <ListLoading />,
};
export const Empty: Story = {
  name: 'Vacío',
  render: () => <ListEmpty filtered />,
};
export const Failed: Story = {
  name: 'Error del servidor',
  render: () => (
    <ListError
      message="Lo sentimos, ocurrió un error interno en el servidor, por favor intenta más tarde."
      onRetry={() => {}}
    />
  ),
};
