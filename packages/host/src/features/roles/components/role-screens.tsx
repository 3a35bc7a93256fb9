import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { useRecordId } from '../../../components/staff-list/use-record-id.js';
import { useApiRecord } from '../../../lib/server-state/index.js';
import { rolePath, type Role } from '../api/roles.js';
import { useModules } from '../api/use-modules.js';
import { RoleForm } from './role-form.js';

const back = (
  <p>
    <Link to={`${PATHS.dashboard}/roles`}>{T.backToRoles}</Link>
  </p>
);

/** `/dashboard/roles/add`. */
export function AddRoleScreen() {
  // The form mounts once the module list is in, so its checkboxes are there from the start.
  const modules = useModules();
  return (
    <>
      <h1>{T.addRole}</h1>
      {back}
      {modules.data ? <RoleForm /> : <p role="status">{T.listLoading}</p>}
    </>
  );
}

/** `/dashboard/roles/edit?id=`. */
export function EditRoleScreen() {
  const id = useRecordId();
  const record = useApiRecord<Role>(id === null ? null : rolePath(id));
  const modules = useModules();
  return (
    <>
      <h1>{T.editRole}</h1>
      {back}
      {id === null ? (
        <Notice kind="error">
          <p>{T.recordMissing}</p>
        </Notice>
      ) : record.isError ? (
        <Notice kind="error">
          <p>{record.error.message}</p>
        </Notice>
      ) : record.data && modules.data ? (
        <RoleForm key={record.data.id} role={record.data} />
      ) : (
        <p role="status">{T.listLoading}</p>
      )}
    </>
  );
}
