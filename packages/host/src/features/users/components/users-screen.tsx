import { useMemo, useState } from 'react';
import {
  PATHS,
  STAFF_WORKSPACE_TEXTS as T,
  WORKSPACE_LAYOUT_TEXTS as L,
  readFailure,
  selectUserId,
} from '@sfc/core';
import { BulkAction } from '../../../components/bulk-action-bar.js';
import { ACTIVE_FILTER_OPTIONS } from '../../../components/staff-list/cells.js';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import { StaffListScreen } from '../../../components/staff-list/staff-list-screen.js';
import { ApiCallError, useApiWrite, useOptionsQuery } from '../../../lib/server-state/index.js';
import { useSession } from '../../../lib/use-session.js';
import { inactivateUsers, type UsersInactivated } from '../api/inactivate-users.js';
import { STAFF_USERS_ENDPOINT, type StaffUser } from '../api/staff-users.js';
import { displayName, STAFF_USER_COLUMNS, STAFF_USER_EXPORT } from './staff-user-columns.js';

/** What a refused write says: the server's message for the whole request or for its ids. */
function refusal(error: unknown): string {
  if (!(error instanceof ApiCallError)) return String(error);
  const failure = readFailure(error.failure);
  return failure.form ?? (Object.values(failure.fields).join(' ') || error.failure.message);
}

/**
 * `/dashboard/users`: the staff accounts, searchable by name, e-mail and identification; active
 * accounts other than one's own can be selected and inactivated together.
 */
export function UsersScreen() {
  const me = useSession(selectUserId);
  const write = useApiWrite<UsersInactivated>([STAFF_USERS_ENDPOINT]);
  const [said, setSaid] = useState('');
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
    <StaffListScreen<StaffUser>
      title={T.usersTitle}
      intro={T.usersIntro}
      add={{ to: `${PATHS.dashboard}/users/add`, label: T.addUser }}
      endpoint={STAFF_USERS_ENDPOINT}
      columns={STAFF_USER_COLUMNS}
      rowKey={(user) => String(user.id)}
      filters={filters}
      exportColumns={STAFF_USER_EXPORT}
      exportFileName={T.usersFileName}
      bulk={{
        rowName: displayName,
        // The server refuses one's own account and does nothing to an inactive one.
        canSelect: (user: StaffUser) => user.is_active && String(user.id) !== String(me),
        countText: L.usersSelected,
        actions: (users, clear) => (
          <BulkAction
            label={T.inactivate}
            question={L.inactivateUsersQuestion(users.length)}
            onRun={async () => {
              setSaid('');
              try {
                const answer = await write.mutateAsync(inactivateUsers(users.map((user) => user.id)));
                setSaid(L.usersInactivated(answer.inactivated));
                clear();
              } catch (error) {
                setSaid(refusal(error));
              }
            }}
          />
        ),
      }}
    >
      <p role="status" className="staff-list__bulk-said">
        {said}
      </p>
    </StaffListScreen>
  );
}
