import { SERVER_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { EntityRef } from '../../db/repositories/users.js';
import { toBogotaLocal } from './dates.js';
import { FIELD_BY_NAME, type ComplaintField } from './fields.js';
import type { ComplaintValues } from './repository.js';
import type { FieldProblems } from './validation.js';

/**
 * Catalog codes entities send that the portal's catalogs lack. The motive and
 * reception-point lists were taken from one bank's CRM, so insurers and other entity types send
 * codes it never had (motives 104, 115, 302...). An entity's write takes any well-formed code,
 * stores it, and records the unknown ones here for staff, who add them to the catalog.
 */

/** Fields whose catalog an entity may be ahead of; `producto_cod` is not checked at all (ours). */
export const OPEN_CATALOG_FIELDS: readonly ComplaintField[] = ['macro_motivo_cod', 'punto_recepcion'];

/** The option lists of {@link OPEN_CATALOG_FIELDS} (`reason`, `receptionpoints`). */
export const OPEN_CATALOG_LISTS: readonly string[] = OPEN_CATALOG_FIELDS.map(
  (field) => FIELD_BY_NAME.get(field)!.list!,
);

/** Well-formed codes of those catalogs: whole numbers from 1 to this (SFC codes have ≤ 3 digits). */
export const MAX_CATALOG_CODE = 9999;

/** Whether `code` (a number or its text) is a well-formed catalog code. */
export function isWellFormedCode(code: unknown): boolean {
  const text = typeof code === 'number' ? String(code) : code;
  return typeof text === 'string' && /^[1-9]\d{0,3}$/.test(text) && Number(text) <= MAX_CATALOG_CODE;
}

/** Adds the "not a valid choice" problem for open-catalog codes that are not well formed. */
export function malformedCodeProblems(values: ComplaintValues, problems: FieldProblems): void {
  for (const field of OPEN_CATALOG_FIELDS) {
    const value = values[field];
    if (typeof value === 'number' && !problems[field] && !isWellFormedCode(value)) {
      problems[field] = [SERVER_TEXTS.fieldInvalidChoice(String(value))];
    }
  }
}

/**
 * Records the open-catalog codes of `values` the catalog lacks, once per entity and code: the
 * complaint that first carried it, when, and how many writes carried it since.
 */
export async function recordUnknownCatalogCodes(
  db: Db,
  entity: EntityRef,
  codigoQueja: string,
  values: ComplaintValues,
  at: Date,
): Promise<void> {
  const sent = OPEN_CATALOG_FIELDS.filter((field) => typeof values[field] === 'number');
  if (sent.length === 0) return;
  await db.query(
    `INSERT INTO entity_catalog_codes AS e
       (list, code, tipo_entidad, entidad_cod, field, first_codigo_queja, first_seen_at, last_seen_at)
     SELECT w.list, w.code, $4, $5, w.field, $6, $7, $7
       FROM unnest($1::text[], $2::text[], $3::text[]) AS w(list, code, field)
      WHERE NOT EXISTS (SELECT 1 FROM option_items o WHERE o.list = w.list AND o.code = w.code AND o.is_active)
     ON CONFLICT (list, code, tipo_entidad, entidad_cod)
       DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, times = e.times + 1`,
    [
      sent.map((field) => FIELD_BY_NAME.get(field)!.list!),
      sent.map((field) => String(values[field])),
      sent,
      entity.tipo_entidad,
      entity.entidad_cod,
      codigoQueja,
      at,
    ],
  );
}

/** One unknown code as staff see it. */
export interface UnknownCatalogCode {
  list: string;
  field: string;
  code: string;
  tipo_entidad: number;
  entidad_cod: string;
  entidad_nombre: string | null;
  /** The complaint that first carried it. */
  codigo_queja: string;
  times: number;
  /** Bogotá local time. */
  first_seen: string;
  last_seen: string;
}

const STILL_UNKNOWN = `NOT EXISTS (SELECT 1 FROM option_items o WHERE o.list = u.list AND o.code = u.code AND o.is_active)`;

/** How many recorded codes the catalogs still lack. */
export async function countUnknownCatalogCodes(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM entity_catalog_codes u WHERE ${STILL_UNKNOWN}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** A page of the codes the catalogs still lack, the most recently seen first. */
export async function listUnknownCatalogCodes(
  db: Db,
  limit: number,
  offset: number,
): Promise<UnknownCatalogCode[]> {
  const { rows } = await db.query<{
    list: string;
    field: string;
    code: string;
    tipo_entidad: number;
    entidad_cod: string;
    entidad_nombre: string | null;
    first_codigo_queja: string;
    times: number;
    first_seen_at: Date | string;
    last_seen_at: Date | string;
  }>(
    `SELECT u.list, u.field, u.code, u.tipo_entidad, u.entidad_cod, s.name AS entidad_nombre,
            u.first_codigo_queja, u.times, u.first_seen_at, u.last_seen_at
       FROM entity_catalog_codes u
       LEFT JOIN supervised_entities s ON s.tipo_entidad = u.tipo_entidad AND s.entidad_cod = u.entidad_cod
      WHERE ${STILL_UNKNOWN}
      ORDER BY u.last_seen_at DESC, u.list, u.code, u.tipo_entidad, u.entidad_cod
      LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows.map((r) => ({
    list: r.list,
    field: r.field,
    code: r.code,
    tipo_entidad: Number(r.tipo_entidad),
    entidad_cod: r.entidad_cod,
    entidad_nombre: r.entidad_nombre,
    codigo_queja: r.first_codigo_queja,
    times: Number(r.times),
    first_seen: toBogotaLocal(r.first_seen_at),
    last_seen: toBogotaLocal(r.last_seen_at),
  }));
}

/** A code staff add to an open catalog. */
export interface CatalogAddition {
  list: string;
  code: string;
  name: string;
}

/**
 * Adds (or re-activates and renames) a code in an open catalog, as `userId`; it is offered in
 * the list endpoints from then on and no longer listed as unknown.
 */
export async function addCatalogCode(db: Db, addition: CatalogAddition, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO option_items (list, code, name, sort, is_active, added_by_user_id, added_at)
     VALUES ($1, $2, $3, (SELECT coalesce(max(sort), 0) + 1 FROM option_items WHERE list = $1), true, $4, now())
     ON CONFLICT (list, code) DO UPDATE
       SET name = EXCLUDED.name, is_active = true, added_by_user_id = EXCLUDED.added_by_user_id, added_at = now()`,
    [addition.list, addition.code, addition.name, userId],
  );
}
