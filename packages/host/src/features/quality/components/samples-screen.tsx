import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { PATHS, QUALITY_TEXTS as T, formatDisplayDate, formatDisplayDateTime } from '@sfc/core';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { SAMPLES_ENDPOINT, type SampleSummary } from '../api/samples.js';
import { CriteriaSection } from './criteria-section.js';

const C = T.samplesColumns;
const samplePage = (id: number) => `${PATHS.dashboard}/complaints/management/sample?id=${id}`;

const COLUMNS: ColumnDef<SampleSummary, unknown>[] = [
  {
    id: 'name',
    header: C.name,
    cell: ({ row }) => <Link to={samplePage(row.original.id)}>{row.original.name}</Link>,
    meta: { rowHeader: true },
  },
  { id: 'entities', header: C.entities, accessorFn: (s) => s.entities.join(', ') },
  {
    id: 'period',
    header: C.period,
    accessorFn: (s) => T.periodText(formatDisplayDate(s.period_from), formatDisplayDate(s.period_to)),
  },
  { id: 'population', header: C.population, accessorFn: (s) => s.population_count },
  { id: 'size', header: C.size, accessorFn: (s) => s.sample_size },
  { id: 'seed', header: C.seed, accessorFn: (s) => s.seed },
  { id: 'progress', header: C.progress, accessorFn: (s) => T.percent(s.progress) },
  { id: 'created', header: C.createdAt, accessorFn: (s) => formatDisplayDateTime(s.created_at) },
];

const EXPORT: ExportColumnDef<SampleSummary>[] = [
  { key: 'name', header: C.name, value: (s) => s.name },
  { key: 'entities', header: C.entities, value: (s) => s.entities.join(', ') },
  { key: 'from', header: T.periodFrom, value: (s) => s.period_from },
  { key: 'to', header: T.periodTo, value: (s) => s.period_to },
  { key: 'strata', header: T.strataField, value: (s) => s.strata_label },
  { key: 'confidence', header: T.confidenceField, value: (s) => s.confidence },
  { key: 'margin', header: T.marginField, value: (s) => s.margin },
  { key: 'population', header: C.population, value: (s) => s.population_count },
  { key: 'size', header: C.size, value: (s) => s.sample_size },
  { key: 'seed', header: C.seed, value: (s) => s.seed },
  { key: 'progress', header: C.progress, value: (s) => s.progress },
];

/** `/dashboard/complaints/management/samples`: the samples taken, and the criteria they are evaluated on. */
export function SamplesScreen() {
  return (
    <>
      <h1>{T.samplesTitle}</h1>
      <p>{T.samplesIntro}</p>
      <p>
        <Link className="sfc-button-link" to={`${PATHS.dashboard}/complaints/management/sample`}>
          {T.newSample}
        </Link>
      </p>
      <StaffList
        title={T.samplesTitle}
        endpoint={SAMPLES_ENDPOINT}
        columns={COLUMNS}
        rowKey={(s) => String(s.id)}
        exportColumns={EXPORT}
        exportFileName={T.samplesFileName}
      />
      <CriteriaSection />
    </>
  );
}
