import { Link } from 'react-router';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';

/** "Activo" / "Inactivo". */
export function stateLabel(active: boolean): string {
  return active ? T.active : T.inactive;
}

/** A row's state, with a visual badge whose meaning is also in its text. */
export function StateBadge({ active }: { active: boolean }) {
  return <span className={`state-badge state-badge--${active ? 'on' : 'off'}`}>{stateLabel(active)}</span>;
}

/** The "Editar" link of a row, named after the row for screen readers ("Editar Bancolombia S.A."). */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link className="staff-table__action" to={to} aria-label={T.editOf(name)}>
      {T.edit}
    </Link>
  );
}

/** The `is_active` filter's choices. */
export const ACTIVE_FILTER_OPTIONS = [
  { value: 'true', label: T.active },
  { value: 'false', label: T.inactive },
] as const;

/** Names of `{name}` items joined for a cell or an export ("Analista, Administrador"). */
export function joinNames(items: ReadonlyArray<{ name: string }> | null | undefined): string {
  return (items ?? []).map((item) => item.name).join(', ');
}
