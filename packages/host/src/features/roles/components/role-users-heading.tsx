import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { useApiRecord } from '../../../lib/server-state/index.js';
import { rolePath, type Role } from '../api/roles.js';

/** Whether a `roles/usermanagement/{roleid}/{state}` state means the active members ("1", "true"). */
export function isActiveState(state: string | undefined): boolean {
  return state === '1' || state?.toLowerCase() === 'true';
}

/** The heading of a role's members screen, with the switch between active and inactive members. */
export function RoleUsersHeading({ roleId, active }: { roleId: string; active: boolean }) {
  const role = useApiRecord<Role>(rolePath(roleId)).data;
  const base = `${PATHS.dashboard}/roles/usermanagement/${encodeURIComponent(roleId)}`;
  return (
    <>
      <h1>{T.roleUsersTitle(role?.name ?? '', active)}</h1>
      <p className="form-actions">
        <Link className="sfc-button-link sfc-button-link--secondary" to={`${base}/${active ? 0 : 1}`}>
          {active ? T.showInactiveUsers : T.showActiveUsers}
        </Link>
        <Link to={`${PATHS.dashboard}/roles`}>{T.backToRoles}</Link>
      </p>
    </>
  );
}
