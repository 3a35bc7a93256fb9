import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { EditRecord, RecordStateSection } from '../../../components/staff-list/edit-record.js';
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
  return (
    <>
      <h1>{T.editUser}</h1>
      {back}
      <EditRecord<StaffUser> path={staffUserPath}>
        {(user) => (
          <>
            <RecordStateSection
              headingId="user-state"
              name={displayName(user)}
              active={user.is_active}
              note={user.password_set ? '' : ` ${T.userPasswordPending}`}
              invalidates={[STAFF_USERS_ENDPOINT]}
              write={(next) => ({
                method: 'PUT',
                path: `/inactivate_users/${user.id}/`,
                body: { is_active: next },
              })}
            />
            <UserForm key={user.id} user={user} />
          </>
        )}
      </EditRecord>
    </>
  );
}
