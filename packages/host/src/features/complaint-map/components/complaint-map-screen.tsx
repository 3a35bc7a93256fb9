import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_REPORT_TEXTS as T, MESSAGES } from '@sfc/core';
import topologyUrl from '../data/colombia-departamentos.topo.json?url';
import { useDashboardReport } from '../../reports/api/dashboard-report.js';
import {
  ReportScreen,
  type ReportChoice,
  type ReportVisualProps,
} from '../../reports/components/report-screen.js';
import { ColombiaMap, type DepartmentsTopology } from './colombia-map.js';

const MAP_REPORTS: ReportChoice[] = [{ path: 'complaint_map', label: T.mapScreenTitle, slug: 'mapa' }];

/** The map beside the report's table: department counts, also while a department's municipalities show. */
function MapVisual({ data, query, setOption }: ReportVisualProps) {
  const selected = query.options.departamento;
  const { departamento: _, ...national } = query.options;
  // In the drill-down the table lists municipalities: the map keeps the departments' counts.
  const departments = useDashboardReport(selected ? { ...query, options: national } : null);
  const rows = selected ? (departments.data?.rows ?? []) : data.rows;
  const counts = new Map(rows.map((row) => [String(row.codigo), Number(row.quejas)]));
  const chosen = rows.find((row) => row.codigo === selected);
  // The geometry (87 KB, 30 KB compressed) is a static asset, fetched once when a map is shown.
  const topology = useQuery({
    queryKey: ['colombia-topology'],
    queryFn: async () => {
      const response = await fetch(topologyUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as DepartmentsTopology;
    },
    staleTime: Infinity,
  });
  return (
    <>
      {selected ? (
        <p className="colombia-map__chosen">
          <span>{T.mapChosen(String(chosen?.nombre ?? selected))}</span>{' '}
          <button type="button" className="sfc-button-link" onClick={() => setOption('departamento', '')}>
            {T.mapBack}
          </button>
        </p>
      ) : null}
      {topology.data ? (
        <ColombiaMap
          topology={topology.data}
          counts={counts}
          selected={selected}
          onChoose={(code) => setOption('departamento', code)}
        />
      ) : topology.isError ? (
        <p role="alert">{MESSAGES.genericError}</p>
      ) : null}
    </>
  );
}

/** `/dashboard/management/map`: complaints by department on a map of Colombia, and by municipality. */
export function ComplaintMapScreen() {
  return (
    <ReportScreen
      title={T.mapScreenTitle}
      intro={T.mapScreenIntro}
      reports={MAP_REPORTS}
      hiddenOptions={['departamento']}
      visual={(props) => <MapVisual {...props} />}
    />
  );
}
