import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { formatDisplayDate, PUBLIC_STATISTICS_TEXTS as T } from '@sfc/core';
import { BASE_STYLES_KEY, baseStyles } from '../../form/shared/base.styles.js';
import { useStyles } from '../../form/shared/use-styles.js';
import { ReportChart } from '../report-viewer/report-chart.js';
import type { ReportData } from '../report-viewer/report-calls.js';
import { formatCell } from '../report-viewer/report-format.js';
import { ReportTable } from '../report-viewer/report-table.js';
import { reportViewerStyles } from '../report-viewer/report-viewer.styles.js';
import {
  apiRoot,
  fetchFilterOptions,
  fetchStatistics,
  FILTER_NAMES,
  statisticsSearch,
  type Fetcher,
  type PublicStatisticsData,
  type StatisticsFilterOptions,
  type StatisticsFilters,
  type StatisticsRow,
} from './public-statistics-calls.js';
import { publicStatisticsStyles } from './public-statistics.styles.js';

/** The sheets the feature adopts (in the page for the portal, in the shadow root for the element). */
export const PUBLIC_STATISTICS_SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-report-viewer', reportViewerStyles],
  ['sfc-public-statistics', publicStatisticsStyles],
] as const;

/** Props of {@link PublicStatistics}. */
export interface PublicStatisticsProps {
  /** The portal API's base URL; default `/api` on the page's origin. */
  apiBase?: string;
  /** The filters shown (the page's URL, or the element's attributes). */
  filters: StatisticsFilters;
  /** Called with the new filters when the user presses «Consultar». */
  onFiltersChange?: (filters: StatisticsFilters) => void;
  /** Hide the filter form (an embed fixed to one entity, say). */
  hideFilters?: boolean;
  /** Level of the section headings (the page's title is one level above). */
  headingLevel?: 2 | 3;
  /** Called when figures are shown. */
  onLoad?: (data: PublicStatisticsData) => void;
  /** The fetch to use (default the page's). */
  fetcher?: Fetcher;
}

type Load =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: PublicStatisticsData };

const FIGURES: [keyof StatisticsRow, string][] = [
  ['quejas', T.complaints],
  ['por_10000_clientes', T.per10k],
  ['a_tiempo_pct', T.onTime],
  ['mediana_dias', T.medianDays],
  ['a_favor_pct', T.favourable],
  ['escaladas_pct', T.escalated],
];

const show = (value: unknown) => (value === null || value === undefined ? '—' : formatCell(value));

/** A breakdown as the report viewer's data: the table's columns and the chart of the shown counts. */
function asReport(
  title: string,
  firstLabel: string,
  rows: StatisticsRow[],
  data: PublicStatisticsData,
  ranking = false,
): ReportData {
  const charted = rows.filter((r) => typeof r.quejas === 'number');
  const rateKnown = ranking && charted.some((r) => typeof r.por_10000_clientes === 'number');
  const chartKey = rateKnown ? 'por_10000_clientes' : 'quejas';
  const points = charted.filter((r) => typeof r[chartKey] === 'number');
  return {
    title,
    fecha_inicio: data.desde,
    fecha_fin: data.hasta,
    columns: [
      { key: 'nombre', label: firstLabel },
      ...(ranking ? [{ key: 'sector', label: T.sectorColumn }] : []),
      ...FIGURES.filter(([key]) => ranking || key !== 'por_10000_clientes').map(([key, label]) => ({
        key,
        label,
      })),
    ],
    rows: rows.map((r) => ({ ...r, sector: r.sector ?? null })) as unknown as ReportData['rows'],
    chart: {
      type: 'bar',
      labels: points.map((r) => r.nombre),
      datasets: [
        {
          label: rateKnown ? T.per10k : T.complaints,
          key: chartKey,
          data: points.map((r) => Number(r[chartKey])),
        },
      ],
    },
    total: typeof data.resumen.quejas === 'number' ? data.resumen.quejas : 0,
  };
}

/**
 * Whether the element behind `ref` has come near the viewport (once true, stays true): charts
 * below the fold are drawn, and Chart.js fetched, only when the reader gets there. Without
 * IntersectionObserver, at once.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = ref.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

function Breakdown({
  id,
  report,
  level,
  note,
}: {
  id: string;
  report: ReportData;
  level: 2 | 3;
  note?: string;
}) {
  const Heading = `h${level}` as 'h2';
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} className="sfc-stats__section" aria-labelledby={id} part="section">
      <Heading id={id}>{report.title}</Heading>
      {note ? <p className="sfc-stats__note">{note}</p> : null}
      {report.rows.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <div className="sfc-stats__pair">
          {report.chart.labels.length === 0 ? null : near ? (
            <ReportChart report={report} />
          ) : (
            <div className="sfc-report__chart" aria-hidden="true" />
          )}
          <ReportTable report={report} />
        </div>
      )}
    </section>
  );
}

/**
 * The public complaint statistics: the filters (period, sector, entity, product, department), the
 * summary figures, and per quarter, product, reason and entity of the sector a chart (Chart.js,
 * loaded with the first chart) with the same figures in a table beside it; download links (CSV,
 * xlsx), the data dictionary and the licence. Reads the open-data API without signing in.
 */
export function PublicStatistics({
  apiBase,
  filters,
  onFiltersChange,
  hideFilters = false,
  headingLevel = 2,
  onLoad,
  fetcher = (url, init) => fetch(url, init),
}: PublicStatisticsProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, PUBLIC_STATISTICS_SHEETS);
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [options, setOptions] = useState<StatisticsFilterOptions | null>(null);
  const [draft, setDraft] = useState<StatisticsFilters>(filters);
  const [applied, setApplied] = useState<StatisticsFilters>(filters);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const key = statisticsSearch(filters);
  const fetchRef = useRef(fetcher);
  fetchRef.current = fetcher;
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;

  useEffect(() => {
    setDraft(filters);
    setApplied(filters);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters' query string is their identity
  }, [key]);

  useEffect(() => {
    let live = true;
    fetchFilterOptions(fetchRef.current, apiBase).then(
      (found) => live && setOptions(found),
      () => live && setOptions(null),
    );
    return () => {
      live = false;
    };
  }, [apiBase]);

  const appliedKey = statisticsSearch(applied);
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    fetchStatistics(fetchRef.current, apiBase, applied).then(
      (data) => {
        if (!live) return;
        setLoad({ state: 'ready', data });
        onLoadRef.current?.(data);
      },
      (error: unknown) => {
        if (live)
          setLoad({ state: 'error', message: String(error).includes('503') ? T.notReady : T.loadError });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query string
  }, [apiBase, appliedKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: StatisticsFilters = {};
    for (const name of FILTER_NAMES) if (draft[name]) next[name] = draft[name];
    setApplied(next);
    onFiltersChange?.(next);
  };

  const select = (
    name: (typeof FILTER_NAMES)[number],
    label: string,
    choices: [string, string][],
    all: string | null,
  ) => (
    <div className="sfc-stats__filter">
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      <select
        id={`${ids}-${name}`}
        className="sfc-input"
        name={name}
        value={draft[name] ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          setDraft((d) => ({
            ...d,
            [name]: value || undefined,
            // A sector change drops an entity of another sector.
            ...(name === 'sector' &&
            value &&
            options?.entidades.find((e) => String(e.id) === d.entidad)?.sector !== Number(value)
              ? { entidad: undefined }
              : {}),
          }));
        }}
      >
        {all !== null ? <option value="">{all}</option> : null}
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  const entities = (options?.entidades ?? []).filter(
    (e) => !draft.sector || String(e.sector) === draft.sector,
  );
  const root = apiRoot(apiBase);
  const data = load.state === 'ready' ? load.data : null;
  const level = headingLevel;
  const Heading = `h${level}` as 'h2';

  return (
    <div ref={ref} className="sfc-form sfc-report sfc-stats" part="base">
      {hideFilters ? null : (
        <form className="sfc-stats__filters" part="form" onSubmit={submit} aria-label={T.filtersLegend}>
          {select(
            'periodo',
            T.period,
            (options?.periodos ?? []).map((p) => [p, p]),
            null,
          )}
          {select(
            'sector',
            T.sector,
            (options?.sectores ?? []).map((s) => [String(s.id), s.nombre]),
            T.all,
          )}
          {select(
            'entidad',
            T.entity,
            entities.map((e) => [String(e.id), e.nombre]),
            T.allEntities,
          )}
          {select(
            'producto',
            T.product,
            (options?.productos ?? []).map((p) => [String(p.id), p.nombre]),
            T.all,
          )}
          {select(
            'departamento',
            T.department,
            (options?.departamentos ?? []).map((d) => [d.id, d.nombre]),
            T.all,
          )}
          <button type="submit" className="sfc-button" part="submit-button">
            {T.apply}
          </button>
        </form>
      )}
      <p className="sfc-report__status" role="status" part="status">
        {load.state === 'loading' ? T.loading : data ? T.updated(formatDisplayDate(data.cerrado_hasta)) : ''}
      </p>
      {load.state === 'error' ? (
        <p className="sfc-report__error" role="alert" part="error">
          {load.message}
        </p>
      ) : null}
      {data ? (
        <div className="sfc-stats__results" part="results">
          <section className="sfc-stats__section" aria-labelledby={`${ids}-summary`}>
            <Heading id={`${ids}-summary`}>
              {T.summaryTitle}
              {data.resumen.nombre ? `: ${data.resumen.nombre}` : ''} ({data.periodo})
            </Heading>
            <dl className="sfc-stats__summary" part="summary">
              {FIGURES.map(([field, label]) => (
                <div key={field} className="sfc-stats__figure" data-figure={field}>
                  <dt>{label}</dt>
                  <dd>{show(data.resumen[field])}</dd>
                </div>
              ))}
            </dl>
            <p className="sfc-stats__note">{T.suppressionNote}</p>
          </section>
          <Breakdown
            id={`${ids}-quarter`}
            level={level}
            report={asReport(T.byQuarter, T.quarterColumn, data.por_trimestre, data)}
          />
          <Breakdown
            id={`${ids}-product`}
            level={level}
            report={asReport(T.byProduct, T.productColumn, data.por_producto, data)}
          />
          <Breakdown
            id={`${ids}-motive`}
            level={level}
            report={asReport(T.byMotive, T.motiveColumn, data.por_motivo, data)}
          />
          <Breakdown
            id={`${ids}-ranking`}
            level={level}
            note={T.rankingNote}
            report={asReport(T.ranking, T.entityColumn, data.ranking, data, true)}
          />
          <section className="sfc-stats__section" aria-labelledby={`${ids}-downloads`}>
            <Heading id={`${ids}-downloads`}>{T.downloads}</Heading>
            <ul className="sfc-stats__downloads" part="downloads">
              <li>
                <a
                  href={`${root}/public-statistics/download/${statisticsSearch(applied, { formato: 'csv' })}`}
                  download
                >
                  {T.downloadCsv}
                </a>
              </li>
              <li>
                <a
                  href={`${root}/public-statistics/download/${statisticsSearch(applied, { formato: 'xlsx' })}`}
                  download
                >
                  {T.downloadXlsx}
                </a>
              </li>
              <li>
                <a href={`${root}/public-statistics/dictionary/`}>{T.dictionary}</a>
              </li>
              <li>
                <a href={`${root}/public-statistics/licence/`}>{T.licence}</a>
              </li>
            </ul>
          </section>
        </div>
      ) : null}
    </div>
  );
}
