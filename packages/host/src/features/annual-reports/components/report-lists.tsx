import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  ANNUAL_REPORT_STATES,
  ANNUAL_REPORT_TEXTS as T,
  PATHS,
  STAFF_WORKSPACE_TEXTS as W,
  formatDisplayDateTime,
} from '@sfc/core';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import type { ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { StaffListScreen } from '../../../components/staff-list/staff-list-screen.js';
import { ANNUAL_REPORTS_ENDPOINT, type AnnualReportRow } from '../api/annual-reports.js';

const STATE_OPTIONS = Object.entries(ANNUAL_REPORT_STATES).map(([value, label]) => ({ value, label }));

const FILTERS: ListFilter[] = [
  { kind: 'search', key: 'search', label: W.searchLabel },
  { kind: 'select', key: 'state', label: T.stateLabel, options: STATE_OPTIONS },
];

const EXPORT: ExportColumnDef<AnnualReportRow>[] = [
  { key: 'year', header: T.yearColumn, value: (r) => r.year },
  { key: 'dcf', header: T.defenderColumn, value: (r) => r.dcf_name },
  { key: 'entities', header: T.entitiesColumn, value: (r) => r.entities },
  { key: 'state', header: T.stateLabel, value: (r) => r.state_name },
  { key: 'updated', header: T.updatedColumn, value: (r) => formatDisplayDateTime(r.updated_at) },
];

function columns(actions: (row: AnnualReportRow) => React.ReactNode): ColumnDef<AnnualReportRow, unknown>[] {
  return [
    {
      id: 'year',
      header: T.yearColumn,
      accessorFn: (r) => r.year,
      meta: { sortField: 'year', rowHeader: true },
    },
    { id: 'dcf', header: T.defenderColumn, accessorFn: (r) => r.dcf_name, meta: { sortField: 'dcf' } },
    { id: 'entities', header: T.entitiesColumn, accessorFn: (r) => r.entities },
    { id: 'state', header: T.stateLabel, accessorFn: (r) => r.state_name, meta: { sortField: 'state' } },
    {
      id: 'updated_at',
      header: T.updatedColumn,
      accessorFn: (r) => formatDisplayDateTime(r.updated_at),
      meta: { sortField: 'updated_at' },
    },
    { id: 'actions', header: W.actionsColumn, cell: ({ row }) => actions(row.original) },
  ];
}

const DCF_COLUMNS = columns((r) => (
  <span className="row-actions">
    <Link
      to={`${PATHS.dashboard}/annual-report/detail/${r.id}`}
      aria-label={W.viewOf(`${T.yearColumn} ${r.year}`)}
    >
      {W.view}
    </Link>{' '}
    {r.state === 'draft' || r.state === 'returned' ? (
      <Link
        to={`${PATHS.dashboard}/annual-report/edit/${r.id}`}
        aria-label={`${T.continueReport}: ${T.detailTitle(r.year)}`}
      >
        {T.continueReport}
      </Link>
    ) : null}
  </span>
));

const REGISTRY_COLUMNS = columns((r) => (
  <span className="row-actions">
    <Link
      to={`${PATHS.dashboard}/register-annual-report/manage/${r.id}`}
      aria-label={`${T.reviewHeading}: ${T.detailTitle(r.year)} — ${r.dcf_name}`}
    >
      {T.reviewHeading}
    </Link>
  </span>
));

/** `/dashboard/annual-report`: the defender's reports (drafts to continue, submitted ones to view). */
export function AnnualReportsScreen() {
  return (
    <StaffListScreen
      title={T.listTitle}
      intro={T.listIntro}
      add={{ to: `${PATHS.dashboard}/annual-report/create`, label: T.newReport }}
      endpoint={ANNUAL_REPORTS_ENDPOINT}
      columns={DCF_COLUMNS}
      rowKey={(r) => String(r.id)}
      filters={FILTERS}
      exportColumns={EXPORT}
      exportFileName={T.fileName}
    />
  );
}

/** `/dashboard/register-annual-report`: the reports the authority reviews. */
export function AnnualReportRegistryScreen() {
  return (
    <StaffListScreen
      title={T.registryTitle}
      intro={T.registryIntro}
      endpoint={ANNUAL_REPORTS_ENDPOINT}
      columns={REGISTRY_COLUMNS}
      rowKey={(r) => String(r.id)}
      filters={FILTERS}
      exportColumns={EXPORT}
      exportFileName={T.fileName}
    />
  );
}
