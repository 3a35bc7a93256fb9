import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { EditRecord } from '../../../components/staff-list/edit-record.js';
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
  const modules = useModules();
  return (
    <>
      <h1>{T.editRole}</h1>
      {back}
      <EditRecord<Role> path={rolePath} ready={modules.data !== undefined}>
        {(role) => <RoleForm key={role.id} role={role} />}
      </EditRecord>
    </>
  );
}
