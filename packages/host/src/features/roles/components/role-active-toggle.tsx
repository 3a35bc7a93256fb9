import { useState } from 'react';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { useApiWrite } from '../../../lib/server-state/index.js';
import { ROLES_ENDPOINT, rolePath, type Role } from '../api/roles.js';

/**
 * "Activar" / "Inactivar" of one role (`PATCH /group/{id}/ {is_active}`, portal-spec §4: roles
 * toggle by PATCH). The list is refreshed after the change and the result announced.
 */
export function RoleActiveToggle({ role }: { role: Role }) {
  const write = useApiWrite([ROLES_ENDPOINT]);
  const [said, setSaid] = useState('');
  const next = !role.is_active;
  return (
    <>
      <button
        type="button"
        className="staff-table__action staff-table__action--button"
        aria-label={next ? T.activateOf(role.name) : T.inactivateOf(role.name)}
        disabled={write.isPending}
        onClick={() =>
          write.mutate(
            { method: 'PATCH', path: rolePath(role.id), body: { is_active: next } },
            {
              onSuccess: () => setSaid(next ? T.activated(role.name) : T.inactivated(role.name)),
              onError: (error) => setSaid(error.failure.message),
            },
          )
        }
      >
        {next ? T.activate : T.inactivate}
      </button>
      <span role="status" className="sfc-visually-hidden">
        {said}
      </span>
    </>
  );
}
