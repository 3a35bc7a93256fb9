import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  PATHS,
  RECOMMENDATION_DUE,
  RECOMMENDATION_STATUSES,
  RECOMMENDATION_TEXTS as T,
  STAFF_WORKSPACE_TEXTS as W,
  formatDisplayDate,
} from '@sfc/core';
import { ACTIVE_FILTER_OPTIONS, stateLabel } from '../../../components/staff-list/cells.js';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import type { ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { StaffListScreen } from '../../../components/staff-list/staff-list-screen.js';
import { Notice } from '../../../components/notice.js';
import { useApiRecord } from '../../../lib/server-state/index.js';
import { RECOMMENDATIONS_ENDPOINT, type RecommendationRow } from '../api/recommendations.js';

const BASE = `${PATHS.dashboard}/fco`;

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Borrador' },
  ...Object.entries(RECOMMENDATION_STATUSES).map(([value, label]) => ({ value, label })),
];
const DUE_OPTIONS = Object.entries(RECOMMENDATION_DUE).map(([value, label]) => ({ value, label }));

const FILTERS: ListFilter[] = [
  { kind: 'search', key: 'search', label: W.searchLabel },
  { kind: 'select', key: 'status', label: T.statusColumn, options: STATUS_OPTIONS },
  { kind: 'select', key: 'due_status', label: T.dueStatusColumn, options: DUE_OPTIONS },
  { kind: 'select', key: 'is_active', label: T.activeColumn, options: ACTIVE_FILTER_OPTIONS },
];

const EXPORT: ExportColumnDef<RecommendationRow>[] = [
  { key: 'code', header: T.codeColumn, value: (r) => r.code },
  { key: 'title', header: 'Título', value: (r) => r.title },
  { key: 'entity', header: T.entityColumn, value: (r) => r.entity?.name ?? '' },
  { key: 'status', header: T.statusColumn, value: (r) => r.status_name },
  { key: 'due', header: T.dueColumn, value: (r) => (r.due_day ? formatDisplayDate(r.due_day) : '') },
  { key: 'due_status', header: T.dueStatusColumn, value: (r) => r.due_status_name },
  { key: 'issuer', header: T.issuerColumn, value: (r) => r.issuer_name },
  { key: 'active', header: T.activeColumn, value: (r) => stateLabel(r.is_active) },
];

function viewLink(r: RecommendationRow) {
  const to =
    r.state === 'draft'
      ? `${BASE}/recommendations/new_recommendations_steps?id=${r.id}`
      : `${BASE}/recommendations/view?id=${r.id}`;
  return (
    <Link to={to} aria-label={T.viewOf(r.title || r.code, r.entity?.name ?? 'Borrador')}>
      {T.view}
    </Link>
  );
}

const COLUMNS: ColumnDef<RecommendationRow, unknown>[] = [
  { id: 'code', header: T.codeColumn, accessorFn: (r) => r.code, meta: { sortField: 'id', rowHeader: true } },
  { id: 'title', header: 'Título', accessorFn: (r) => r.title, meta: { sortField: 'title' } },
  {
    id: 'entity',
    header: T.entityColumn,
    accessorFn: (r) => r.entity?.name ?? '—',
    meta: { sortField: 'entity' },
  },
  { id: 'status', header: T.statusColumn, accessorFn: (r) => r.status_name, meta: { sortField: 'status' } },
  {
    id: 'due_day',
    header: T.dueColumn,
    accessorFn: (r) => (r.due_day ? `${formatDisplayDate(r.due_day)} (${r.due_status_name})` : '—'),
    meta: { sortField: 'due_day' },
  },
  { id: 'issuer', header: T.issuerColumn, accessorFn: (r) => r.issuer_name },
  { id: 'active', header: T.activeColumn, accessorFn: (r) => stateLabel(r.is_active) },
  { id: 'actions', header: W.actionsColumn, cell: ({ row }) => viewLink(row.original) },
];

/** The alert of a queue: how many steps are overdue or due soon, each a link to those rows. */
function DueAlert({ path }: { path: string }) {
  const overdue = useApiRecord<{ count: number }>(
    `${RECOMMENDATIONS_ENDPOINT}?due_status=overdue&page_size=1`,
  ).data;
  const soon = useApiRecord<{ count: number }>(
    `${RECOMMENDATIONS_ENDPOINT}?due_status=due_soon&page_size=1`,
  ).data;
  if (!overdue?.count && !soon?.count) return null;
  return (
    <Notice kind="info" title={T.dueAlertTitle}>
      <ul>
        {overdue?.count ? (
          <li>
            <Link to={`${path}?due_status=overdue`}>{T.overdueCount(overdue.count)}</Link>
          </li>
        ) : null}
        {soon?.count ? (
          <li>
            <Link to={`${path}?due_status=due_soon`}>{T.dueSoonCount(soon.count)}</Link>
          </li>
        ) : null}
      </ul>
    </Notice>
  );
}

function Queue({ title, intro, issuer }: { title: string; intro: string; issuer: boolean }) {
  return (
    <StaffListScreen
      title={title}
      intro={intro}
      add={issuer ? { to: `${BASE}/new_recommendation`, label: T.newRecommendation } : undefined}
      endpoint={RECOMMENDATIONS_ENDPOINT}
      columns={COLUMNS}
      rowKey={(r) => `${r.id}-${r.target_id ?? 'draft'}`}
      filters={FILTERS}
      exportColumns={EXPORT}
      exportFileName={T.fileName}
    >
      <DueAlert path={`${BASE}/${issuer ? 'recommendations-dcf' : 'recommendations-ev'}`} />
    </StaffListScreen>
  );
}

/** `fco/recommendations-dcf` (and `fco/informe-dcf`): what the authority or the defender issued. */
export function IssuerRecommendationsScreen() {
  return <Queue title={T.dcfQueueTitle} intro={T.dcfQueueIntro} issuer />;
}

/** `fco/recommendations-ev` (and `fco/informe-ev`): what the entity received. */
export function EntityRecommendationsScreen() {
  return <Queue title={T.evQueueTitle} intro={T.evQueueIntro} issuer={false} />;
}

/** `fco/recommendationsHello`: the module's landing, one link per side. */
export function RecommendationsHomeScreen() {
  return (
    <>
      <h1>{T.homeTitle}</h1>
      <p>{T.homeIntro}</p>
      <ul>
        <li>
          <Link to={`${BASE}/recommendations-dcf`}>{T.dcfQueueTitle}</Link>
        </li>
        <li>
          <Link to={`${BASE}/recommendations-ev`}>{T.evQueueTitle}</Link>
        </li>
      </ul>
    </>
  );
}
