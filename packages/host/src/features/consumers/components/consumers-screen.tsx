import { Link, useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { ACTIVE_FILTER_OPTIONS, StateBadge, stateLabel } from '../../../components/staff-list/cells.js';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { CONSUMERS_ENDPOINT, type Consumer } from '../api/consumers.js';
import { ConsumerProfile } from './consumer-profile.js';

/** The list's URL with `id` set (a consumer's profile open) or removed, other parameters kept. */
function withId(search: URLSearchParams, id: number | null): string {
  const next = new URLSearchParams(search);
  if (id === null) next.delete('id');
  else next.set('id', String(id));
  const text = next.toString();
  return text ? `?${text}` : '?';
}

const FILTERS: ListFilter[] = [
  { kind: 'search', key: 'search', label: T.searchLabel, hint: T.usersSearchHint },
  { kind: 'select', key: 'is_active', label: T.stateFilter, options: ACTIVE_FILTER_OPTIONS },
];

const EXPORT: ExportColumnDef<Consumer>[] = [
  { key: 'name', header: T.userName, value: (c) => c.full_name },
  { key: 'email', header: T.userEmail, value: (c) => c.email },
  { key: 'identification', header: T.userIdentification, value: (c) => c.identification_number ?? '' },
  { key: 'complaints', header: T.consumerComplaintsCount, value: (c) => c.complaints_count },
  { key: 'state', header: T.stateColumn, value: (c) => stateLabel(c.is_active) },
  { key: 'locked', header: T.consumerLocked, value: (c) => (c.locked ? T.yes : T.no) },
];

/** `/dashboard/users/financial_consumers`: find a consumer; `?id=` opens their profile above the list. */
export function ConsumersScreen() {
  const [search] = useSearchParams();
  const openId = search.get('id');
  const columns: ColumnDef<Consumer, unknown>[] = [
    {
      id: 'name',
      header: T.userName,
      accessorFn: (c) => c.full_name,
      meta: { sortField: 'name', rowHeader: true },
    },
    { id: 'email', header: T.userEmail, accessorFn: (c) => c.email, meta: { sortField: 'email' } },
    {
      id: 'identification_number',
      header: T.userIdentification,
      accessorFn: (c) => c.identification_number ?? '',
      meta: { sortField: 'identification_number' },
    },
    { id: 'complaints_count', header: T.consumerComplaintsCount, accessorFn: (c) => c.complaints_count },
    {
      id: 'is_active',
      header: T.stateColumn,
      cell: ({ row }) => (
        <>
          <StateBadge active={row.original.is_active} />
          {row.original.locked ? ` ${T.consumerLocked}` : ''}
        </>
      ),
    },
    {
      id: 'actions',
      header: T.actionsColumn,
      cell: ({ row }) => (
        <Link to={withId(search, row.original.id)} aria-label={T.viewOf(row.original.full_name)}>
          {T.view}
        </Link>
      ),
    },
  ];
  return (
    <>
      <h1>{T.consumersTitle}</h1>
      <p>{T.consumersIntro}</p>
      {openId ? <ConsumerProfile key={openId} id={openId} closeTo={withId(search, null)} /> : null}
      <StaffList
        title={T.consumersTitle}
        endpoint={CONSUMERS_ENDPOINT}
        columns={columns}
        rowKey={(c) => String(c.id)}
        filters={FILTERS}
        exportColumns={EXPORT}
        exportFileName={T.consumersFileName}
      />
    </>
  );
}
