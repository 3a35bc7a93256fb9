import { useState } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { PATHS, QUALITY_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import {
  applyServerFailure,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
  FormDateField,
} from '../../../components/form/index.js';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { DUPLICATES_ENDPOINT, type DuplicatePair } from '../api/duplicates.js';

const C = T.duplicateColumns;
const percent = (score: number) => `${Math.round(score * 100)} %`;
const detailPage = (id: number) =>
  `${PATHS.dashboard}/complaints/duplicate_complaints/management/details?id=${id}`;

const COLUMNS: ColumnDef<DuplicatePair, unknown>[] = [
  {
    id: 'complaint',
    header: C.complaint,
    meta: { rowHeader: true, sortField: 'codigo_queja' },
    cell: ({ row }) => (
      <Link
        to={detailPage(row.original.id)}
        aria-label={T.reviewCandidate(row.original.complaint.codigo_queja)}
      >
        {row.original.complaint.codigo_queja}
      </Link>
    ),
  },
  { id: 'original', header: C.original, accessorFn: (p) => p.original.codigo_queja },
  {
    id: 'consumer',
    header: C.consumer,
    accessorFn: (p) => `${p.consumer.name} (${p.consumer.numero_id_cf ?? ''})`,
  },
  { id: 'entity', header: C.entity, accessorFn: (p) => p.entity.name },
  { id: 'score', header: C.score, accessorFn: (p) => percent(p.score), meta: { sortField: 'score' } },
  {
    id: 'detected',
    header: C.detected,
    accessorFn: (p) => (p.detected_at ? formatDisplayDateTime(p.detected_at) : ''),
    meta: { sortField: 'detected_at' },
  },
  { id: 'status', header: C.status, accessorFn: (p) => p.status_label },
];

const EXPORT: ExportColumnDef<DuplicatePair>[] = [
  { key: 'complaint', header: C.complaint, value: (p) => p.complaint.codigo_queja },
  { key: 'original', header: C.original, value: (p) => p.original.codigo_queja },
  { key: 'consumer', header: C.consumer, value: (p) => p.consumer.name },
  { key: 'id', header: 'Identificación', value: (p) => p.consumer.numero_id_cf },
  { key: 'entity', header: C.entity, value: (p) => p.entity.name },
  { key: 'score', header: C.score, value: (p) => p.score },
  {
    key: 'detected',
    header: C.detected,
    value: (p) => (p.detected_at ? formatDisplayDateTime(p.detected_at) : ''),
  },
  { key: 'status', header: C.status, value: (p) => p.status_label },
];

const FILTERS: ListFilter[] = [
  {
    kind: 'select',
    key: 'status',
    label: T.duplicateStatusFilter,
    options: Object.entries(T.duplicateStatuses).map(([value, label]) => ({ value, label })),
  },
  { kind: 'search', key: 'search', label: 'Buscar' },
];

interface RerunValues {
  period_from: string;
  period_to: string;
  window_days: string;
}

function RerunSection() {
  const write = useApiWrite<{ checked: number; found: number }>([DUPLICATES_ENDPOINT]);
  const [said, setSaid] = useState('');
  const form = usePortalForm<RerunValues>({
    defaultValues: { period_from: '', period_to: '', window_days: '' },
  });
  async function run(values: RerunValues): Promise<FormProblem | null> {
    const body: Record<string, unknown> = { period_from: values.period_from, period_to: values.period_to };
    if (values.window_days.trim() !== '') body.window_days = Number(values.window_days);
    try {
      const result = await write.mutateAsync({ method: 'POST', path: DUPLICATES_ENDPOINT, body });
      setSaid(T.rerunDone(result.checked, result.found));
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }
  return (
    <section aria-labelledby="rerun-heading">
      <h2 id="rerun-heading">{T.rerunHeading}</h2>
      <p>{T.rerunIntro}</p>
      <PortalForm
        form={form}
        onValid={run}
        labels={{ period_from: T.rerunFrom, period_to: T.rerunTo, window_days: T.rerunWindow }}
      >
        <div className="form-grid">
          <FormDateField name="period_from" label={T.rerunFrom} required />
          <FormDateField name="period_to" label={T.rerunTo} required />
          <FormTextField
            name="window_days"
            label={T.rerunWindow}
            inputMode="numeric"
            maxLength={3}
            rules={[
              (value: string) => (value === '' || /^[1-9]\d{0,2}$/.test(value) ? null : T.windowInvalid),
            ]}
          />
        </div>
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={T.rerunBusy}>
            {T.rerunSubmit}
          </SubmitButton>
        </div>
      </PortalForm>
      <p role="status">{said}</p>
    </section>
  );
}

/** `/dashboard/complaints/duplicate_complaints/management`: candidates to review, and a re-run. */
export function DuplicatesScreen() {
  return (
    <>
      <h1>{T.duplicatesTitle}</h1>
      <p>{T.duplicatesIntro}</p>
      <StaffList
        title={T.duplicatesTitle}
        endpoint={DUPLICATES_ENDPOINT}
        columns={COLUMNS}
        rowKey={(p) => String(p.id)}
        filters={FILTERS}
        exportColumns={EXPORT}
        exportFileName={T.duplicatesFileName}
      />
      <RerunSection />
    </>
  );
}
