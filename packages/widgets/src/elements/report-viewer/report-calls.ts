import { formatIsoDate, MESSAGES, type ApiClient, type ApiFailure } from '@sfc/core';
import type { ReportKind } from './report-catalog.js';

export {
  DEFAULT_REPORT,
  REPORT_DEFINITIONS,
  REPORT_KINDS,
  reportDefinition,
  reportDefinitions,
  reportKind,
  reportOptions,
  type ReportDefinition,
  type ReportKind,
  type ReportOption,
} from './report-catalog.js';

/** One column of a report's table: the row key it reads and its Spanish header. */
export interface ReportColumn {
  key: string;
  label: string;
}

/** One row of a report's table: column key → a text or a number. */
export type ReportRow = Readonly<Record<string, string | number | null>>;

/** The chart the server suggests for a report (Chart.js's own data shape). */
export interface ReportChartData {
  type: string;
  labels: string[];
  /** `key`: the column of `rows` a dataset's values come from. */
  datasets: Array<{ label: string; key?: string; data: number[] }>;
}

/**
 * What both report endpoints answer (the alerts-and-dashboard contract): the viewer renders it
 * without knowing which report it is.
 */
export interface ReportData {
  title: string;
  fecha_inicio: string;
  fecha_fin: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  chart: ReportChartData;
  total: number;
}

/** The period and entities of a report request. */
export interface ReportQuery {
  start: string;
  end: string;
  /** Company ids; omitted or empty means every entity the user may see. */
  entities?: readonly number[];
  /** The report's own body fields (`agrupar_por`), see `reportOptions`. */
  options?: Readonly<Record<string, string>>;
}

/** The default period: from the first day of `today`'s year to `today` (Bogotá's calendar). */
export function defaultPeriod(today: Date = new Date()): { start: string; end: string } {
  const end = formatIsoDate(today);
  return { start: `${end.slice(0, 4)}-01-01`, end };
}

/** The request body of {@link fetchReport}. */
export function reportBody({ start, end, entities, options }: ReportQuery): Record<string, unknown> {
  return {
    fecha_inicio: start,
    fecha_fin: end,
    ...(entities && entities.length > 0 ? { entidades: [...entities] } : {}),
    ...options,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether a 200 body has the report shape the viewer draws (anything else is an invalid answer). */
export function isReportData(value: unknown): value is ReportData {
  if (!isRecord(value) || typeof value.title !== 'string') return false;
  const { columns, rows, chart } = value;
  return (
    Array.isArray(columns) &&
    columns.every((c) => isRecord(c) && typeof c.key === 'string' && typeof c.label === 'string') &&
    Array.isArray(rows) &&
    rows.every(isRecord) &&
    isRecord(chart) &&
    Array.isArray(chart.labels) &&
    Array.isArray(chart.datasets) &&
    chart.datasets.every((d) => isRecord(d) && Array.isArray(d.data))
  );
}

/** The outcome of {@link fetchReport}: the report, or the refused call. */
export type ReportResult = { ok: true; data: ReportData } | { ok: false; failure: ApiFailure };

/** `POST /dashboard/<report>/` with the period (signed and authorised by the client). */
export async function fetchReport(
  api: ApiClient,
  report: ReportKind,
  query: ReportQuery,
): Promise<ReportResult> {
  const result = await api.post<unknown>(`/dashboard/${report}/`, reportBody(query));
  if (!result.ok) return { ok: false, failure: result };
  if (!isReportData(result.data))
    return {
      ok: false,
      failure: {
        ok: false,
        status: result.status,
        data: result.data,
        message: MESSAGES.invalidServerResponse,
        reason: 'invalid-response',
      },
    };
  return { ok: true, data: result.data };
}
