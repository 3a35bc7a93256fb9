import { API_ERROR_TEXTS, SERVER_TEXTS, STAFF_ADMIN_TEXTS, validateIdentification } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { flag, type Snapshot } from './changes.js';
import { addProblem, type Problems } from './accounts.js';
import { isoOrNull } from './listing.js';

/** The fields of a supervised entity a staff member writes. */
export interface CompanyInput {
  tipo_entidad?: number;
  entidad_cod?: string;
  name?: string;
  nit?: string | null;
  company_group?: string | null;
  is_active?: boolean;
}

/** Largest name of an entity. */
export const COMPANY_NAME_MAX = 200;

const CODE = /^[0-9A-Za-z]{1,10}$/;

/** What the checks need to know besides the input: the catalogs and who holds a key. */
export interface CompanyCatalogs {
  /** Entity types and their default group. */
  types: Map<number, string | null>;
  /** Codes of the 'companygroup' list. */
  groups: Set<string>;
  /** The id of the entity holding (tipo_entidad, entidad_cod), if any. */
  holderOf: (tipo: number, code: string) => Promise<number | undefined> | number | undefined;
}

/** Loads the entity types and company groups; `holderOf` asks the database. */
export async function loadCompanyCatalogs(db: Db): Promise<CompanyCatalogs> {
  const types = await db.query<{ tipo_entidad: number; company_group: string | null }>(
    'SELECT tipo_entidad, company_group FROM entity_types',
  );
  const groups = await db.query<{ code: string }>(
    "SELECT code FROM option_items WHERE list = 'companygroup'",
  );
  return {
    types: new Map(types.rows.map((r) => [Number(r.tipo_entidad), r.company_group])),
    groups: new Set(groups.rows.map((r) => r.code)),
    holderOf: async (tipo, code) => {
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
        [tipo, code],
      );
      return rows[0] ? Number(rows[0].id) : undefined;
    },
  };
}

/**
 * The rules of an entity's fields, for the form and for each spreadsheet row: a known type; a
 * code of letters and digits, unique with the type; a name; a NIT in the portal's NIT format; a
 * known group. `required` lists the fields that must be there (create, PUT).
 */
export async function companyProblems(
  input: CompanyInput,
  catalogs: CompanyCatalogs,
  currentId: number | null,
  required: (keyof CompanyInput)[],
): Promise<Problems> {
  const problems: Problems = {};
  for (const field of required) {
    if (input[field] === undefined) addProblem(problems, field, API_ERROR_TEXTS.fieldRequired);
  }
  if (input.tipo_entidad !== undefined && !catalogs.types.has(input.tipo_entidad)) {
    addProblem(problems, 'tipo_entidad', STAFF_ADMIN_TEXTS.entityTypeNotFound(String(input.tipo_entidad)));
  }
  if (input.entidad_cod !== undefined) {
    if (input.entidad_cod === '') addProblem(problems, 'entidad_cod', SERVER_TEXTS.fieldBlank);
    else if (!CODE.test(input.entidad_cod))
      addProblem(problems, 'entidad_cod', STAFF_ADMIN_TEXTS.entityCodeInvalid);
  }
  if (input.name !== undefined) {
    if (input.name === '') addProblem(problems, 'name', SERVER_TEXTS.fieldBlank);
    else if (Array.from(input.name).length > COMPANY_NAME_MAX)
      addProblem(problems, 'name', SERVER_TEXTS.fieldMaxLength(COMPANY_NAME_MAX));
  }
  if (input.nit !== undefined && input.nit !== null && input.nit !== '') {
    const message =
      input.nit.length > 20 ? SERVER_TEXTS.fieldMaxLength(20) : validateIdentification('3', input.nit);
    if (message) addProblem(problems, 'nit', message);
  }
  if (
    input.company_group !== undefined &&
    input.company_group !== null &&
    input.company_group !== '' &&
    !catalogs.groups.has(input.company_group)
  ) {
    addProblem(problems, 'company_group', SERVER_TEXTS.fieldInvalidChoice(input.company_group.slice(0, 20)));
  }
  return problems;
}

/** The key a create or edit leaves the entity with, and whether another entity holds it. */
export async function keyProblems(
  input: CompanyInput,
  catalogs: CompanyCatalogs,
  current: { id: number; tipo_entidad: number; entidad_cod: string } | null,
): Promise<Problems> {
  const problems: Problems = {};
  const tipo = input.tipo_entidad ?? current?.tipo_entidad;
  const code = input.entidad_cod ?? current?.entidad_cod;
  if (tipo === undefined || code === undefined) return problems;
  const holder = await catalogs.holderOf(tipo, code);
  if (holder !== undefined && holder !== current?.id) {
    addProblem(problems, 'entidad_cod', STAFF_ADMIN_TEXTS.entityTaken(String(tipo), code));
  }
  return problems;
}

/** Whether anything refers to the entity by its key (complaints, users, an API account). */
export async function entityKeyInUse(db: Db, tipo: number, code: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM complaints WHERE tipo_entidad = $1 AND entidad_cod = $2)
        OR EXISTS (SELECT 1 FROM users WHERE tipo_entidad = $1 AND entidad_cod = $2)
        OR EXISTS (SELECT 1 FROM entity_clients WHERE tipo_entidad = $1 AND entidad_cod = $2)`,
    [tipo, code],
  );
  return rows.length > 0;
}

/**
 * The entity's API account (one at most): read by subqueries in the select list, which PostgreSQL
 * evaluates after a list's sort and limit, for the page's rows only (as joins, for every entity).
 */
const OWN_CLIENT = 'c.tipo_entidad = e.tipo_entidad AND c.entidad_cod = e.entidad_cod';

/** Columns and joins of a {@link Company} row (`e` the entity). */
export const COMPANY_SELECT = `SELECT e.id, e.tipo_entidad, e.entidad_cod, e.name, e.nit, e.is_active, e.created_at,
    t.name AS type_name, COALESCE(e.company_group, t.company_group) AS group_code, cg.name AS group_name,
    (SELECT u.username FROM entity_clients c JOIN users u ON u.id = c.user_id
      WHERE ${OWN_CLIENT}) AS client_username,
    (SELECT c.created_at FROM entity_clients c WHERE ${OWN_CLIENT}) AS client_created_at,
    (SELECT count(*)::int FROM entity_clients c JOIN entity_client_secrets s ON s.client_id = c.id
      WHERE ${OWN_CLIENT} AND (s.expires_at IS NULL OR s.expires_at > now())) AS active_secrets
  FROM supervised_entities e
  JOIN entity_types t ON t.tipo_entidad = e.tipo_entidad
  LEFT JOIN option_items cg ON cg.list = 'companygroup' AND cg.code = COALESCE(e.company_group, t.company_group)`;

type Row = Record<string, unknown>;

/** A supervised entity as the API answers it (docs/staff-admin-api.md `Company`). */
export function companyFromRow(row: Row) {
  return {
    id: Number(row.id),
    tipo_entidad: Number(row.tipo_entidad),
    entidad_cod: String(row.entidad_cod),
    code: `${row.tipo_entidad}-${row.entidad_cod}`,
    entity_type: { id: Number(row.tipo_entidad), name: String(row.type_name) },
    name: String(row.name),
    nit: row.nit === null ? null : String(row.nit),
    company_group:
      row.group_code === null
        ? null
        : { id: String(row.group_code), name: String(row.group_name ?? row.group_code) },
    is_active: row.is_active === true,
    created_at: isoOrNull(row.created_at),
    api_client:
      row.client_username === null || row.client_username === undefined
        ? null
        : {
            username: String(row.client_username),
            created_at: isoOrNull(row.client_created_at),
            active_secrets: Number(row.active_secrets ?? 0),
          },
  };
}

/** One entity as {@link companyFromRow}, or null. */
export async function findCompany(db: Db, id: number, entityIds: number[] | null = null) {
  const { rows } = await db.query<Row>(
    `${COMPANY_SELECT} WHERE e.id = $1 AND ($2::int[] IS NULL OR e.id = ANY($2::int[]))`,
    [id, entityIds],
  );
  return rows[0] ? companyFromRow(rows[0]) : null;
}

/** A company's displayed values for the record. */
export function companySnapshot(company: ReturnType<typeof companyFromRow>): Snapshot {
  return {
    tipo_entidad: String(company.tipo_entidad),
    entidad_cod: company.entidad_cod,
    name: company.name,
    nit: company.nit,
    company_group: company.company_group?.name ?? null,
    is_active: flag(company.is_active),
  };
}

/** Inserts an entity (group defaults to its type's); returns its id. */
export async function insertCompany(
  db: Db,
  input: Required<Pick<CompanyInput, 'tipo_entidad' | 'entidad_cod' | 'name'>> & CompanyInput,
  typeGroup: string | null,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO supervised_entities (tipo_entidad, entidad_cod, name, nit, company_group, is_active)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      input.tipo_entidad,
      input.entidad_cod,
      input.name,
      input.nit || null,
      input.company_group || typeGroup,
      input.is_active ?? true,
    ],
  );
  return Number(rows[0]!.id);
}

/** Updates the fields present in `input`. */
export async function updateCompany(db: Db, id: number, input: CompanyInput): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (input.tipo_entidad !== undefined) set('tipo_entidad', input.tipo_entidad);
  if (input.entidad_cod !== undefined) set('entidad_cod', input.entidad_cod);
  if (input.name !== undefined) set('name', input.name);
  if (input.nit !== undefined) set('nit', input.nit || null);
  if (input.company_group !== undefined) set('company_group', input.company_group || null);
  if (input.is_active !== undefined) set('is_active', input.is_active);
  if (sets.length > 0)
    await db.query(`UPDATE supervised_entities SET ${sets.join(', ')} WHERE id = $1`, params);
}
