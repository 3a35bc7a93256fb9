import type { ColumnDef } from '@tanstack/react-table';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import {
  ACTIVE_FILTER_OPTIONS,
  stateLabel,
  stateColumn,
  editColumn,
} from '../../../components/staff-list/cells.js';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import type { ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { StaffListScreen } from '../../../components/staff-list/staff-list-screen.js';
import { DIRECTIONS_ENDPOINT, type Direction } from '../api/directions.js';

const COLUMNS: ColumnDef<Direction, unknown>[] = [
  {
    id: 'name',
    header: T.directionName,
    accessorFn: (d) => d.name,
    meta: { sortField: 'name', rowHeader: true },
  },
  {
    id: 'users_count',
    header: T.directionUsers,
    accessorFn: (d) => d.users_count,
    meta: { sortField: 'users_count' },
  },
  stateColumn(),
  editColumn(
    (d) => `${PATHS.dashboard}/directions/edit?id=${d.id}`,
    (d) => d.name,
  ),
];

const EXPORT: ExportColumnDef<Direction>[] = [
  { key: 'name', header: T.directionName, value: (d) => d.name },
  { key: 'users', header: T.directionUsers, value: (d) => d.users_count },
  { key: 'state', header: T.stateColumn, value: (d) => stateLabel(d.is_active) },
];

const FILTERS: ListFilter[] = [
  { kind: 'search', key: 'search', label: T.searchLabel },
  { kind: 'select', key: 'is_active', label: T.stateFilter, options: ACTIVE_FILTER_OPTIONS },
];

/** `/dashboard/directions`: the authority's directions and how many staff each has. */
export function DirectionsScreen() {
  return (
    <StaffListScreen
      title={T.directionsTitle}
      intro={T.directionsIntro}
      add={{ to: `${PATHS.dashboard}/directions/add`, label: T.addDirection }}
      endpoint={DIRECTIONS_ENDPOINT}
      columns={COLUMNS}
      rowKey={(d) => String(d.id)}
      filters={FILTERS}
      exportColumns={EXPORT}
      exportFileName={T.directionsFileName}
    />
  );
}
