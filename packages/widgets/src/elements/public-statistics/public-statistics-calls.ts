/**
 * The open-data API of the public statistics (`GET <api-base>/public-statistics/…`): plain,
 * unsigned, cacheable reads that any page may make, signed in or not.
 */

/** A published figure: a number, why it is hidden («menos de 10», «reservado»), or null (not computable). */
export type Figure = number | string | null;

/** One row of the statistics (the summary, a quarter, a product, a reason or an entity). */
export interface StatisticsRow {
  clave: string;
  nombre: string;
  sector?: string;
  quejas: Figure;
  por_10000_clientes: Figure;
  a_tiempo_pct: Figure;
  mediana_dias: Figure;
  a_favor_pct: Figure;
  escaladas_pct: Figure;
}

/** What `GET /public-statistics/` answers. */
export interface PublicStatisticsData {
  periodo: string;
  desde: string;
  hasta: string;
  cerrado_hasta: string;
  minimo_publicable: number;
  resumen: StatisticsRow;
  por_trimestre: StatisticsRow[];
  por_producto: StatisticsRow[];
  por_motivo: StatisticsRow[];
  ranking: StatisticsRow[];
}

/** What `GET /public-statistics/filters/` answers. */
export interface StatisticsFilterOptions {
  periodos: string[];
  cerrado_hasta: string | null;
  sectores: { id: number; nombre: string }[];
  entidades: { id: number; nombre: string; sector: number }[];
  productos: { id: number; nombre: string }[];
  departamentos: { id: string; nombre: string }[];
}

/** The filters of a request (empty or absent: all; no `periodo`: the newest year). */
export interface StatisticsFilters {
  periodo?: string;
  sector?: string;
  entidad?: string;
  producto?: string;
  departamento?: string;
}

/** The filter names, in the order the form shows them. */
export const FILTER_NAMES = ['periodo', 'sector', 'entidad', 'producto', 'departamento'] as const;

/** The API base without a trailing slash (default `/api`). */
export function apiRoot(apiBase: string | undefined): string {
  return (apiBase && apiBase.trim() !== '' ? apiBase.trim() : '/api').replace(/\/+$/, '');
}

/** The query string of `filters` (only the set ones), with `extra` appended. */
export function statisticsSearch(filters: StatisticsFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The fetch the element uses (tests and stories pass their own). */
export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

async function read<T>(fetcher: Fetcher, url: string): Promise<T> {
  const res = await fetcher(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status}`);
  return (await res.json()) as T;
}

export function fetchFilterOptions(
  fetcher: Fetcher,
  apiBase: string | undefined,
): Promise<StatisticsFilterOptions> {
  return read(fetcher, `${apiRoot(apiBase)}/public-statistics/filters/`);
}

export function fetchStatistics(
  fetcher: Fetcher,
  apiBase: string | undefined,
  filters: StatisticsFilters,
): Promise<PublicStatisticsData> {
  return read(fetcher, `${apiRoot(apiBase)}/public-statistics/${statisticsSearch(filters)}`);
}
