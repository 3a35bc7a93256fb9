import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { PATHS, STAFF_WORKSPACE_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { useOptionsQuery } from '../../../lib/server-state/index.js';
import { SUPPORT_ENDPOINT, type SupportRequest } from '../api/support-requests.js';

const COLUMNS: ColumnDef<SupportRequest, unknown>[] = [
  {
    id: 'id',
    header: T.supportNumber,
    accessorFn: (r) => r.id,
    cell: ({ row }) => (
      <Link
        to={`${PATHS.dashboard}/users/technical-support/${row.original.id}`}
        aria-label={T.supportDetailTitle(row.original.id)}
      >
        {row.original.id}
      </Link>
    ),
    meta: { sortField: 'id', rowHeader: true },
  },
  {
    id: 'name',
    header: T.supportRequester,
    accessorFn: (r) => `${r.name} (${r.email})`,
    meta: { sortField: 'name' },
  },
  { id: 'problem_type', header: T.supportProblem, accessorFn: (r) => r.problem_type?.name ?? '' },
  {
    id: 'state',
    header: T.supportState,
    accessorFn: (r) => r.state?.name ?? '',
    meta: { sortField: 'state' },
  },
  {
    id: 'created_at',
    header: T.supportDate,
    accessorFn: (r) => formatDisplayDateTime(r.created_at),
    meta: { sortField: 'created_at' },
  },
  { id: 'answers_count', header: T.supportAnswers, accessorFn: (r) => r.answers_count ?? 0 },
];

const EXPORT: ExportColumnDef<SupportRequest>[] = [
  { key: 'id', header: T.supportNumber, value: (r) => r.id },
  { key: 'name', header: T.supportRequester, value: (r) => r.name },
  { key: 'email', header: T.userEmail, value: (r) => r.email },
  { key: 'problem', header: T.supportProblem, value: (r) => r.problem_type?.name ?? '' },
  { key: 'state', header: T.supportState, value: (r) => r.state?.name ?? '' },
  { key: 'date', header: T.supportDate, value: (r) => formatDisplayDateTime(r.created_at) },
  { key: 'description', header: T.supportDescription, value: (r) => r.description },
];

/** `/dashboard/users/technical-support`: the queue of support requests, newest first. */
export function SupportRequestsScreen() {
  const states = useOptionsQuery('/support-state/');
  const problems = useOptionsQuery('/type-problem-choices/');
  const filters = useMemo<ListFilter[]>(
    () => [
      { kind: 'search', key: 'search', label: T.searchLabel },
      { kind: 'select', key: 'state', label: T.supportState, options: states },
      { kind: 'select', key: 'problem_type', label: T.supportProblem, options: problems },
    ],
    [states, problems],
  );
  return (
    <>
      <h1>{T.supportTitle}</h1>
      <p>{T.supportIntro}</p>
      <StaffList
        title={T.supportTitle}
        endpoint={SUPPORT_ENDPOINT}
        columns={COLUMNS}
        rowKey={(r) => String(r.id)}
        filters={filters}
        defaultOrdering="-created_at"
        exportColumns={EXPORT}
        exportFileName={T.supportFileName}
      />
    </>
  );
}
