import { useMemo } from 'react';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { ACTIVE_FILTER_OPTIONS } from '../../../components/staff-list/cells.js';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import { StaffListScreen } from '../../../components/staff-list/staff-list-screen.js';
import { useOptionsQuery } from '../../../lib/server-state/index.js';
import { STAFF_USERS_ENDPOINT } from '../api/staff-users.js';
import { STAFF_USER_COLUMNS, STAFF_USER_EXPORT } from './staff-user-columns.js';

/** `/dashboard/users`: the staff accounts, searchable by name, e-mail and identification. */
export function UsersScreen() {
  const roles = useOptionsQuery('/group/', { is_active: 'true' });
  const directions = useOptionsQuery('/direction/', { is_active: 'true' });
  const filters = useMemo<ListFilter[]>(
    () => [
      { kind: 'search', key: 'search', label: T.searchLabel, hint: T.usersSearchHint },
      { kind: 'select', key: 'is_active', label: T.stateFilter, options: ACTIVE_FILTER_OPTIONS },
      { kind: 'select', key: 'group', label: T.userRoles, options: roles },
      { kind: 'select', key: 'direction', label: T.userDirection, options: directions },
    ],
    [roles, directions],
  );
  return (
    <StaffListScreen
      title={T.usersTitle}
      intro={T.usersIntro}
      add={{ to: `${PATHS.dashboard}/users/add`, label: T.addUser }}
      endpoint={STAFF_USERS_ENDPOINT}
      columns={STAFF_USER_COLUMNS}
      rowKey={(user) => String(user.id)}
      filters={filters}
      exportColumns={STAFF_USER_EXPORT}
      exportFileName={T.usersFileName}
    />
  );
}
