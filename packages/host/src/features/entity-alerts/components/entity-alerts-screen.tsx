import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { EV_ALERTS_TEXTS as T, STAFF_WORKSPACE_TEXTS as W, formatDisplayDateTime } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { useApiWrite, useOptionsQuery } from '../../../lib/server-state/index.js';
import {
  EV_HISTORY_ENDPOINT,
  EV_MARK_ENDPOINT,
  EV_NEW_ALERTS_ENDPOINT,
  type EntityAlert,
} from '../api/entity-alerts.js';

/** "Marcar como leída" of one unread alert. */
function MarkRead({ alert }: { alert: EntityAlert }) {
  const write = useApiWrite([EV_HISTORY_ENDPOINT, EV_NEW_ALERTS_ENDPOINT]);
  if (alert.is_read) return null;
  return (
    <button
      type="button"
      className="sfc-button-link"
      aria-label={T.markRead(alert.title)}
      disabled={write.isPending}
      onClick={() => write.mutate({ method: 'POST', path: EV_MARK_ENDPOINT, body: { id: alert.id } })}
    >
      {T.markReadShort}
    </button>
  );
}

const COLUMNS: ColumnDef<EntityAlert, unknown>[] = [
  {
    id: 'created_at',
    header: T.columns.date,
    accessorFn: (a) => formatDisplayDateTime(a.created_at),
  },
  { id: 'type', header: T.columns.type, accessorFn: (a) => a.type_alert.name },
  {
    id: 'title',
    header: T.columns.title,
    accessorFn: (a) => a.title,
    cell: ({ row }) => (
      <>
        {row.original.title}
        <br />
        <span className="ev-alert__message">{row.original.message}</span>
      </>
    ),
    meta: { rowHeader: true },
  },
  { id: 'complaint', header: T.columns.complaint, accessorFn: (a) => a.complaint_code ?? '' },
  {
    id: 'status',
    header: T.columns.status,
    accessorFn: (a) => (a.is_read ? T.statusOptions.read : T.statusOptions.unread),
  },
  // The row's action, named and kept in reach at the table's right edge (`actions`).
  { id: 'actions', header: W.actionsColumn, cell: ({ row }) => <MarkRead alert={row.original} /> },
];

const EXPORT: ExportColumnDef<EntityAlert>[] = [
  { key: 'date', header: T.columns.date, value: (a) => formatDisplayDateTime(a.created_at) },
  { key: 'type', header: T.columns.type, value: (a) => a.type_alert.name },
  { key: 'title', header: T.columns.title, value: (a) => a.title },
  { key: 'message', header: T.columns.title, value: (a) => a.message },
  { key: 'complaint', header: T.columns.complaint, value: (a) => a.complaint_code ?? '' },
  {
    key: 'status',
    header: T.columns.status,
    value: (a) => (a.is_read ? T.statusOptions.read : T.statusOptions.unread) as string,
  },
];

/**
 * `/dashboard/alerts/Notifications_ev`: the alerts of a supervised entity's user about their
 * entity's complaints, newest first, filtered by type and status (the list pattern), with
 * "Marcar como leída" per alert and for all.
 */
export function EntityAlertsScreen() {
  const types = useOptionsQuery('/alerts/ev_type_alert');
  const statuses = useOptionsQuery('/alerts/ev_status_options');
  const markAll = useApiWrite([EV_HISTORY_ENDPOINT, EV_NEW_ALERTS_ENDPOINT]);
  const filters = useMemo<ListFilter[]>(
    () => [
      { kind: 'select', key: 'type_alert', label: T.typeFilter, options: types },
      { kind: 'select', key: 'status', label: T.statusFilter, options: statuses },
    ],
    [types, statuses],
  );
  return (
    <>
      <h1>{T.historyTitle}</h1>
      <p>{T.historyIntro}</p>
      <p>
        <button
          type="button"
          className="sfc-button-link sfc-button-link--secondary"
          disabled={markAll.isPending}
          onClick={() => markAll.mutate({ method: 'POST', path: EV_MARK_ENDPOINT, body: { all: true } })}
        >
          {T.markAll}
        </button>
      </p>
      {markAll.isError ? (
        <Notice kind="error">
          <p>{markAll.error.message}</p>
        </Notice>
      ) : null}
      <StaffList
        title={T.historyTitle}
        endpoint={EV_HISTORY_ENDPOINT}
        columns={COLUMNS}
        rowKey={(a) => String(a.id)}
        filters={filters}
        exportColumns={EXPORT}
        exportFileName="alertas-ev"
      />
    </>
  );
}
