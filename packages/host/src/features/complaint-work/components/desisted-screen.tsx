import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { STAFF_COMPLAINT_SCREEN_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { DESISTED_ENDPOINT, type ComplaintRow } from '../api/complaint-work.js';
import { COMPLAINT_COLUMNS, COMPLAINT_EXPORT } from './complaint-cells.js';
import { FilterBuilder } from './filter-builder.js';
import { useUrlFilters } from './management-screen.js';

const COLUMNS: ColumnDef<ComplaintRow, unknown>[] = [
  ...COMPLAINT_COLUMNS.filter((c) => c.id !== 'deadline' && c.id !== 'state'),
  {
    id: 'desisted_at',
    header: T.desistDate,
    accessorFn: (r) => (r.fecha_desistimiento ? formatDisplayDateTime(r.fecha_desistimiento) : ''),
  },
  {
    id: 'reason',
    header: T.desistReason,
    accessorFn: (r) => r.argumento_desistimiento ?? '',
    cell: ({ row }) => <span className="multiline-text">{row.original.argumento_desistimiento ?? ''}</span>,
  },
];

const EXPORT: ExportColumnDef<ComplaintRow>[] = [
  ...COMPLAINT_EXPORT.filter((c) => c.key !== 'deadline' && c.key !== 'due'),
  {
    key: 'desisted_at',
    header: T.desistDate,
    value: (r) => (r.fecha_desistimiento ? formatDisplayDateTime(r.fecha_desistimiento) : ''),
  },
  { key: 'reason', header: T.desistReason, value: (r) => r.argumento_desistimiento ?? '' },
];

/** `/dashboard/complaints/desist`: the complaints the consumer desisted from, with their reason. */
export function DesistedScreen() {
  const [conditions, json, applyFilters] = useUrlFilters();
  const fixedQuery = useMemo(() => (json ? { filters: json } : undefined), [json]);
  return (
    <>
      <h1>{T.desistTitle}</h1>
      <p className="lead">{T.desistIntro}</p>
      <FilterBuilder key={`filters:${json}`} conditions={conditions} onApply={applyFilters} />
      <StaffList
        title={T.desistTitle}
        endpoint={DESISTED_ENDPOINT}
        columns={COLUMNS}
        rowKey={(r) => String(r.id)}
        fixedQuery={fixedQuery}
        defaultOrdering="-fecha_creacion"
        exportColumns={EXPORT}
        exportFileName={T.desistFileName}
      />
    </>
  );
}
