import { PUBLIC_STATISTICS_TEXTS as T } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { quarter } from './quarters.js';
import type { StatisticsQuery } from './statistics-query.js';
import {
  countHidden,
  MIN_CELL,
  percent,
  protectBreakdown,
  protectSplits,
  UNDER_MIN,
  type Figure,
  type Hidden,
  type Split,
} from './suppression.js';

/**
 * The public statistics of one request, read from the cells the daily job computes (migration
 * 370), with the disclosure control of suppression.ts applied (ADR 0043). Every figure of a set
 * of complaints is checked three ways: on its own (under 10 complaints; a share whose two cells
 * are not both of 10 or more), against each breakdown it is a row of (the same set with one fixed
 * filter dropped, split by that filter: hidden there, hidden here, so a request for the set and
 * the request one filter wider cannot be subtracted), and within the breakdowns this request
 * shows (hidden rows add up to 0 or at least 10).
 */

/** The dimensions of the cells. */
export type Dimension = 'quarter' | 'sector' | 'entity' | 'product' | 'motive' | 'department';

const KEY_SQL: Record<Dimension, string> = {
  quarter: 's.quarter',
  sector: 's.tipo_entidad::text',
  entity: "s.tipo_entidad || '-' || s.entidad_cod",
  product: 's.producto_cod::text',
  motive: 's.macro_motivo_cod::text',
  department: 's.departamento_cod',
};

/** What the cells add up to for one group. */
interface Measures {
  complaints: number;
  answered: number;
  onTime: number;
  decided: number;
  favourable: number;
  escalated: number;
}

const NO_MEASURES: Measures = {
  complaints: 0,
  answered: 0,
  onTime: 0,
  decided: 0,
  favourable: 0,
  escalated: 0,
};

/** Which cells: the quarters and the fixed values (absent: every value). */
interface Selection {
  quarters: string[];
  sector?: number;
  entity?: { tipo_entidad: number; entidad_cod: string };
  product?: number;
  department?: string;
}

/** One published row. */
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

/** The answer of `GET /api/public-statistics/`. */
export interface PublicStatistics {
  periodo: string;
  desde: string;
  hasta: string;
  cerrado_hasta: string;
  actualizado: string;
  filtros: {
    sector: number | null;
    entidad: number | null;
    producto: number | null;
    departamento: string | null;
  };
  minimo_publicable: number;
  resumen: StatisticsRow;
  por_trimestre: StatisticsRow[];
  por_producto: StatisticsRow[];
  por_motivo: StatisticsRow[];
  ranking: StatisticsRow[];
}

function where(selection: Selection, params: unknown[]): string {
  params.push(selection.quarters);
  const conditions = [`s.quarter = ANY($${params.length}::text[])`];
  if (selection.sector !== undefined) {
    params.push(selection.sector);
    conditions.push(`s.tipo_entidad = $${params.length}`);
  }
  if (selection.entity !== undefined) {
    params.push(selection.entity.tipo_entidad, selection.entity.entidad_cod);
    conditions.push(`s.tipo_entidad = $${params.length - 1} AND s.entidad_cod = $${params.length}`);
  }
  if (selection.product !== undefined) {
    params.push(selection.product);
    conditions.push(`s.producto_cod = $${params.length}`);
  }
  if (selection.department !== undefined) {
    params.push(selection.department);
    conditions.push(`s.departamento_cod = $${params.length}`);
  }
  return conditions.join(' AND ');
}

/** The measures of `selection` per value of `dims` (keys joined by a tab). */
async function grid(db: Db, selection: Selection, dims: Dimension[]): Promise<Map<string, Measures>> {
  const params: unknown[] = [];
  const key = dims.length === 0 ? "''" : dims.map((d) => KEY_SQL[d]).join(" || '\t' || ");
  const { rows } = await db.query<Record<string, number | string>>(
    `SELECT ${key} AS k, sum(s.complaints)::int AS complaints, sum(s.answered)::int AS answered,
            sum(s.on_time)::int AS on_time, sum(s.decided)::int AS decided,
            sum(s.favourable)::int AS favourable, sum(s.escalated)::int AS escalated
       FROM public_statistics_cells s WHERE ${where(selection, params)} GROUP BY 1`,
    params,
  );
  return new Map(
    rows.map((r) => [
      String(r.k),
      {
        complaints: Number(r.complaints),
        answered: Number(r.answered),
        onTime: Number(r.on_time),
        decided: Number(r.decided),
        favourable: Number(r.favourable),
        escalated: Number(r.escalated),
      },
    ]),
  );
}

/** The median business days to answer per value of `dim` (null: the whole selection). */
async function medians(db: Db, selection: Selection, dim: Dimension | null): Promise<Map<string, number>> {
  const params: unknown[] = [];
  const key = dim === null ? "''" : KEY_SQL[dim];
  const { rows } = await db.query<{ k: string; v: number; n: number }>(
    `SELECT ${key} AS k, u.v, sum(u.n)::int AS n
       FROM public_statistics_cells s, unnest(s.day_values, s.day_counts) AS u (v, n)
      WHERE ${where(selection, params)} GROUP BY 1, 2 ORDER BY 1, 2`,
    params,
  );
  const histograms = new Map<string, [number, number][]>();
  for (const r of rows) {
    const list = histograms.get(String(r.k)) ?? [];
    list.push([Number(r.v), Number(r.n)]);
    histograms.set(String(r.k), list);
  }
  const out = new Map<string, number>();
  for (const [k, list] of histograms) {
    const total = list.reduce((s, [, n]) => s + n, 0);
    const at = (position: number) => {
      let seen = 0;
      for (const [v, n] of list) {
        seen += n;
        if (seen >= position) return v;
      }
      return list[list.length - 1]![0];
    };
    const median = total % 2 === 1 ? at((total + 1) / 2) : (at(total / 2) + at(total / 2 + 1)) / 2;
    out.set(k, median);
  }
  return out;
}

/** The three splits of a group: on time of answered, favourable of decided, escalated of all. */
const splitsOf = (m: Measures): [Split, Split, Split] => [
  { part: m.onTime, whole: m.answered },
  { part: m.favourable, whole: m.decided },
  { part: m.escalated, whole: m.complaints },
];

/** Why each figure of a group is hidden: its count and its three splits. */
interface Verdict {
  count: Hidden | null;
  splits: [Hidden | null, Hidden | null, Hidden | null];
}

/**
 * Protects a breakdown of groups `values` whose total is `total`: each group's count and splits,
 * with `extra` (per group, already hidden by a check of its own) first.
 */
function protect(values: Measures[], total: Measures, extra: (Verdict | null)[]): Verdict[] {
  const totalCount = countHidden(total.complaints);
  const counts = protectBreakdown(
    values.map((m) => m.complaints),
    values.map((m, i) => extra[i]?.count ?? countHidden(m.complaints)),
    totalCount === null,
  );
  const totalSplits = splitsOf(total);
  const splits = [0, 1, 2].map((s) =>
    protectSplits(
      values.map((m) => splitsOf(m)[s]!),
      values.map((_, i) => counts[i] ?? extra[i]?.splits[s] ?? null),
      totalCount === null && protectSplits([totalSplits[s]!], [null], false)[0] === null,
    ),
  );
  return values.map((_, i) => ({
    count: counts[i] ?? null,
    splits: [splits[0]![i] ?? null, splits[1]![i] ?? null, splits[2]![i] ?? null],
  }));
}

const sum = (list: Iterable<Measures>): Measures => {
  const out = { ...NO_MEASURES };
  for (const m of list) {
    out.complaints += m.complaints;
    out.answered += m.answered;
    out.onTime += m.onTime;
    out.decided += m.decided;
    out.favourable += m.favourable;
    out.escalated += m.escalated;
  }
  return out;
};

/** The fixed filters of a selection, each with how to drop it and the key of its value. */
function fixedDimensions(
  selection: Selection,
  year: number,
): { dim: Dimension; wider: Selection; value: string }[] {
  const out: { dim: Dimension; wider: Selection; value: string }[] = [];
  if (selection.quarters.length === 1)
    out.push({
      dim: 'quarter',
      wider: { ...selection, quarters: [1, 2, 3, 4].map((n) => quarter(year, n).label) },
      value: selection.quarters[0]!,
    });
  if (selection.entity !== undefined) {
    const { entity, ...rest } = selection;
    out.push({ dim: 'entity', wider: rest, value: `${entity.tipo_entidad}-${entity.entidad_cod}` });
  } else if (selection.sector !== undefined) {
    const { sector, ...rest } = selection;
    out.push({ dim: 'sector', wider: rest, value: String(sector) });
  }
  if (selection.product !== undefined) {
    const { product, ...rest } = selection;
    out.push({ dim: 'product', wider: rest, value: String(product) });
  }
  if (selection.department !== undefined) {
    const { department, ...rest } = selection;
    out.push({ dim: 'department', wider: rest, value: department });
  }
  return out;
}

/**
 * The verdicts of the groups of `selection` split by `by` (none: the whole selection, key ''),
 * from the breakdowns one fixed filter wider: a group is hidden when the same group is hidden in
 * any of them.
 */
async function widerVerdicts(
  db: Db,
  selection: Selection,
  year: number,
  by: Dimension | null,
  keys: string[],
): Promise<Map<string, Verdict>> {
  const out = new Map<string, Verdict>(keys.map((k) => [k, { count: null, splits: [null, null, null] }]));
  for (const fixed of fixedDimensions(selection, year)) {
    if (fixed.dim === by) continue;
    const wide = await grid(db, fixed.wider, by === null ? [fixed.dim] : [by, fixed.dim]);
    // Per group of `by`: the breakdown over the dropped filter's values.
    const groups = new Map<string, [string, Measures][]>();
    for (const [k, m] of wide) {
      const [group, value] = by === null ? ['', k] : (k.split('\t') as [string, string]);
      const list = groups.get(group) ?? [];
      list.push([value, m]);
      groups.set(group, list);
    }
    for (const key of keys) {
      const list = groups.get(key) ?? [];
      const at = list.findIndex(([value]) => value === fixed.value);
      if (at === -1) continue;
      const verdicts = protect(
        list.map(([, m]) => m),
        sum(list.map(([, m]) => m)),
        list.map(() => null),
      );
      const mine = out.get(key)!;
      const theirs = verdicts[at]!;
      mine.count ??= theirs.count;
      mine.splits = mine.splits.map((s, i) => s ?? theirs.splits[i] ?? null) as Verdict['splits'];
    }
  }
  return out;
}

interface Names {
  entity: Map<string, { name: string; sector: string }>;
  product: Map<string, string>;
  motive: Map<string, string>;
  quarter: Map<string, string>;
  customers: Map<string, number>;
}

async function names(db: Db, year: number): Promise<Names> {
  const [entities, options, customers] = await Promise.all([
    db.query<{ k: string; name: string; sector: string }>(
      `SELECT e.tipo_entidad || '-' || e.entidad_cod AS k, e.name, t.name AS sector
         FROM supervised_entities e JOIN entity_types t ON t.tipo_entidad = e.tipo_entidad`,
    ),
    db.query<{ list: string; code: string; name: string }>(
      "SELECT list, code, name FROM option_items WHERE list IN ('product', 'reason')",
    ),
    db.query<{ k: string; customers: string }>(
      `SELECT DISTINCT ON (tipo_entidad, entidad_cod) tipo_entidad || '-' || entidad_cod AS k, customers::text
         FROM entity_customer_counts WHERE year <= $1 ORDER BY tipo_entidad, entidad_cod, year DESC`,
      [year],
    ),
  ]);
  return {
    entity: new Map(entities.rows.map((r) => [r.k, { name: r.name, sector: r.sector }])),
    product: new Map(options.rows.filter((r) => r.list === 'product').map((r) => [r.code, r.name])),
    motive: new Map(options.rows.filter((r) => r.list === 'reason').map((r) => [r.code, r.name])),
    quarter: new Map(),
    customers: new Map(customers.rows.map((r) => [r.k, Number(r.customers)])),
  };
}

function figureRow(
  key: string,
  name: string,
  m: Measures,
  verdict: Verdict,
  median: number | undefined,
  customers: number | undefined,
): StatisticsRow {
  const splits = splitsOf(m);
  const share = (i: number): Figure =>
    verdict.splits[i] ?? (splits[i]!.whole === 0 ? null : percent(splits[i]!));
  const count: Figure = verdict.count ?? m.complaints;
  return {
    clave: key,
    nombre: name,
    quejas: count,
    por_10000_clientes:
      customers === undefined
        ? null
        : (verdict.count ?? Math.round((100_000 * m.complaints) / customers) / 10),
    a_tiempo_pct: verdict.count ?? share(0),
    mediana_dias: verdict.count ?? (m.answered < MIN_CELL ? UNDER_MIN : (median ?? null)),
    a_favor_pct: verdict.count ?? share(1),
    escaladas_pct: verdict.count ?? share(2),
  };
}

/** The rows of `selection` split by `dim`, protected, most complaints first (quarters in order). */
async function breakdown(
  db: Db,
  selection: Selection,
  year: number,
  dim: Dimension,
  total: Measures,
  label: (key: string) => string,
  customers?: (key: string) => number | undefined,
): Promise<{ rows: StatisticsRow[]; per10k: Map<string, number | null> }> {
  const groups = [...(await grid(db, selection, [dim])).entries()];
  const keys = groups.map(([k]) => k);
  const [wider, median] = await Promise.all([
    widerVerdicts(db, selection, year, dim, keys),
    medians(db, selection, dim),
  ]);
  const verdicts = protect(
    groups.map(([, m]) => m),
    total,
    keys.map((k) => wider.get(k) ?? null),
  );
  const rows = groups.map(([k, m], i) =>
    figureRow(k, label(k), m, verdicts[i]!, median.get(k), customers?.(k)),
  );
  const per10k = new Map(
    rows.map((r) => [r.clave, typeof r.por_10000_clientes === 'number' ? r.por_10000_clientes : null]),
  );
  return { rows, per10k };
}

const byCount = (a: StatisticsRow, b: StatisticsRow, ma: number, mb: number) =>
  mb - ma || a.nombre.localeCompare(b.nombre, 'es');

/** Builds the statistics of `query` (the cells must exist: see refresh.ts). */
export async function publicStatistics(
  db: Db,
  query: StatisticsQuery,
  refresh: { closedThrough: string; refreshedAt: string },
): Promise<PublicStatistics> {
  const selection: Selection = {
    quarters: query.quarters.map((q) => q.label),
    ...(query.sector !== null ? { sector: query.sector } : {}),
    ...(query.entity !== null
      ? { entity: { tipo_entidad: query.entity.tipo_entidad, entidad_cod: query.entity.entidad_cod } }
      : {}),
    ...(query.product !== null ? { product: query.product } : {}),
    ...(query.department !== null ? { department: query.department } : {}),
  };
  const year = query.year;
  const named = await names(db, year);
  const [totals, summaryWider, summaryMedian] = await Promise.all([
    grid(db, selection, []),
    widerVerdicts(db, selection, year, null, ['']),
    medians(db, selection, null),
  ]);
  const total = totals.get('') ?? { ...NO_MEASURES };
  const [summaryVerdict] = protect([total], total, [summaryWider.get('') ?? null]);
  const entityKey = query.entity ? `${query.entity.tipo_entidad}-${query.entity.entidad_cod}` : null;
  const summary = figureRow(
    entityKey ?? '',
    query.entity?.name ?? '',
    total,
    summaryVerdict!,
    summaryMedian.get(''),
    entityKey ? named.customers.get(entityKey) : undefined,
  );
  const notInformed = (map: Map<string, string>) => (k: string) => map.get(k) ?? T.notInformed;
  const [quarters, products, motives] = await Promise.all([
    breakdown(db, selection, year, 'quarter', total, (k) => k),
    breakdown(db, selection, year, 'product', total, notInformed(named.product)),
    breakdown(db, selection, year, 'motive', total, notInformed(named.motive)),
  ]);
  // The ranking: the entities of the sector (the chosen entity's, or all) under the other filters.
  const { entity: _entity, ...peers } = selection;
  const peerTotal = (await grid(db, peers, [])).get('') ?? { ...NO_MEASURES };
  const ranking = await breakdown(
    db,
    peers,
    year,
    'entity',
    peerTotal,
    (k) => named.entity.get(k)?.name ?? k,
    (k) => named.customers.get(k),
  );
  const quarterRows = quarters.rows.sort((a, b) => a.clave.localeCompare(b.clave));
  const countOf = (r: StatisticsRow) => (typeof r.quejas === 'number' ? r.quejas : 0);
  const sortByCount = (rows: StatisticsRow[]) => rows.sort((a, b) => byCount(a, b, countOf(a), countOf(b)));
  const rankingRows = ranking.rows
    .map((r) => ({ ...r, sector: named.entity.get(r.clave)?.sector ?? '' }))
    .sort((a, b) => {
      const [pa, pb] = [ranking.per10k.get(a.clave) ?? null, ranking.per10k.get(b.clave) ?? null];
      if (pa !== null && pb !== null) return pb - pa || a.nombre.localeCompare(b.nombre, 'es');
      if (pa !== null) return -1;
      if (pb !== null) return 1;
      return byCount(a, b, countOf(a), countOf(b));
    });
  const first = query.quarters[0]!;
  const last = query.quarters[query.quarters.length - 1]!;
  const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
  const closedDay = Math.floor(Date.parse(`${refresh.closedThrough}T00:00:00Z`) / 86_400_000);
  return {
    periodo: query.period,
    desde: iso(first.first),
    hasta: iso(Math.min(last.last, closedDay)),
    cerrado_hasta: refresh.closedThrough,
    actualizado: refresh.refreshedAt,
    filtros: {
      sector: query.sector,
      entidad: query.entity?.id ?? null,
      producto: query.product,
      departamento: query.department,
    },
    minimo_publicable: MIN_CELL,
    resumen: summary,
    por_trimestre: quarterRows,
    por_producto: sortByCount(products.rows),
    por_motivo: sortByCount(motives.rows),
    ranking: rankingRows,
  };
}
