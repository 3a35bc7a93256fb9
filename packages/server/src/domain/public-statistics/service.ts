import { createHash } from 'node:crypto';
import type { Db } from '../../db/driver.js';
import { refreshPublicStatistics } from './refresh.js';
import { parseStatisticsQuery, QUERY_PARAMETERS } from './statistics-query.js';
import { publicStatistics, type PublicStatistics } from './statistics.js';

/** The last refresh of the cells (null before the first). */
export interface RefreshState {
  generation: number;
  closedThrough: string;
  firstDay: string;
  refreshedAt: string;
  years: number[];
}

/** Thrown while the job has not computed the statistics yet (a 503). */
export class StatisticsNotReadyError extends Error {
  override name = 'StatisticsNotReadyError';
}

export async function refreshState(db: Db): Promise<RefreshState | null> {
  const { rows } = await db.query<{ generation: string; closed: string; first: string; at: Date | string }>(
    `SELECT generation::text AS generation, to_char(closed_through, 'YYYY-MM-DD') AS closed,
            to_char(first_day, 'YYYY-MM-DD') AS first, refreshed_at AS at
       FROM public_statistics_refresh`,
  );
  const row = rows[0];
  if (!row) return null;
  const [from, to] = [Number(row.first.slice(0, 4)), Number(row.closed.slice(0, 4))];
  return {
    generation: Number(row.generation),
    closedThrough: row.closed,
    firstDay: row.first,
    refreshedAt: new Date(row.at).toISOString(),
    years: Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i),
  };
}

/** Most answers kept in memory per process (each a few kilobytes). */
const CACHE_ENTRIES = 2_000;

/** How long a process trusts the refresh it last read (the figures change once a day). */
const STATE_TTL_MS = 10_000;

/** A computed answer: the figures, their JSON and the ETag. */
export interface StatisticsAnswer {
  etag: string;
  body: PublicStatistics;
  json: string;
  /** The JSON compressed once per coding, by the first request that asked for it. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/**
 * Answers kept per process, keyed by the cells' generation and the query (as asked, and
 * normalised): the figures change once a day, so a repeated request costs a lookup and no
 * statement. Oldest first out (a Map keeps insertion order).
 */
const cache = new Map<string, StatisticsAnswer>();
let state: { value: RefreshState | null; at: number } | null = null;
let firstRefresh: Promise<unknown> | null = null;

function remember(key: string, value: StatisticsAnswer): void {
  cache.set(key, value);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
}

/** Empties the caches (tests; a refresh makes old keys unreachable anyway). */
export function forgetStatistics(): void {
  cache.clear();
  state = null;
}

async function currentState(db: Db): Promise<RefreshState | null> {
  if (state === null || Date.now() - state.at > STATE_TTL_MS)
    state = { value: await refreshState(db), at: Date.now() };
  return state.value;
}

/** The query as asked, when it names only known parameters (else null: it is checked first). */
function askedKey(raw: Record<string, unknown>): string | null {
  if (Object.keys(raw).some((k) => !(QUERY_PARAMETERS as readonly string[]).includes(k))) return null;
  return JSON.stringify(QUERY_PARAMETERS.map((k) => (typeof raw[k] === 'string' ? raw[k] : null)));
}

/**
 * The statistics for a query string, with an ETag of the generation and the normalised query.
 * Throws StatisticsQueryError (400) or StatisticsNotReadyError (503).
 */
export async function readPublicStatistics(db: Db, raw: Record<string, unknown>): Promise<StatisticsAnswer> {
  let current = await currentState(db);
  if (current === null) {
    // Before the job's first round (it runs at start): computed once here, whoever asks first.
    firstRefresh ??= refreshPublicStatistics(db, new Date()).finally(() => (firstRefresh = null));
    await firstRefresh;
    state = null;
    current = await currentState(db);
  }
  if (current === null) throw new StatisticsNotReadyError('public statistics not computed yet');
  const asked = askedKey(raw);
  const hit = asked === null ? undefined : cache.get(`${current.generation}:${asked}`);
  if (hit) return hit;
  const query = await parseStatisticsQuery(db, raw, current.years);
  const normalised = JSON.stringify([
    query.period,
    query.sector,
    query.entity?.id ?? null,
    query.product,
    query.department,
  ]);
  const key = `${current.generation}:${normalised}`;
  let answer = cache.get(key);
  if (!answer) {
    const body = await publicStatistics(db, query, current);
    const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
    answer = { etag, body, json: JSON.stringify(body), encoded: {} };
    remember(key, answer);
  }
  if (asked !== null) remember(`${current.generation}:${asked}`, answer);
  return answer;
}

/**
 * Computes and caches, on this process, the answers most pages open with: the newest year for the
 * whole market, each sector and each entity with complaints. Returns how many it computed.
 */
export async function warmPublicStatistics(db: Db): Promise<number> {
  const current = await currentState(db);
  if (current === null) return 0;
  const year = current.closedThrough.slice(0, 4);
  const { rows } = await db.query<{ sector: number; id: number }>(
    `SELECT DISTINCT e.tipo_entidad AS sector, e.id FROM supervised_entities e
      WHERE EXISTS (SELECT 1 FROM public_statistics_cells s WHERE s.quarter LIKE $1 || '-%'
                      AND s.tipo_entidad = e.tipo_entidad AND s.entidad_cod = e.entidad_cod)
      ORDER BY 1, 2`,
    [year],
  );
  const queries: Record<string, string>[] = [{}, { periodo: year }];
  for (const sector of new Set(rows.map((r) => Number(r.sector)))) queries.push({ sector: String(sector) });
  for (const r of rows) queries.push({ entidad: String(r.id) });
  for (const query of queries) await readPublicStatistics(db, query);
  return queries.length;
}

/** The values the filters offer (`GET /api/public-statistics/filters/`). */
export interface StatisticsFilters {
  periodos: string[];
  cerrado_hasta: string | null;
  sectores: { id: number; nombre: string }[];
  entidades: { id: number; nombre: string; sector: number }[];
  productos: { id: number; nombre: string }[];
  departamentos: { id: string; nombre: string }[];
}

export async function statisticsFilters(db: Db): Promise<StatisticsFilters> {
  const state = await refreshState(db);
  const [sectors, entities, products, departments] = await Promise.all([
    db.query<{ id: number; nombre: string }>(
      `SELECT t.tipo_entidad AS id, t.name AS nombre FROM entity_types t
        WHERE EXISTS (SELECT 1 FROM supervised_entities e WHERE e.tipo_entidad = t.tipo_entidad) ORDER BY t.name`,
    ),
    db.query<{ id: number; nombre: string; sector: number }>(
      'SELECT id, name AS nombre, tipo_entidad AS sector FROM supervised_entities WHERE is_active ORDER BY name, id',
    ),
    db.query<{ id: string; nombre: string }>(
      "SELECT code AS id, name AS nombre FROM option_items WHERE list = 'product' AND is_active AND code ~ '^[0-9]+$' ORDER BY sort, name",
    ),
    db.query<{ id: string; nombre: string }>(
      'SELECT code AS id, name AS nombre FROM departments ORDER BY name',
    ),
  ]);
  const periods: string[] = [];
  for (const year of [...(state?.years ?? [])].reverse()) {
    periods.push(String(year));
    const lastQuarter =
      String(year) === state!.closedThrough.slice(0, 4)
        ? Math.floor((Number(state!.closedThrough.slice(5, 7)) - 1) / 3) + 1
        : 4;
    for (let n = lastQuarter; n >= 1; n -= 1) periods.push(`${year}-T${n}`);
  }
  return {
    periodos: periods,
    cerrado_hasta: state?.closedThrough ?? null,
    sectores: sectors.rows.map((r) => ({ id: Number(r.id), nombre: r.nombre })),
    entidades: entities.rows.map((r) => ({ id: Number(r.id), nombre: r.nombre, sector: Number(r.sector) })),
    productos: products.rows.map((r) => ({ id: Number(r.id), nombre: r.nombre })),
    departamentos: departments.rows,
  };
}

export { QUERY_PARAMETERS };
