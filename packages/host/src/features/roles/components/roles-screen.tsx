import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import {
  ACTIVE_FILTER_OPTIONS,
  EditLink,
  joinNames,
  stateLabel,
  stateColumn,
} from '../../../components/staff-list/cells.js';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import type { ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { StaffListScreen } from '../../../components/staff-list/staff-list-screen.js';
import { ROLES_ENDPOINT, type Role } from '../api/roles.js';
import { useModules } from '../api/use-modules.js';
import { RoleActiveToggle } from './role-active-toggle.js';

const COLUMNS: ColumnDef<Role, unknown>[] = [
  {
    id: 'name',
    header: T.roleName,
    accessorFn: (role) => role.name,
    meta: { sortField: 'name', rowHeader: true },
  },
  { id: 'modules', header: T.roleModules, accessorFn: (role) => joinNames(role.modules) },
  {
    id: 'users_count',
    header: T.roleUsersCount,
    accessorFn: (role) => role.users_count,
    cell: ({ row }) => (
      <Link
        to={`${PATHS.dashboard}/roles/usermanagement/${row.original.id}/1`}
        aria-label={T.roleUsersLink(row.original.users_count, row.original.name)}
      >
        {row.original.users_count}
      </Link>
    ),
    meta: { sortField: 'users_count' },
  },
  stateColumn(),
  {
    id: 'actions',
    header: T.actionsColumn,
    cell: ({ row }) => (
      <span className="staff-table__actions">
        <EditLink to={`${PATHS.dashboard}/roles/edit?id=${row.original.id}`} name={row.original.name} />
        <RoleActiveToggle role={row.original} />
      </span>
    ),
  },
];

const EXPORT: ExportColumnDef<Role>[] = [
  { key: 'name', header: T.roleName, value: (role) => role.name },
  { key: 'description', header: T.roleDescription, value: (role) => role.description ?? '' },
  { key: 'modules', header: T.roleModules, value: (role) => joinNames(role.modules) },
  { key: 'users', header: T.roleUsersCount, value: (role) => role.users_count },
  { key: 'state', header: T.stateColumn, value: (role) => stateLabel(role.is_active) },
];

/** `/dashboard/roles`: the roles, their modules and members; activate or inactivate each. */
export function RolesScreen() {
  const modules = useModules().data;
  const filters = useMemo<ListFilter[]>(
    () => [
      { kind: 'search', key: 'search', label: T.searchLabel },
      { kind: 'select', key: 'is_active', label: T.stateFilter, options: ACTIVE_FILTER_OPTIONS },
      {
        kind: 'select',
        key: 'module',
        label: T.roleModules,
        options: (modules ?? []).map((module) => ({ value: String(module.id), label: module.name })),
      },
    ],
    [modules],
  );
  return (
    <StaffListScreen
      title={T.rolesTitle}
      intro={T.rolesIntro}
      add={{ to: `${PATHS.dashboard}/roles/add`, label: T.addRole }}
      endpoint={ROLES_ENDPOINT}
      columns={COLUMNS}
      rowKey={(role) => String(role.id)}
      filters={filters}
      exportColumns={EXPORT}
      exportFileName={T.rolesFileName}
    />
  );
}
