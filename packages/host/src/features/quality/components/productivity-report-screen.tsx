import { Link, useParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { PATHS, QUALITY_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { useApiRecord, useOptionsQuery } from '../../../lib/server-state/index.js';
import {
  PRODUCTIVITY_ENDPOINT,
  PRODUCTIVITY_EVALUATIONS_ENDPOINT,
  productivityDetailPath,
  type EvaluationDetail,
  type EvaluationRow,
  type ProductivityRow,
} from '../api/productivity.js';
import { ScrollTable } from './scroll-table.js';

const C = T.productivityColumns;
const E = T.evaluationColumns;
const days = (value: number | null) => (value === null ? '—' : String(value).replace('.', ','));

/** Columns of the per-analyst table, shared with the dashboard screen. */
export const PRODUCTIVITY_COLUMNS: ColumnDef<ProductivityRow, unknown>[] = [
  { id: 'analyst', header: C.analyst, accessorFn: (r) => r.analyst.name, meta: { rowHeader: true } },
  { id: 'direction', header: C.direction, accessorFn: (r) => r.direction?.name ?? T.noDirection },
  { id: 'assigned', header: C.assigned, accessorFn: (r) => r.assigned },
  { id: 'handled', header: C.handled, accessorFn: (r) => r.handled },
  { id: 'closed', header: C.closed, accessorFn: (r) => r.closed },
  { id: 'average', header: C.average, accessorFn: (r) => days(r.average_business_days) },
  { id: 'p90', header: C.p90, accessorFn: (r) => days(r.p90_business_days) },
  { id: 'evaluations', header: C.evaluations, accessorFn: (r) => r.evaluations },
];

/** Export columns of the per-analyst table. */
export const PRODUCTIVITY_EXPORT: ExportColumnDef<ProductivityRow>[] = [
  { key: 'analyst', header: C.analyst, value: (r) => r.analyst.name },
  { key: 'direction', header: C.direction, value: (r) => r.direction?.name ?? T.noDirection },
  { key: 'assigned', header: C.assigned, value: (r) => r.assigned },
  { key: 'handled', header: C.handled, value: (r) => r.handled },
  { key: 'closed', header: C.closed, value: (r) => r.closed },
  { key: 'average', header: C.average, value: (r) => r.average_business_days },
  { key: 'p90', header: C.p90, value: (r) => r.p90_business_days },
  { key: 'evaluations', header: C.evaluations, value: (r) => r.evaluations },
];

const detailRoute = (r: EvaluationRow) =>
  `${PATHS.dashboard}/productivity_report/managment/detail/${r.complaint.id}/${r.criterion.id}`;

const EVALUATION_COLUMNS: ColumnDef<EvaluationRow, unknown>[] = [
  { id: 'evaluator', header: E.evaluator, accessorFn: (r) => r.evaluator.name },
  {
    id: 'complaint',
    header: E.complaint,
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link
        to={detailRoute(row.original)}
        aria-label={T.evaluationDetailLink(row.original.complaint.codigo_queja, row.original.criterion.name)}
      >
        {row.original.complaint.codigo_queja}
      </Link>
    ),
  },
  { id: 'criterion', header: E.criterion, accessorFn: (r) => r.criterion.name },
  { id: 'verdict', header: E.verdict, accessorFn: (r) => r.verdict_label },
  { id: 'sample', header: E.sample, accessorFn: (r) => r.sample.name },
  {
    id: 'when',
    header: E.when,
    accessorFn: (r) => (r.evaluated_at ? formatDisplayDateTime(r.evaluated_at) : ''),
  },
];

const EVALUATION_EXPORT: ExportColumnDef<EvaluationRow>[] = [
  { key: 'evaluator', header: E.evaluator, value: (r) => r.evaluator.name },
  { key: 'complaint', header: E.complaint, value: (r) => r.complaint.codigo_queja },
  { key: 'entity', header: T.itemColumns.entity, value: (r) => r.complaint.entity },
  { key: 'criterion', header: E.criterion, value: (r) => r.criterion.name },
  { key: 'verdict', header: E.verdict, value: (r) => r.verdict_label },
  { key: 'sample', header: E.sample, value: (r) => r.sample.name },
  {
    key: 'when',
    header: E.when,
    value: (r) => (r.evaluated_at ? formatDisplayDateTime(r.evaluated_at) : ''),
  },
];

/** The period and direction filters of the productivity lists. */
export function usePeriodFilters(): ListFilter[] {
  const directions = useOptionsQuery('/direction/');
  return [
    { kind: 'search', key: 'period_from', label: T.filterFrom, hint: 'AAAA-MM-DD' },
    { kind: 'search', key: 'period_to', label: T.filterTo, hint: 'AAAA-MM-DD' },
    { kind: 'select', key: 'direction', label: T.filterDirection, options: directions },
  ];
}

/** `/dashboard/productivity_report/managment`: per analyst, then every evaluation recorded. */
export function ProductivityReportScreen() {
  const filters = usePeriodFilters();
  return (
    <>
      <h1>{T.productivityReportTitle}</h1>
      <p>{T.productivityIntro}</p>
      <StaffList
        title={T.productivityReportTitle}
        endpoint={PRODUCTIVITY_ENDPOINT}
        columns={PRODUCTIVITY_COLUMNS}
        rowKey={(r) => String(r.analyst.id)}
        filters={filters}
        exportColumns={PRODUCTIVITY_EXPORT}
        exportFileName={T.productivityFileName}
      />
      <section aria-labelledby="evaluations-heading">
        <h2 id="evaluations-heading">{T.evaluationsHeading}</h2>
        <StaffList
          title={T.evaluationsHeading}
          endpoint={PRODUCTIVITY_EVALUATIONS_ENDPOINT}
          columns={EVALUATION_COLUMNS}
          rowKey={(r) => r.key}
          exportColumns={EVALUATION_EXPORT}
          exportFileName={T.evaluationsFileName}
        />
      </section>
    </>
  );
}

/** `/dashboard/productivity_report/managment/detail/:complaint_id/:criterion_id`. */
export function ProductivityDetailScreen() {
  const params = useParams();
  const record = useApiRecord<EvaluationDetail>(
    productivityDetailPath(params.complaint_id ?? '', params.criterion_id ?? ''),
  );
  const back = (
    <p>
      <Link to={`${PATHS.dashboard}/productivity_report/managment`}>{T.productivityReportTitle}</Link>
    </p>
  );
  if (record.isError) {
    return (
      <>
        <h1>{T.evaluationDetailTitle}</h1>
        {back}
        <Notice kind="error">
          <p>{record.error.message}</p>
        </Notice>
      </>
    );
  }
  const detail = record.data;
  if (!detail) return <p role="status">…</p>;
  return (
    <>
      <h1>{T.evaluationDetailTitle}</h1>
      {back}
      <dl className="record-details">
        <dt>{E.complaint}</dt>
        <dd>
          <Link
            to={`${PATHS.dashboard}/complaints/management/detail/${encodeURIComponent(detail.complaint.codigo_queja)}`}
          >
            {detail.complaint.codigo_queja}
          </Link>
        </dd>
        <dt>{T.itemColumns.entity}</dt>
        <dd>{detail.complaint.entity}</dd>
        <dt>{E.criterion}</dt>
        <dd>{detail.criterion.name}</dd>
      </dl>
      <h2>{T.complaintTextHeading}</h2>
      <p className="complaint-text">{detail.complaint.texto_queja}</p>
      <ScrollTable label={T.evaluationsHeading}>
        <table className="staff-table">
          <caption>{T.evaluationsHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{E.sample}</th>
              <th scope="col">{E.verdict}</th>
              <th scope="col">{T.commentField}</th>
              <th scope="col">{E.evaluator}</th>
              <th scope="col">{E.when}</th>
            </tr>
          </thead>
          <tbody>
            {detail.evaluations.map((e) => (
              <tr key={`${e.sample.id}-${e.evaluated_at}`}>
                <th scope="row">
                  <Link to={`${PATHS.dashboard}/complaints/management/sample?id=${e.sample.id}`}>
                    {e.sample.name}
                  </Link>
                </th>
                <td>{e.verdict_label}</td>
                <td>{e.comment}</td>
                <td>{e.evaluator}</td>
                <td>{e.evaluated_at ? formatDisplayDateTime(e.evaluated_at) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </>
  );
}
