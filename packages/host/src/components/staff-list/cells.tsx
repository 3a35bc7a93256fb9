import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
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

/** The "Estado" column of a list of records that can be inactivated (the badge). */
export function stateColumn<Row extends { is_active: boolean }>(): ColumnDef<Row, unknown> {
  return {
    id: 'is_active',
    header: T.stateColumn,
    cell: ({ row }) => <StateBadge active={row.original.is_active} />,
  };
}

/** The "Acciones" column of a list: the row's "Editar" link to `to(row)`, named after `name(row)`. */
export function editColumn<Row>(
  to: (row: Row) => string,
  name: (row: Row) => string,
): ColumnDef<Row, unknown> {
  return {
    id: 'actions',
    header: T.actionsColumn,
    cell: ({ row }) => <EditLink to={to(row.original)} name={name(row.original)} />,
  };
}
