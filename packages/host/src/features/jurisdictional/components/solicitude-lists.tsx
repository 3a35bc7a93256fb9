import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  JURISDICTIONAL_TEXTS as J,
  MESSAGES,
  PATHS,
  STAFF_WORKSPACE_TEXTS as T,
  formatDisplayDateTime,
  type SolicitudeRow,
  formatDisplayDate,
} from '@sfc/core';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { useServices } from '../../../lib/services.js';
import { JurisdictionalNav } from './jurisdictional-nav.js';
import { SmmlvSection } from './smmlv-section.js';
import {
  REPORT_PATH,
  SOLICITUDES_ENDPOINT,
  pesos,
  saveBlob,
  useStatusOptions,
  useTypeOptions,
} from '../api/solicitudes.js';

type View = 'classification' | 'management' | 'history';

/** Where a row of each list opens. */
const DETAIL: Record<View, (id: number) => string> = {
  classification: (id) => `${PATHS.dashboard}/fco/clasification-demand/${id}`,
  management: (id) => `${PATHS.dashboard}/fco/solicitude/${id}`,
  history: (id) => `${PATHS.dashboard}/fco/solicitude/${id}`,
};

function columns(view: View): ColumnDef<SolicitudeRow, unknown>[] {
  return [
    {
      id: 'radicado',
      header: J.radicado,
      accessorFn: (r) => r.radicado,
      cell: ({ row }) => <Link to={DETAIL[view](row.original.id)}>{row.original.radicado}</Link>,
      meta: { sortField: 'radicado', rowHeader: true },
    },
    { id: 'type', header: J.type, accessorFn: (r) => r.solicitude_type.name },
    {
      id: 'claimant',
      header: J.claimant,
      accessorFn: (r) => r.claimant_name,
      meta: { sortField: 'claimant_name' },
    },
    { id: 'entity', header: J.defendant, accessorFn: (r) => r.entity.name, meta: { sortField: 'entity' } },
    { id: 'amount', header: J.amount, accessorFn: (r) => pesos(r.amount), meta: { sortField: 'amount' } },
    { id: 'cuantia', header: J.cuantia, accessorFn: (r) => r.cuantia_label || '—' },
    {
      id: view === 'classification' ? 'proposal' : 'analysis',
      header: view === 'classification' ? J.proposal : J.classifyAnalysis,
      accessorFn: (r) =>
        (view === 'classification' ? r.proposed_analysis?.name : r.analysis_type?.name) ?? '—',
    },
    ...(view === 'classification'
      ? []
      : [
          {
            id: 'status',
            header: J.status,
            accessorFn: (r: SolicitudeRow) => r.status.name,
            meta: { sortField: 'status' },
          },
        ]),
    {
      id: 'filed_on',
      header: J.filedOn,
      accessorFn: (r) => formatDisplayDate(r.filed_on),
      meta: { sortField: 'filed_on' },
    },
  ];
}

const EXPORT: ExportColumnDef<SolicitudeRow>[] = [
  { key: 'radicado', header: J.radicado, value: (r) => r.radicado },
  { key: 'type', header: J.type, value: (r) => r.solicitude_type.name },
  { key: 'claimant', header: J.claimant, value: (r) => r.claimant_name },
  { key: 'entity', header: J.defendant, value: (r) => r.entity.name },
  { key: 'complaint', header: J.complaint, value: (r) => r.complaint_code ?? '' },
  { key: 'amount', header: J.amount, value: (r) => r.amount },
  { key: 'cuantia', header: J.cuantia, value: (r) => r.cuantia_label },
  { key: 'analysis', header: J.classifyAnalysis, value: (r) => r.analysis_type?.name ?? '' },
  { key: 'status', header: J.status, value: (r) => r.status.name },
  { key: 'filed_on', header: J.filedOn, value: (r) => r.filed_on },
  {
    key: 'created_at',
    header: J.createdAt,
    value: (r) => (r.created_at === null ? '' : formatDisplayDateTime(r.created_at)),
  },
];

const CUANTIAS = (['minima', 'menor', 'mayor'] as const).map((value) => ({
  value,
  label: J.cuantiaLabel[value],
}));

/** "Descargar informe consolidado (xlsx)": the report of every request of `view`. */
function ConsolidatedReport({ view }: { view: View }) {
  const { api } = useServices();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    const result = await api.request<Blob>('POST', REPORT_PATH, { body: { view }, responseType: 'blob' });
    if (!result.ok) {
      setState('failed');
      return;
    }
    saveBlob(result.data, `${J.consolidatedFileName}.xlsx`);
    setState('done');
  };
  return (
    <div className="form-actions">
      <button
        type="button"
        className="sfc-button-link"
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {J.consolidated}
      </button>
      <p role="status">
        {state === 'done' ? J.consolidatedDone : state === 'failed' ? MESSAGES.genericError : ''}
      </p>
    </div>
  );
}

function SolicitudeList({ view, title, intro }: { view: View; title: string; intro: string }) {
  const statuses = useStatusOptions('/jurisdiccional-servi/solicitude-status');
  const types = useTypeOptions();
  const filters = useMemo<ListFilter[]>(
    () => [
      { kind: 'search', key: 'search', label: T.searchLabel },
      { kind: 'select', key: 'solicitude_type', label: J.type, options: types },
      { kind: 'select', key: 'cuantia', label: J.cuantia, options: CUANTIAS },
      ...(view === 'classification'
        ? []
        : [{ kind: 'select' as const, key: 'status', label: J.status, options: statuses }]),
    ],
    [statuses, types, view],
  );
  const fixed = useMemo(() => ({ view }), [view]);
  return (
    <>
      <h1>{title}</h1>
      <JurisdictionalNav />
      <p>{intro}</p>
      {view === 'classification' ? (
        <p>
          <Link className="sfc-button-link" to={`${PATHS.dashboard}/fco/clasification-demand/nueva`}>
            {J.newRequest}
          </Link>
        </p>
      ) : null}
      <StaffList
        title={title}
        endpoint={SOLICITUDES_ENDPOINT}
        columns={columns(view)}
        rowKey={(r) => String(r.id)}
        filters={filters}
        fixedQuery={fixed}
        defaultOrdering="-created_at"
        exportColumns={EXPORT}
        exportFileName={J.fileName}
      />
      {view === 'classification' ? <SmmlvSection /> : <ConsolidatedReport view={view} />}
    </>
  );
}

/** `/dashboard/fco/clasification-demand`: requests waiting for classification. */
export function ClassificationDemandScreen() {
  return <SolicitudeList view="classification" title={J.classificationTitle} intro={J.classificationIntro} />;
}

/** `/dashboard/fco/management-demand`: classified requests in progress. */
export function ManagementDemandScreen() {
  return <SolicitudeList view="management" title={J.managementTitle} intro={J.managementIntro} />;
}

/** `/dashboard/fco/historical-demand`: every request. */
export function HistoricalDemandScreen() {
  return <SolicitudeList view="history" title={J.historyTitle} intro={J.historyIntro} />;
}
