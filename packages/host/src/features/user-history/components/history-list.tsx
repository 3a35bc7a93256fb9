import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { PATHS, STAFF_ADMIN_TEXTS, STAFF_WORKSPACE_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import type { HistoryEntry } from '../api/user-history.js';

const entryPath = (entry: HistoryEntry) => `${PATHS.dashboard}/users/historical/${entry.user.id}/${entry.id}`;
const actorName = (entry: HistoryEntry) =>
  entry.actor ? entry.actor.full_name.trim() || entry.actor.email : T.historyUnknownActor;
const changedFields = (entry: HistoryEntry) => entry.changes.map((change) => change.label).join(', ');

const COLUMNS: ColumnDef<HistoryEntry, unknown>[] = [
  {
    id: 'at',
    header: T.historyDate,
    accessorFn: (e) => e.at,
    cell: ({ row }) => (
      <Link
        to={entryPath(row.original)}
        aria-label={T.historyEntryLink(formatDisplayDateTime(row.original.at))}
      >
        {formatDisplayDateTime(row.original.at)}
      </Link>
    ),
    meta: { sortField: 'at', rowHeader: true },
  },
  { id: 'action', header: T.historyAction, accessorFn: (e) => e.action_label },
  {
    id: 'user',
    header: T.historyUser,
    accessorFn: (e) => e.user.full_name,
    cell: ({ row }) => (
      <Link
        to={`${PATHS.dashboard}/users/historical/${row.original.user.id}`}
        aria-label={T.historyOfLink(row.original.user.full_name)}
      >
        {row.original.user.full_name}
      </Link>
    ),
  },
  { id: 'actor', header: T.historyActor, accessorFn: (e) => actorName(e) },
  { id: 'changes', header: T.historyChanges, accessorFn: changedFields },
];

const EXPORT: ExportColumnDef<HistoryEntry>[] = [
  { key: 'at', header: T.historyDate, value: (e) => formatDisplayDateTime(e.at) },
  { key: 'action', header: T.historyAction, value: (e) => e.action_label },
  { key: 'user', header: T.historyUser, value: (e) => `${e.user.full_name} <${e.user.email}>` },
  { key: 'actor', header: T.historyActor, value: actorName },
  {
    key: 'changes',
    header: T.historyChanges,
    value: (e) => e.changes.map((c) => `${c.label}: ${c.before ?? ''} → ${c.after ?? ''}`).join('; '),
  },
];

const FILTERS: ListFilter[] = [
  { kind: 'search', key: 'search', label: T.searchLabel },
  {
    kind: 'select',
    key: 'action',
    label: T.historyAction,
    options: Object.entries(STAFF_ADMIN_TEXTS.historyActions).map(([value, label]) => ({ value, label })),
  },
  {
    kind: 'select',
    key: 'kind',
    label: T.historyKind,
    options: [
      { value: 'staff', label: T.historyKindStaff },
      { value: 'consumer', label: T.historyKindConsumer },
    ],
  },
  { kind: 'search', key: 'date_from', label: T.historyDateFrom, hint: '2026-11-01' },
  { kind: 'search', key: 'date_to', label: T.historyDateTo, hint: '2026-11-30' },
];

/** A history list (every account, or one account's), newest first. */
export function HistoryList({ title, endpoint }: { title: string; endpoint: string }) {
  return (
    <StaffList
      title={title}
      endpoint={endpoint}
      columns={COLUMNS}
      rowKey={(e) => String(e.id)}
      filters={FILTERS}
      defaultOrdering="-at"
      exportColumns={EXPORT}
      exportFileName={T.historyFileName}
    />
  );
}
