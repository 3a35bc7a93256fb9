import { useParams } from 'react-router';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { roleUsersEndpoint } from '../features/roles/api/roles.js';
import { RoleUsersHeading, isActiveState } from '../features/roles/components/role-users-heading.js';
import { AddRoleScreen, EditRoleScreen } from '../features/roles/components/role-screens.js';
import { RolesScreen } from '../features/roles/components/roles-screen.js';
import { StaffUsersList } from '../features/users/components/staff-users-list.js';

/** Screen of `/dashboard/roles`. */
export function DashboardRolesRoute() {
  return <RolesScreen />;
}

/** Screen of `/dashboard/roles/usermanagement/:roleid/:state`: a role's active or inactive members. */
export function DashboardRoleUsersRoute() {
  const { roleid = '', state } = useParams();
  const active = isActiveState(state);
  return (
    <>
      <RoleUsersHeading roleId={roleid} active={active} />
      <StaffUsersList
        key={`${roleid}:${active}`}
        title={T.roleUsersCrumb}
        endpoint={roleUsersEndpoint(roleid)}
        fixedQuery={{ is_active: String(active) }}
      />
    </>
  );
}

/** Screen of `/dashboard/roles/add`. */
export function DashboardRolesAddRoute() {
  return <AddRoleScreen />;
}

/** Screen of `/dashboard/roles/edit?id=`. */
export function DashboardRolesEditRoute() {
  return <EditRoleScreen />;
}
