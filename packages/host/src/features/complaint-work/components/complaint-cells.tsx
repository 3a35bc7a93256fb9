import '../complaint-work.css';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { PATHS, STAFF_COMPLAINT_SCREEN_TEXTS as T, formatDisplayDate } from '@sfc/core';
import type { ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import type { ComplaintRow, Deadline } from '../api/complaint-work.js';

/** `/dashboard/complaints/management/detail/{code}`. */
export const detailRoute = (code: string) =>
  `${PATHS.dashboard}/complaints/management/detail/${encodeURIComponent(code)}`;

/** A day `YYYY-MM-DD` (Bogotá) as the portal shows dates (§5: MM/DD/YYYY). */
export const showDay = (day: string) => formatDisplayDate(day);

/** The deadline status as a badge whose meaning is in its text. */
export function DeadlineBadge({ deadline }: { deadline: Deadline }) {
  return (
    <span className={`deadline-badge deadline-badge--${deadline.status}`}>
      {T.deadlineCell(deadline.status_label, showDay(deadline.due_day))}
    </span>
  );
}

/** The complaint's code, linked to its detail screen. */
export function CodeLink({ row }: { row: ComplaintRow }) {
  return (
    <Link to={detailRoute(row.codigo_queja)} aria-label={T.openComplaint(row.codigo_queja)}>
      {row.codigo_queja}
    </Link>
  );
}

/** The columns every complaint list shows (queue, search, desisted). */
export const COMPLAINT_COLUMNS: ColumnDef<ComplaintRow, unknown>[] = [
  {
    id: 'codigo_queja',
    header: T.code,
    accessorFn: (r) => r.codigo_queja,
    cell: ({ row }) => <CodeLink row={row.original} />,
    meta: { sortField: 'codigo_queja', rowHeader: true },
  },
  { id: 'entity', header: T.entity, accessorFn: (r) => r.entity.name },
  {
    id: 'consumer',
    header: T.consumer,
    accessorFn: (r) => r.consumer_name,
    meta: { sortField: 'consumer_name' },
  },
  { id: 'state', header: T.state, accessorFn: (r) => r.state.name, meta: { sortField: 'estado_cod' } },
  {
    id: 'fecha_creacion',
    header: T.filedAt,
    accessorFn: (r) => formatDisplayDate(r.fecha_creacion),
    meta: { sortField: 'fecha_creacion' },
  },
  {
    id: 'deadline',
    header: T.deadline,
    accessorFn: (r) => r.deadline.status_label,
    cell: ({ row }) => <DeadlineBadge deadline={row.original.deadline} />,
  },
  {
    id: 'assignment',
    header: `${T.direction} / ${T.analyst}`,
    accessorFn: (r) =>
      r.direction ? [r.direction.name, r.analyst?.name].filter(Boolean).join(' / ') : T.notAssigned,
  },
];

/** The legal regime the deadline runs under (`queja` unless the complaint was classified). */
export const REGIME_COLUMN: ColumnDef<ComplaintRow, unknown> = {
  id: 'regime',
  header: T.regime,
  accessorFn: (r) => T.regimes[r.deadline.regime] ?? r.deadline.regime,
};

/** The regime in an export. */
export const REGIME_EXPORT: ExportColumnDef<ComplaintRow> = {
  key: 'regime',
  header: T.regime,
  value: (r) => T.regimes[r.deadline.regime] ?? r.deadline.regime,
};

/** The export columns of a complaint list. */
export const COMPLAINT_EXPORT: ExportColumnDef<ComplaintRow>[] = [
  { key: 'codigo_queja', header: T.code, value: (r) => r.codigo_queja },
  { key: 'entity', header: T.entity, value: (r) => r.entity.name },
  { key: 'consumer', header: T.consumer, value: (r) => r.consumer_name },
  { key: 'state', header: T.state, value: (r) => r.state.name },
  { key: 'product', header: T.product, value: (r) => r.producto_nombre },
  { key: 'filed', header: T.filedAt, value: (r) => formatDisplayDate(r.fecha_creacion) },
  { key: 'deadline', header: T.deadline, value: (r) => r.deadline.status_label },
  { key: 'due', header: T.dueDay, value: (r) => showDay(r.deadline.due_day) },
  { key: 'direction', header: T.direction, value: (r) => r.direction?.name ?? '' },
  { key: 'analyst', header: T.analyst, value: (r) => r.analyst?.name ?? '' },
];
