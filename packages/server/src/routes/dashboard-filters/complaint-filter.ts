import { STAFF_COMPLAINT_TEXTS } from '../../core.js';
import { bogotaDayStart, dayOf } from '../../domain/alerts/colombian-calendar.js';
import { ofEntity } from '../../domain/complaint-work/access.js';
import { deadlineStatusSql } from '../../domain/deadlines/deadline-sql.js';
import { WAITING_ON_VALUES, dueDaySql, waitingOnSql } from '../../domain/case-work/filter-columns.js';
import { DEADLINE_STATUSES, type DeadlineStatus } from '../../domain/deadlines/legal-deadlines.js';
import type { SqlFilter } from '../../domain/staff-admin/listing.js';
import { validationError } from '../../http/errors.js';

/**
 * The generic filter builder of the complaint screens (docs/staff-complaints-api.md, "Filter
 * builder"): a whitelist of columns, each with a type and one SQL expression written here, the
 * operators of each type, and the compilation of a list of (column, operator, value) into SQL
 * whose values are always bound parameters. The SQL reads `c` (complaints), `e`
 * (supervised_entities) and `a` (complaint_assignments, left-joined).
 */

/** A column's type. */
export type ColumnType = 'text' | 'number' | 'date' | 'choice' | 'boolean';

/** What an operator takes as `value`. */
type ValueKind = 'single' | 'pair' | 'list' | 'none';

/** A filterable column. */
interface ColumnDef {
  type: ColumnType;
  sql: string;
  /** For `choice`: whether the codes are integers (else short text). */
  intCodes?: boolean;
  /** `equals` written otherwise than `sql = value` (given the value's placeholder). */
  equalsSql?: (param: string) => string;
}

/**
 * Where a column is read instead of complaints (`applyFilters`' `columns`): an expression, or one
 * with its own `equals` (the entity compared on the other table's own columns).
 */
export type ColumnSource = string | Pick<ColumnDef, 'sql' | 'equalsSql'>;

/** The whitelist, in the order `columns_for_filter` lists it. */
export const FILTER_COLUMNS: Readonly<Record<string, ColumnDef>> = {
  codigo_queja: { type: 'text', sql: 'c.codigo_queja' },
  texto_queja: { type: 'text', sql: 'c.texto_queja' },
  nombres: { type: 'text', sql: 'c.nombres' },
  numero_id_cf: { type: 'text', sql: 'c.numero_id_cf' },
  entidad: { type: 'choice', sql: 'e.id', intCodes: true, equalsSql: (p) => ofEntity('c', p) },
  tipo_entidad: { type: 'choice', sql: 'c.tipo_entidad', intCodes: true },
  estado_cod: { type: 'choice', sql: 'c.estado_cod', intCodes: true },
  canal_cod: { type: 'choice', sql: 'c.canal_cod', intCodes: true },
  producto_cod: { type: 'choice', sql: 'c.producto_cod', intCodes: true },
  macro_motivo_cod: { type: 'choice', sql: 'c.macro_motivo_cod', intCodes: true },
  departamento_cod: { type: 'choice', sql: 'c.departamento_cod', intCodes: false },
  punto_recepcion: { type: 'choice', sql: 'c.punto_recepcion', intCodes: true },
  direction: { type: 'choice', sql: 'a.direction_id', intCodes: true },
  analyst: { type: 'choice', sql: 'a.analyst_user_id', intCodes: true },
  fecha_creacion: { type: 'date', sql: 'c.fecha_creacion' },
  fecha_cierre: { type: 'date', sql: 'c.fecha_cierre' },
  monto_reclamado: { type: 'number', sql: 'c.monto_reclamado' },
  is_active: { type: 'boolean', sql: 'c.is_active' },
  deadline_status: { type: 'choice', sql: '', intCodes: false },
  due_day: { type: 'date', sql: '' },
  waiting_on: { type: 'choice', sql: '', intCodes: false },
};

/** Operators per type and what each takes. */
export const OPERATORS: Readonly<Record<ColumnType, Readonly<Record<string, ValueKind>>>> = {
  text: {
    equals: 'single',
    not_equals: 'single',
    contains: 'single',
    starts_with: 'single',
    empty: 'none',
    not_empty: 'none',
  },
  number: {
    equals: 'single',
    not_equals: 'single',
    gt: 'single',
    gte: 'single',
    lt: 'single',
    lte: 'single',
    between: 'pair',
    in: 'list',
    empty: 'none',
    not_empty: 'none',
  },
  date: {
    equals: 'single',
    before: 'single',
    after: 'single',
    between: 'pair',
    empty: 'none',
    not_empty: 'none',
  },
  choice: {
    equals: 'single',
    not_equals: 'single',
    in: 'list',
    not_in: 'list',
    empty: 'none',
    not_empty: 'none',
  },
  boolean: { equals: 'single' },
};

/** Most conditions in one filter, and most items in an `in` list. */
export const MAX_CONDITIONS = 20;
const MAX_LIST = 500;
const MAX_TEXT = 200;
const MAX_NUMBER = 1e15;
const MAX_ID = 2_147_483_647;

/** One condition as the client sends it. */
export interface Condition {
  column: string;
  operator: string;
  value?: unknown;
}

/** The label of a column. */
export function columnLabel(column: string): string {
  return STAFF_COMPLAINT_TEXTS.columns[column] ?? column;
}

/** Whether `type` is a column type. */
export function isColumnType(type: string): type is ColumnType {
  return Object.hasOwn(OPERATORS, type);
}

/** Reads the `filters` of a query string (JSON text) or a body (array) as conditions, or a 400. */
export function parseFilters(raw: unknown): Condition[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw validationError({ filters: [STAFF_COMPLAINT_TEXTS.filtersNotJson] });
    }
  }
  if (!Array.isArray(value)) throw validationError({ filters: [STAFF_COMPLAINT_TEXTS.filtersNotJson] });
  if (value.length > MAX_CONDITIONS) {
    throw validationError({ filters: [STAFF_COMPLAINT_TEXTS.tooManyConditions(MAX_CONDITIONS)] });
  }
  return value.map((item: unknown, i) => {
    const c = item as Record<string, unknown> | null;
    if (
      typeof c !== 'object' ||
      c === null ||
      Array.isArray(c) ||
      typeof c.column !== 'string' ||
      typeof c.operator !== 'string'
    ) {
      throw validationError({ [`filters.${i}`]: [STAFF_COMPLAINT_TEXTS.conditionShape] });
    }
    return { column: c.column, operator: c.operator, value: c.value };
  });
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A checked scalar for `def`, or `undefined` when it does not fit. */
function scalar(def: ColumnDef, column: string, raw: unknown): unknown {
  // PostgreSQL text cannot hold U+0000; the query-string guard never sees inside the JSON.
  if (typeof raw === 'string' && raw.includes('\u0000')) return undefined;
  switch (def.type) {
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
      const text = String(raw).trim();
      return text !== '' && text.length <= MAX_TEXT ? text : undefined;
    }
    case 'number': {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= MAX_NUMBER ? n : undefined;
    }
    case 'date': {
      const m = typeof raw === 'string' ? DATE_RE.exec(raw) : null;
      if (!m) return undefined;
      const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const day = dayOf(y, mo, d);
      // Refuses 2026-02-30 and years no complaint has.
      if (y < 1900 || y > 2100 || new Date(day * 86_400_000).toISOString().slice(0, 10) !== raw)
        return undefined;
      return day;
    }
    case 'boolean':
      return typeof raw === 'boolean' ? raw : undefined;
    case 'choice': {
      if (column === 'waiting_on') {
        return typeof raw === 'string' && (WAITING_ON_VALUES as readonly string[]).includes(raw)
          ? raw
          : undefined;
      }
      if (column === 'deadline_status') {
        return typeof raw === 'string' && (DEADLINE_STATUSES as readonly string[]).includes(raw)
          ? raw
          : undefined;
      }
      if (def.intCodes) {
        const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
        return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_ID ? n : undefined;
      }
      if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
      const code = String(raw).trim();
      return code !== '' && code.length <= 20 ? code : undefined;
    }
  }
}

/** The checked value of `condition`, or a 400 keyed by the condition. */
function checkedValue(def: ColumnDef, c: Condition, kind: ValueKind, key: string): unknown {
  const invalid = () =>
    validationError({ [key]: [STAFF_COMPLAINT_TEXTS.invalidValue(columnLabel(c.column))] });
  if (kind === 'none') return null;
  if (kind === 'single') {
    const v = scalar(def, c.column, c.value);
    if (v === undefined) throw invalid();
    return v;
  }
  if (!Array.isArray(c.value)) throw invalid();
  const size = c.value.length;
  if (kind === 'pair' ? size !== 2 : size < 1 || size > MAX_LIST) throw invalid();
  const values = c.value.map((item) => scalar(def, c.column, item));
  if (values.some((v) => v === undefined)) throw invalid();
  if (kind === 'pair' && (values[0] as number) > (values[1] as number)) throw invalid();
  return values;
}

const fold = (expr: string) => `sfc_fold(${expr})`;
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The SQL of one checked condition. */
function conditionSql(
  filter: SqlFilter,
  column: string,
  def: ColumnDef,
  operator: string,
  value: unknown,
  now: Date,
) {
  if (column === 'due_day') return dueDaySql(filter, operator, value);
  if (column === 'waiting_on') return waitingOnSql(operator, value);
  if (column === 'deadline_status') {
    if (operator === 'empty') return 'FALSE';
    if (operator === 'not_empty') return 'TRUE';
    const statuses = (Array.isArray(value) ? value : [value]) as DeadlineStatus[];
    const any = statuses.map((s) => `(${deadlineStatusSql(filter, s, now)})`).join(' OR ');
    return operator === 'not_equals' || operator === 'not_in' ? `NOT (${any})` : any;
  }
  const x = def.sql;
  const p = (v: unknown) => filter.param(v);
  if (operator === 'equals' && def.equalsSql) return def.equalsSql(p(value));
  if (operator === 'empty')
    return def.type === 'text' ? `(${x} IS NULL OR btrim(${x}) = '')` : `${x} IS NULL`;
  if (operator === 'not_empty')
    return def.type === 'text' ? `(${x} IS NOT NULL AND btrim(${x}) <> '')` : `${x} IS NOT NULL`;
  if (def.type === 'text') {
    const text = value as string;
    if (operator === 'equals') return `${fold(x)} = ${fold(p(text))}`;
    if (operator === 'not_equals') return `${x} IS NULL OR ${fold(x)} <> ${fold(p(text))}`;
    if (operator === 'contains') return `${fold(x)} LIKE ${fold(p(`%${likeEscaped(text)}%`))}`;
    return `${fold(x)} LIKE ${fold(p(`${likeEscaped(text)}%`))}`;
  }
  if (def.type === 'date') {
    // Bogotá days as instants, so the comparison is a range on the indexed timestamp.
    const start = (day: number) => p(bogotaDayStart(day));
    if (operator === 'equals')
      return `${x} >= ${start(value as number)} AND ${x} < ${start((value as number) + 1)}`;
    if (operator === 'before') return `${x} < ${start(value as number)}`;
    if (operator === 'after') return `${x} >= ${start((value as number) + 1)}`;
    const [from, to] = value as [number, number];
    return `${x} >= ${start(from)} AND ${x} < ${start(to + 1)}`;
  }
  if (def.type === 'boolean') return `${x} = ${p(value)}`;
  const sqlOp: Record<string, string> = {
    equals: '=',
    not_equals: '<>',
    gt: '>',
    gte: '>=',
    lt: '<',
    lte: '<=',
  };
  if (operator === 'between') {
    const [from, to] = value as [unknown, unknown];
    return `${x} BETWEEN ${p(from)} AND ${p(to)}`;
  }
  if (operator === 'in' || operator === 'not_in') {
    const list = (value as unknown[]).map((v) => p(v)).join(', ');
    return operator === 'in' ? `${x} IN (${list})` : `(${x} IS NULL OR ${x} NOT IN (${list}))`;
  }
  if (operator === 'not_equals') return `(${x} IS NULL OR ${x} <> ${p(value)})`;
  return `${x} ${sqlOp[operator]} ${p(value)}`;
}

/**
 * Adds `conditions` to `filter` (all must hold), after checking each against the whitelist: an
 * unknown column, an operator of another type or a bad value is a 400 keyed `filters.<i>`.
 * `columns` (column → SQL, or SQL with its own `equals`: {@link ColumnSource}) reads the columns
 * somewhere else than in complaints, with the same operators and values (the day counts,
 * domain/complaint-work/day-counts.ts); every condition's column must be in it.
 */
export function applyFilters(
  filter: SqlFilter,
  conditions: readonly Condition[],
  now: Date,
  columns?: Readonly<Record<string, ColumnSource>>,
): void {
  conditions.forEach((c, i) => {
    const key = `filters.${i}`;
    const def = Object.hasOwn(FILTER_COLUMNS, c.column) ? FILTER_COLUMNS[c.column] : undefined;
    if (!def) throw validationError({ [key]: [STAFF_COMPLAINT_TEXTS.unknownColumn(c.column.slice(0, 50))] });
    const operators = OPERATORS[def.type];
    const kind = Object.hasOwn(operators, c.operator) ? operators[c.operator] : undefined;
    if (!kind) {
      throw validationError({
        [key]: [
          STAFF_COMPLAINT_TEXTS.operatorNotForType(
            c.operator.slice(0, 30),
            STAFF_COMPLAINT_TEXTS.typeNames[def.type] ?? def.type,
          ),
        ],
      });
    }
    const value = checkedValue(def, c, kind, key);
    const source = columns ? columns[c.column] : def;
    if (source === undefined) throw new Error(`La columna ${c.column} no está en las columnas dadas.`);
    const read: ColumnDef =
      typeof source === 'string'
        ? { ...def, sql: source, equalsSql: undefined }
        : { ...def, sql: source.sql, equalsSql: source.equalsSql };
    filter.where(conditionSql(filter, c.column, read, c.operator, value, now));
  });
}
