import { RATES_TEXTS as R, csvCell } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { SqlFilter } from '../staff-admin/listing.js';

/**
 * Rates (tarifas) reports (docs/jurisdictional-api.md, "Rates"): the columns a report can show and
 * filter on, each with its SQL over `t` (rates) and `e` (the entity).
 */
export interface RateColumn {
  slug_name: string;
  label: string;
  type: 'text' | 'number' | 'period' | 'boolean';
  /** Offered as a filter with a value list. */
  filterable: boolean;
  sql: string;
}

export const RATE_COLUMNS: readonly RateColumn[] = [
  { slug_name: 'entidad', label: R.columnLabels.entidad!, type: 'text', filterable: true, sql: 'e.name' },
  {
    slug_name: 'nit',
    label: R.columnLabels.nit!,
    type: 'text',
    filterable: false,
    sql: "coalesce(e.nit, '')",
  },
  {
    slug_name: 'producto',
    label: R.columnLabels.producto!,
    type: 'text',
    filterable: true,
    sql: 't.product',
  },
  {
    slug_name: 'servicio',
    label: R.columnLabels.servicio!,
    type: 'text',
    filterable: true,
    sql: 't.service',
  },
  { slug_name: 'canal', label: R.columnLabels.canal!, type: 'text', filterable: true, sql: 't.channel' },
  { slug_name: 'tarifa', label: R.columnLabels.tarifa!, type: 'number', filterable: false, sql: 't.fee' },
  { slug_name: 'unidad', label: R.columnLabels.unidad!, type: 'text', filterable: false, sql: 't.fee_unit' },
  {
    slug_name: 'iva_incluido',
    label: R.columnLabels.iva_incluido!,
    type: 'boolean',
    filterable: false,
    sql: 't.vat_included',
  },
  {
    slug_name: 'periodo',
    label: R.columnLabels.periodo!,
    type: 'period',
    filterable: true,
    sql: "to_char(t.period, 'YYYY-MM')",
  },
];

export const RATES_FROM = 'rates t JOIN supervised_entities e ON e.id = t.entity_id';

/** The columns by slug. */
export function rateColumn(slug: string): RateColumn | undefined {
  return RATE_COLUMNS.find((c) => c.slug_name === slug);
}

/** Report filters. */
export interface RateFilters {
  entidad?: number[];
  producto?: string[];
  servicio?: string[];
  canal?: string[];
  period_from?: string;
  period_to?: string;
}

/** Adds the report's filters to `filter`. */
export function applyRateFilters(filter: SqlFilter, formatId: number, f: RateFilters): void {
  filter.where(`t.format_id = ${filter.param(formatId)}`);
  if (f.entidad?.length) filter.where(`t.entity_id = ANY(${filter.param(f.entidad)}::int[])`);
  if (f.producto?.length) filter.where(`t.product = ANY(${filter.param(f.producto)}::text[])`);
  if (f.servicio?.length) filter.where(`t.service = ANY(${filter.param(f.servicio)}::text[])`);
  if (f.canal?.length) filter.where(`t.channel = ANY(${filter.param(f.canal)}::text[])`);
  if (f.period_from) filter.where(`t.period >= ${filter.param(`${f.period_from}-01`)}::date`);
  if (f.period_to) filter.where(`t.period <= ${filter.param(`${f.period_to}-01`)}::date`);
}

/** One report cell as written to the file. */
export function cellValue(column: RateColumn, value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (column.type === 'number') return Number(value);
  if (column.type === 'boolean') return value === true ? 'Sí' : 'No';
  return String(value);
}

/**
 * Reads the report rows in id order, `batch` at a time (keyset pagination, so a big report never
 * holds more than one batch in memory), yielding each batch.
 */
export async function* reportBatches(
  db: Db,
  filter: SqlFilter,
  columns: readonly RateColumn[],
  batch = 2000,
): AsyncGenerator<Record<string, unknown>[]> {
  let after = 0;
  const select = columns.map((c, i) => `${c.sql} AS c${i}`).join(', ');
  for (;;) {
    const params = [...filter.params, after];
    const where = filter.sql()
      ? `${filter.sql()} AND t.id > $${params.length}`
      : `WHERE t.id > $${params.length}`;
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT t.id AS row_id, ${select} FROM ${RATES_FROM} ${where}
        ORDER BY t.id LIMIT ${batch}`,
      params,
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    after = Number(rows[rows.length - 1]!.row_id);
  }
}

/**
 * A CSV field (RFC 4180; `;` is Excel's separator in Spanish locales, so fields are quoted when
 * needed). Text that would start a formula is neutralised; numbers stay numbers.
 */
export function csvField(value: string | number | boolean): string {
  return csvCell(value, ';');
}
