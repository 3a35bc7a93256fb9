import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { ActiveToggle } from '../../../components/staff-list/active-toggle.js';
import { StateBadge } from '../../../components/staff-list/cells.js';
import { useRecordId } from '../../../components/staff-list/use-record-id.js';
import { useApiRecord } from '../../../lib/server-state/index.js';
import { STAFF_USERS_ENDPOINT, staffUserPath, type StaffUser } from '../api/staff-users.js';
import { displayName } from './staff-user-columns.js';
import { UserForm } from './user-form.js';

const back = (
  <p>
    <Link to={`${PATHS.dashboard}/users`}>{T.usersTitle}</Link>
  </p>
);

/** `/dashboard/users/add`: a new staff account, invited by mail to set its password. */
export function AddUserScreen() {
  return (
    <>
      <h1>{T.addUser}</h1>
      {back}
      <UserForm />
    </>
  );
}

/** `/dashboard/users/edit?id=`: edit, activate or inactivate a staff account. */
export function EditUserScreen() {
  const id = useRecordId();
  const record = useApiRecord<StaffUser>(id === null ? null : staffUserPath(id));
  const user = record.data;
  return (
    <>
      <h1>{T.editUser}</h1>
      {back}
      {id === null ? (
        <Notice kind="error">
          <p>{T.recordMissing}</p>
        </Notice>
      ) : record.isError ? (
        <Notice kind="error">
          <p>{record.error.message}</p>
        </Notice>
      ) : user ? (
        <>
          <section aria-labelledby="user-state">
            <h2 id="user-state">{T.stateSection}</h2>
            <p>
              <StateBadge active={user.is_active} /> {user.password_set ? '' : T.userPasswordPending}
            </p>
            <ActiveToggle
              look="button"
              name={displayName(user)}
              active={user.is_active}
              invalidates={[STAFF_USERS_ENDPOINT]}
              write={(next) => ({
                method: 'PUT',
                path: `/inactivate_users/${user.id}/`,
                body: { is_active: next },
              })}
            />
          </section>
          <UserForm key={user.id} user={user} />
        </>
      ) : (
        <p role="status">{T.listLoading}</p>
      )}
    </>
  );
}
