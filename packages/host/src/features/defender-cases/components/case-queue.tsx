import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  DEFENDER_CASE_STAGES,
  DEFENDER_CASE_TEXTS as T,
  formatDisplayDate,
  formatDisplayDateTime,
} from '@sfc/core';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import type { ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { StaffListScreen } from '../../../components/staff-list/staff-list-screen.js';
import { useApiRecord } from '../../../lib/server-state/index.js';
import { CASES_ENDPOINT, type CaseRow } from '../api/defender-cases.js';
import { CASEWORK_BASE } from './casework-base.js';

const FILTERS: ListFilter[] = [
  { kind: 'search', key: 'search', label: T.searchLabel },
  {
    kind: 'select',
    key: 'stage',
    label: T.stageFilter,
    options: Object.entries(DEFENDER_CASE_STAGES).map(([value, label]) => ({ value, label })),
  },
  {
    kind: 'select',
    key: 'awaiting',
    label: T.colAwaiting,
    options: ['dcf', 'consumer', 'entity'].map((value) => ({ value, label: T.awaiting[value]! })),
  },
  {
    kind: 'select',
    key: 'due_status',
    label: T.dueFilter,
    options: [{ value: 'overdue', label: 'Vencido' }],
  },
];

const due = (r: CaseRow) => (r.due_day ? `${formatDisplayDate(r.due_day)} (${r.due_status_name})` : '—');

const EXPORT: ExportColumnDef<CaseRow>[] = [
  { key: 'code', header: T.colCode, value: (r) => r.codigo_queja },
  { key: 'consumer', header: T.colConsumer, value: (r) => r.consumer },
  { key: 'entity', header: T.colEntity, value: (r) => r.entity.name },
  { key: 'stage', header: T.colStage, value: (r) => r.outcome_name ?? r.stage_name },
  { key: 'awaiting', header: T.colAwaiting, value: (r) => r.awaiting_name },
  { key: 'due', header: T.colDue, value: due },
  { key: 'received', header: T.colReceived, value: (r) => formatDisplayDateTime(r.received_at) },
];

const COLUMNS: ColumnDef<CaseRow, unknown>[] = [
  {
    id: 'code',
    header: T.colCode,
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link to={`${CASEWORK_BASE}/defender-cases/view?id=${row.original.id}`}>
        {row.original.codigo_queja}
      </Link>
    ),
  },
  { id: 'consumer', header: T.colConsumer, accessorFn: (r) => r.consumer },
  { id: 'entity', header: T.colEntity, accessorFn: (r) => r.entity.name },
  {
    id: 'stage',
    header: T.colStage,
    accessorFn: (r) => (r.outcome_name ? `${r.stage_name}: ${r.outcome_name}` : r.stage_name),
  },
  { id: 'awaiting', header: T.colAwaiting, accessorFn: (r) => r.awaiting_name },
  { id: 'due', header: T.colDue, accessorFn: due },
  { id: 'received', header: T.colReceived, accessorFn: (r) => formatDisplayDateTime(r.received_at) },
];

/** The queue's counters: open, overdue (a link to them) and closed cases. */
function Counters() {
  const data = useApiRecord<{ counters: { open: number; overdue: number; closed: number } }>(
    `${CASES_ENDPOINT}?page_size=1`,
  ).data;
  if (!data) return null;
  const c = data.counters;
  return (
    <ul className="case-counters" aria-label={T.counters}>
      <li>{`${T.counterOpen}: ${c.open}`}</li>
      <li>
        <Link
          to={`${CASEWORK_BASE}/defender-cases?due_status=overdue`}
        >{`${T.counterOverdue}: ${c.overdue}`}</Link>
      </li>
      <li>{`${T.counterClosed}: ${c.closed}`}</li>
    </ul>
  );
}

/** `fco/defender-cases`: the defender's (or the entity's) queue of escalated complaints. */
export function CaseQueueScreen() {
  return (
    <StaffListScreen
      title={T.queueTitle}
      intro={T.queueIntro}
      endpoint={CASES_ENDPOINT}
      columns={COLUMNS}
      rowKey={(r) => String(r.id)}
      filters={FILTERS}
      exportColumns={EXPORT}
      exportFileName="casos-defensor"
    >
      <Counters />
      <p>
        <Link to={`${CASEWORK_BASE}/vocerias`}>{T.voceriasTitle}</Link>
      </p>
    </StaffListScreen>
  );
}
