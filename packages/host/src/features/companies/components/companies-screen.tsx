import { useMemo } from 'react';
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
import { useOptionsQuery } from '../../../lib/server-state/index.js';
import { COMPANIES_ENDPOINT, type Company } from '../api/companies.js';

/** Administration sees every entity type, also those without entities yet (to add the first). */
const ALL_ENTITY_TYPES = { all: 'true' } as const;

const COLUMNS: ColumnDef<Company, unknown>[] = [
  { id: 'entidad_cod', header: T.entityCode, accessorFn: (c) => c.code, meta: { sortField: 'entidad_cod' } },
  {
    id: 'name',
    header: T.entityName,
    accessorFn: (c) => c.name,
    meta: { sortField: 'name', rowHeader: true },
  },
  {
    id: 'tipo_entidad',
    header: T.entityType,
    accessorFn: (c) => c.entity_type?.name ?? String(c.tipo_entidad),
    meta: { sortField: 'tipo_entidad' },
  },
  { id: 'nit', header: T.entityNit, accessorFn: (c) => c.nit ?? '', meta: { sortField: 'nit' } },
  { id: 'company_group', header: T.entityGroup, accessorFn: (c) => c.company_group?.name ?? '' },
  stateColumn(),
  editColumn(
    (c) => `${PATHS.dashboard}/companies/edit?id=${c.id}`,
    (c) => c.name,
  ),
];

const EXPORT: ExportColumnDef<Company>[] = [
  { key: 'code', header: T.entityCode, value: (c) => c.code },
  { key: 'tipo_entidad', header: T.entityType, value: (c) => c.entity_type?.name ?? String(c.tipo_entidad) },
  { key: 'name', header: T.entityName, value: (c) => c.name },
  { key: 'nit', header: T.entityNit, value: (c) => c.nit ?? '' },
  { key: 'group', header: T.entityGroup, value: (c) => c.company_group?.name ?? '' },
  { key: 'state', header: T.stateColumn, value: (c) => stateLabel(c.is_active) },
  { key: 'api', header: T.entityApiAccount, value: (c) => c.api_client?.username ?? '' },
];

/** `/dashboard/companies`: the supervised entities, by type and code, NIT, name, group and state. */
export function CompaniesScreen() {
  const types = useOptionsQuery('/companytype/', ALL_ENTITY_TYPES);
  const filters = useMemo<ListFilter[]>(
    () => [
      { kind: 'search', key: 'search', label: T.searchLabel, hint: T.entitySearchHint },
      { kind: 'select', key: 'tipo_entidad', label: T.entityType, options: types },
      { kind: 'select', key: 'is_active', label: T.stateFilter, options: ACTIVE_FILTER_OPTIONS },
    ],
    [types],
  );
  return (
    <StaffListScreen
      title={T.entitiesTitle}
      intro={T.entitiesIntro}
      add={{ to: `${PATHS.dashboard}/companies/add`, label: T.addEntity }}
      endpoint={COMPANIES_ENDPOINT}
      columns={COLUMNS}
      rowKey={(c) => String(c.id)}
      filters={filters}
      exportColumns={EXPORT}
      exportFileName={T.entitiesFileName}
    />
  );
}
