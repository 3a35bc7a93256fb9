import { SERVER_TEXTS } from '../../core.js';
import { validationError } from '../../http/errors.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countedPagedResponse, pageQueryProperties, type Page } from '../../http/pagination.js';

/** Default page size of the administration lists. */
export const ADMIN_PAGE_SIZE = 10;

/** Query parameters every administration list takes (besides its own filters). */
export const LIST_QUERY_PROPERTIES = {
  ...pageQueryProperties,
  search: {
    type: 'string',
    maxLength: 100,
    description: 'Texto a buscar (sin distinguir mayúsculas ni tildes).',
  },
  ordering: { type: 'string', maxLength: 50, description: 'Campo de orden; prefijo `-` para descendente.' },
} as const;

/** `is_active=true|false`. */
export const IS_ACTIVE_QUERY = { type: 'boolean', description: 'true: activos; false: inactivos.' } as const;

/** A positive integer id in a query string or body (PostgreSQL `integer`). */
export const ID_SCHEMA = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** Path parameter `{id}`. */
export const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 20 } },
} as const;

/** Collects SQL conditions and their parameters (`$1`, `$2`...). */
export class SqlFilter {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /**
   * `firstParam`: the number of this filter's first placeholder (`$1` by default), for a
   * condition that goes into one statement after another filter's parameters.
   */
  constructor(private readonly firstParam = 1) {}

  /** Adds a parameter and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.firstParam - 1 + this.params.length}`;
  }

  /** Adds a condition built with {@link param}. */
  where(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** `WHERE a AND b`, or `''`. */
  sql(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.map((c) => `(${c})`).join(' AND ')}` : '';
  }

  /**
   * Adds "each word of `text` is contained in any of `expressions`", case- and
   * accent-insensitively (`sfc_fold`, migration 060), with LIKE's wildcards escaped. Blank text
   * adds nothing.
   */
  search(text: string | undefined, expressions: string[]): this {
    const condition = this.searchSql(text, expressions);
    return condition === null ? this : this.where(condition);
  }

  /**
   * The condition of {@link search}, or `null` for blank text: every word of `text` (split on
   * spaces) is contained in one of `expressions`, so "laura gomez" finds «Laura Sofía Gómez».
   */
  searchSql(text: string | undefined, expressions: string[]): string | null {
    const words = (text ?? '')
      .trim()
      .split(/\s+/)
      .filter((w) => w !== '')
      .slice(0, 10);
    if (words.length === 0) return null;
    return words
      .map((word) => {
        const p = this.param(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        return `(${expressions.map((e) => `sfc_fold(${e}) LIKE sfc_fold(${p})`).join(' OR ')})`;
      })
      .join(' AND ');
  }
}

/**
 * The ORDER BY of `ordering` (`field` or `-field`) among `fields` (name → SQL expressions, the
 * first one carrying the direction), ending with `tieBreak` so pages are stable. An unknown field
 * is a 400 on `ordering`. Empty values sort last going down and first going up; an expression in
 * `notNull` (a NOT NULL column) has none, so it gets no NULLS clause: its order is then the one
 * its indexes keep, and a page can be read off an index in order instead of sorting every match
 * (the queue's one-year filter at 1,000,000 complaints: 211 ms → 0.5 ms).
 */
export function orderBy(
  ordering: string | undefined,
  fields: Record<string, string[]>,
  fallback: string,
  tieBreak: string,
  notNull: ReadonlySet<string> = new Set(),
): string {
  const value = (ordering ?? '').trim() || fallback;
  const descending = value.startsWith('-');
  const name = descending ? value.slice(1) : value;
  const expressions = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!expressions) {
    throw validationError({ ordering: [SERVER_TEXTS.fieldInvalidChoice(value.slice(0, 50))] });
  }
  const direction = descending ? 'DESC' : 'ASC';
  const nulls = descending ? 'NULLS LAST' : 'NULLS FIRST';
  return `ORDER BY ${expressions.map((e) => (notNull.has(e) ? `${e} ${direction}` : `${e} ${direction} ${nulls}`)).join(', ')}, ${tieBreak}`;
}

/** A Date or timestamp text as ISO 8601 (UTC), `null` kept. */
export function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A database id from a path parameter, or `null` when it cannot name a row. */
export function pathId(raw: unknown): number | null {
  return typeof raw === 'string' && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647
    ? Number(raw)
    : null;
}

/**
 * Runs `write`; a unique violation (two requests racing past the same check) becomes the 400 of
 * `field` with `message` instead of a 500.
 */
export async function uniqueOr<T>(write: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw validationError({ [field]: [message] });
    throw error;
  }
}

/** The SQL of one administration list. */
export interface ListSql<T> {
  /** `FROM …` of the count (the rows' joins that cannot change it may be left out). */
  count: string;
  /** `SELECT … FROM …` of the rows (starting with `SELECT`: the count is added as its first column). */
  rows: string;
  filter: SqlFilter;
  /** `ORDER BY …` ({@link orderBy}). */
  order: string;
  map: (row: Record<string, unknown>) => T;
  /**
   * The plans do not depend on the values (a small catalog table, as the supervised entities):
   * both statements are prepared once per connection instead of planned on every view.
   */
  samePlan?: boolean;
}

/**
 * The page the request asks for of an administration list ({@link ADMIN_PAGE_SIZE} rows by default),
 * in one statement: the count rides along as a column of every row (an uncorrelated subquery,
 * computed once), so a view costs one round trip to PostgreSQL instead of two. Only a page with
 * no rows (an empty list, or a page past the end) asks for the count alone.
 */
export async function listPage<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  sql: ListSql<T>,
): Promise<Page<T>> {
  const options = { samePlan: sql.samePlan === true };
  const where = sql.filter.sql();
  const count = `SELECT count(*)::int AS n ${sql.count} ${where}`;
  if (!/^\s*SELECT\s/i.test(sql.rows)) throw new Error(`listPage: rows must start with SELECT: ${sql.rows}`);
  const rowsWithCount = sql.rows.replace(/^\s*SELECT\s/i, `SELECT (${count}) AS x_list_count, `);
  return countedPagedResponse(request, app.config.publicUrl, {
    defaultPageSize: ADMIN_PAGE_SIZE,
    fetch: async (limit, offset) => {
      const { rows } = await app.db.query<Record<string, unknown>>(
        `${rowsWithCount} ${where} ${sql.order} LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
        sql.filter.params,
        options,
      );
      if (rows.length === 0) {
        const alone = await app.db.query<{ n: number }>(count, sql.filter.params, options);
        return { count: Number(alone.rows[0]?.n ?? 0), results: [] };
      }
      return { count: Number(rows[0]!.x_list_count), results: rows.map(sql.map) };
    },
  });
}
