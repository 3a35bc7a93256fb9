import type { ColumnDef } from '@tanstack/react-table';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { StateBadge, joinNames, stateLabel, editColumn } from '../../../components/staff-list/cells.js';
import type { ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import type { StaffUser } from '../api/staff-users.js';

/** A staff account's name, or its e-mail when it has none (e.g. a seeded administrator). */
export const displayName = (user: StaffUser): string => user.full_name.trim() || user.email;

/** The columns of a staff-user list (users screen and a role's users). */
export const STAFF_USER_COLUMNS: ColumnDef<StaffUser, unknown>[] = [
  {
    id: 'name',
    header: T.userName,
    accessorFn: displayName,
    meta: { sortField: 'name', rowHeader: true },
  },
  { id: 'email', header: T.userEmail, accessorFn: (user) => user.email, meta: { sortField: 'email' } },
  {
    id: 'identification_number',
    header: T.userIdentification,
    accessorFn: (user) => user.identification_number ?? '',
    meta: { sortField: 'identification_number' },
  },
  { id: 'position', header: T.userPosition, accessorFn: (user) => user.position?.name ?? '' },
  { id: 'groups', header: T.userRoles, accessorFn: (user) => joinNames(user.groups) },
  { id: 'direction', header: T.userDirection, accessorFn: (user) => user.direction?.name ?? '' },
  {
    id: 'is_active',
    header: T.stateColumn,
    accessorFn: (user) => user.is_active,
    cell: ({ row }) => <StateBadge active={row.original.is_active} />,
    meta: { sortField: 'is_active' },
  },
  editColumn((user) => `${PATHS.dashboard}/users/edit?id=${user.id}`, displayName),
];

/** What a staff-user export holds. */
export const STAFF_USER_EXPORT: ExportColumnDef<StaffUser>[] = [
  { key: 'name', header: T.userName, value: displayName },
  { key: 'email', header: T.userEmail, value: (user) => user.email },
  { key: 'identification', header: T.userIdentification, value: (user) => user.identification_number },
  { key: 'position', header: T.userPosition, value: (user) => user.position?.name ?? '' },
  { key: 'groups', header: T.userRoles, value: (user) => joinNames(user.groups) },
  { key: 'direction', header: T.userDirection, value: (user) => user.direction?.name ?? '' },
  { key: 'entities', header: T.userEntities, value: (user) => joinNames(user.entities) },
  { key: 'state', header: T.stateColumn, value: (user) => stateLabel(user.is_active) },
];
