import { ActiveToggle } from '../../../components/staff-list/active-toggle.js';
import { ROLES_ENDPOINT, rolePath, type Role } from '../api/roles.js';

/** "Activar" / "Inactivar" a role (`PATCH /group/{id}/ {is_active}`); its users lose or regain its modules. */
export function RoleActiveToggle({ role }: { role: Role }) {
  return (
    <ActiveToggle
      name={role.name}
      active={role.is_active}
      invalidates={[ROLES_ENDPOINT]}
      write={(next) => ({ method: 'PATCH', path: rolePath(role.id), body: { is_active: next } })}
    />
  );
}
