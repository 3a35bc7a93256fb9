import { IDENTIFICATION_TYPES_BY_PERSON_TYPE } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { RECEPTION_POINTS_ENDPOINT } from '../reception-points/reception-points.js';
import type { ListAccess, OptionListEndpoint } from './option-endpoint.js';

export type { ListAccess, OptionListEndpoint } from './option-endpoint.js';

const idName = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: ['integer', 'string'] },
    name: { type: 'string' },
    popup_show: { type: 'boolean' },
    popup_text: { type: ['string', 'null'] },
  },
};

const codeName = {
  type: 'object',
  required: ['id', 'code', 'name'],
  properties: { id: { type: 'string' }, code: { type: 'string' }, name: { type: 'string' } },
};

async function countOf(db: Db, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

/** Codes that are integers are sent as numbers (SmartSupervision's codes are ints); others as text. */
function codeValue(code: string): number | string {
  return /^(0|[1-9]\d{0,8})$/.test(code) ? Number(code) : code;
}

interface OptionItemRow {
  code: string;
  name: string;
  popup_show: boolean;
  popup_text: string | null;
}

function fetchItems(db: Db, list: string, limit: number, offset: number): Promise<OptionItemRow[]> {
  return db
    .query<OptionItemRow>(
      `SELECT code, name, popup_show, popup_text FROM option_items
       WHERE list = $1 AND is_active ORDER BY sort, code LIMIT $2 OFFSET $3`,
      [list, limit, offset],
    )
    .then((r) => r.rows);
}

function countItems(db: Db, list: string): Promise<number> {
  return countOf(db, 'SELECT count(*)::int AS n FROM option_items WHERE list = $1 AND is_active', [list]);
}

/** A list stored in option_items, answered as `{id, name, popup_show, popup_text}`. */
function itemList(path: string, list: string, access: ListAccess, summary: string): OptionListEndpoint {
  return {
    path,
    access,
    summary,
    itemSchema: idName,
    count: (db) => countItems(db, list),
    fetch: async (db, _q, limit, offset) =>
      (await fetchItems(db, list, limit, offset)).map((r) => ({
        id: codeValue(r.code),
        name: r.name,
        popup_show: r.popup_show,
        popup_text: r.popup_text,
      })),
  };
}

/** A jurisdictional list whose label field is `status` (portal-spec §3). */
function statusList(path: string, list: string, summary: string): OptionListEndpoint {
  return {
    path,
    access: 'authenticated',
    summary,
    itemSchema: {
      type: 'object',
      required: ['id', 'status'],
      properties: { id: { type: 'integer' }, status: { type: 'string' } },
    },
    count: (db) => countItems(db, list),
    fetch: async (db, _q, limit, offset) =>
      (await fetchItems(db, list, limit, offset)).map((r) => ({ id: codeValue(r.code), status: r.name })),
  };
}

function simpleTable(
  path: string,
  access: ListAccess,
  summary: string,
  table: 'positions' | 'directions' | 'groups',
): OptionListEndpoint {
  return {
    path,
    access,
    summary,
    itemSchema: idName,
    count: (db) => countOf(db, `SELECT count(*)::int AS n FROM ${table} WHERE is_active`, []),
    fetch: async (db, _q, limit, offset) =>
      (
        await db.query(`SELECT id, name FROM ${table} WHERE is_active ORDER BY name, id LIMIT $1 OFFSET $2`, [
          limit,
          offset,
        ])
      ).rows,
  };
}

/** `GET /group/` for callers without module 6 «Roles» (served by src/routes/roles). */
export const GROUP_OPTION_LIST: OptionListEndpoint = {
  ...simpleTable('/group/', 'authenticated', 'Roles', 'groups'),
  servedBy: 'roles',
};

/** `GET /direction/` for callers without module 7 «Direcciones» (served by src/routes/directions). */
export const DIRECTION_OPTION_LIST: OptionListEndpoint = {
  ...simpleTable('/direction/', 'authenticated', 'Direcciones', 'directions'),
  servedBy: 'directions',
};

const companyItem = {
  type: 'object',
  required: ['id', 'name', 'tipo_entidad', 'entidad_cod'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    tipo_entidad: { type: 'integer' },
    entidad_cod: { type: 'string' },
    nit: { type: ['string', 'null'] },
    company_type: { type: 'string' },
  },
};

const byCompanyQuery = {
  id_company: { type: 'integer', minimum: 1, description: 'id de la entidad (company/)' },
};

/**
 * Reasons or products "for a company": the items its sector offers (`option_item_sectors`, loaded
 * from reference-lists.json `offered_by_company_group`), so a bank offers no insurance products.
 * Without `id_company`, every active item; an unknown company gets an empty list.
 */
function byCompany(path: string, list: string, summary: string): OptionListEndpoint {
  const base = itemList(path, list, 'authenticated', summary);
  const offered = `FROM option_items o
     JOIN option_item_sectors s ON s.list = o.list AND s.code = o.code
     JOIN entity_types t ON t.company_group = s.company_group
     JOIN supervised_entities e ON e.tipo_entidad = t.tipo_entidad
    WHERE o.list = $1 AND o.is_active AND e.id = $2`;
  return {
    ...base,
    query: byCompanyQuery,
    count: (db, q) =>
      q.id_company === undefined
        ? base.count(db, q)
        : countOf(db, `SELECT count(*)::int AS n ${offered}`, [list, q.id_company]),
    fetch: async (db, q, limit, offset) =>
      q.id_company === undefined
        ? base.fetch(db, q, limit, offset)
        : (
            await db.query<OptionItemRow>(
              `SELECT o.code, o.name, o.popup_show, o.popup_text ${offered}
                ORDER BY o.sort, o.code LIMIT $3 OFFSET $4`,
              [list, q.id_company, limit, offset],
            )
          ).rows.map((r) => ({
            id: codeValue(r.code),
            name: r.name,
            popup_show: r.popup_show,
            popup_text: r.popup_text,
          })),
  };
}

/** Identification types, only those of one person type with `person_type` (1 natural, 2 legal). */
const identificationTypes: OptionListEndpoint = (() => {
  const base = itemList('/identificationtype/', 'identificationtype', 'public', 'Tipos de identificación');
  const codesFor = (q: Record<string, unknown>) =>
    q.person_type === undefined
      ? null
      : (IDENTIFICATION_TYPES_BY_PERSON_TYPE[Number(q.person_type)] ?? []).map(String);
  const where =
    "list = 'identificationtype' AND is_active AND ($1::text[] IS NULL OR code = ANY($1::text[]))";
  return {
    ...base,
    query: {
      person_type: {
        type: 'integer',
        enum: Object.keys(IDENTIFICATION_TYPES_BY_PERSON_TYPE).map(Number),
        description: 'Tipo de persona (persontype/): solo los tipos de identificación que le corresponden.',
      },
    },
    count: (db, q) =>
      countOf(db, `SELECT count(*)::int AS n FROM option_items WHERE ${where}`, [codesFor(q)]),
    fetch: async (db, q, limit, offset) =>
      (
        await db.query<OptionItemRow>(
          `SELECT code, name, popup_show, popup_text FROM option_items WHERE ${where}
            ORDER BY sort, code LIMIT $2 OFFSET $3`,
          [codesFor(q), limit, offset],
        )
      ).rows.map((r) => ({
        id: codeValue(r.code),
        name: r.name,
        popup_show: r.popup_show,
        popup_text: r.popup_text,
      })),
  };
})();

const companyTypeQuery = {
  all: {
    type: 'boolean',
    description:
      'true: todos los tipos, también los que no tienen entidades activas (administración de entidades). ' +
      'Por omisión solo los tipos con al menos una entidad activa: un consumidor nunca elige un tipo sin entidades.',
  },
};

/** A type is offered when it has an active entity, or when the caller asks for every type (`$1`). */
const offeredType = `($1::boolean OR EXISTS (
  SELECT 1 FROM supervised_entities e WHERE e.tipo_entidad = t.tipo_entidad AND e.is_active))`;

/** Every option-list endpoint of portal-spec §7, paths relative to /api. */
export const OPTION_LIST_ENDPOINTS: OptionListEndpoint[] = [
  {
    path: '/country/',
    immutable: true,
    access: 'public',
    summary: 'Países (id = código ISO 3166-1 numérico, "170" Colombia)',
    itemSchema: codeName,
    count: (db) => countOf(db, 'SELECT count(*)::int AS n FROM countries', []),
    fetch: async (db, _q, limit, offset) =>
      (
        await db.query<{ code: string; name: string }>(
          'SELECT code, name FROM countries ORDER BY sort LIMIT $1 OFFSET $2',
          [limit, offset],
        )
      ).rows.map((r) => ({ id: r.code, code: r.code, name: r.name })),
  },
  {
    path: '/countryabrevs/',
    immutable: true,
    access: 'public',
    summary: 'Abreviaturas de países (ISO alfa-2 y alfa-3, indicativo telefónico)',
    itemSchema: {
      type: 'object',
      required: ['id', 'code', 'name'],
      properties: {
        id: { type: 'string' },
        code: { type: 'string' },
        name: { type: 'string' },
        abbreviation: { type: 'string' },
        alpha3: { type: 'string' },
        dial_code: { type: 'string' },
        country: { type: 'string' },
      },
    },
    count: (db) => countOf(db, 'SELECT count(*)::int AS n FROM countries', []),
    fetch: async (db, _q, limit, offset) =>
      (
        await db.query<{ code: string; name: string; alpha2: string; alpha3: string; dial_code: string }>(
          'SELECT code, name, alpha2, alpha3, dial_code FROM countries ORDER BY sort LIMIT $1 OFFSET $2',
          [limit, offset],
        )
      ).rows.map((r) => ({
        id: r.code,
        code: r.code,
        name: r.alpha2,
        abbreviation: r.alpha2,
        alpha3: r.alpha3,
        dial_code: r.dial_code,
        country: r.name,
      })),
  },
  {
    path: '/department/',
    immutable: true,
    access: 'public',
    summary: 'Departamentos (DIVIPOLA, id = código DANE de 2 dígitos)',
    itemSchema: codeName,
    count: (db) => countOf(db, 'SELECT count(*)::int AS n FROM departments', []),
    fetch: async (db, _q, limit, offset) =>
      (
        await db.query<{ code: string; name: string }>(
          'SELECT code, name FROM departments ORDER BY name LIMIT $1 OFFSET $2',
          [limit, offset],
        )
      ).rows.map((r) => ({ id: r.code, code: r.code, name: r.name })),
  },
  {
    path: '/municipality/',
    immutable: true,
    access: 'public',
    summary: 'Municipios de un departamento (DIVIPOLA, id = código DANE de 5 dígitos)',
    itemSchema: {
      ...codeName,
      properties: { ...codeName.properties, department: { type: 'string' } },
    },
    query: { department: { type: 'string', maxLength: 10, description: 'código DANE del departamento' } },
    count: (db, q) =>
      countOf(
        db,
        'SELECT count(*)::int AS n FROM municipalities WHERE ($1::text IS NULL OR department_code = $1)',
        [q.department ?? null],
      ),
    fetch: async (db, q, limit, offset) =>
      (
        await db.query<{ code: string; name: string; department_code: string }>(
          `SELECT code, name, department_code FROM municipalities
           WHERE ($1::text IS NULL OR department_code = $1) ORDER BY department_code, name LIMIT $2 OFFSET $3`,
          [q.department ?? null, limit, offset],
        )
      ).rows.map((r) => ({ id: r.code, code: r.code, name: r.name, department: r.department_code })),
  },
  identificationTypes,
  itemList('/persontype/', 'persontype', 'public', 'Tipos de persona'),
  itemList('/type-problem-choices/', 'type-problem-choices', 'public', 'Tipos de problema (soporte técnico)'),
  itemList('/support-state/', 'support-state', 'public', 'Estados de solicitudes de soporte técnico'),

  {
    path: '/company/',
    access: 'authenticated',
    summary: 'Entidades vigiladas',
    itemSchema: companyItem,
    count: (db) => countOf(db, 'SELECT count(*)::int AS n FROM supervised_entities WHERE is_active', []),
    fetch: async (db, _q, limit, offset) =>
      (
        await db.query(
          `SELECT e.id, e.name, e.tipo_entidad, e.entidad_cod, e.nit, t.name AS company_type
           FROM supervised_entities e JOIN entity_types t ON t.tipo_entidad = e.tipo_entidad
           WHERE e.is_active ORDER BY e.tipo_entidad, e.name, e.id LIMIT $1 OFFSET $2`,
          [limit, offset],
        )
      ).rows,
  },
  {
    path: '/companytype/',
    access: 'authenticated',
    summary: 'Tipos de entidad vigilada (tipo_entidad)',
    itemSchema: idName,
    query: companyTypeQuery,
    count: (db, q) =>
      countOf(db, `SELECT count(*)::int AS n FROM entity_types t WHERE ${offeredType}`, [q.all === true]),
    fetch: async (db, q, limit, offset) =>
      (
        await db.query(
          `SELECT t.tipo_entidad AS id, t.name FROM entity_types t WHERE ${offeredType}
            ORDER BY t.tipo_entidad LIMIT $2 OFFSET $3`,
          [q.all === true, limit, offset],
        )
      ).rows,
  },
  itemList('/companygroup/', 'companygroup', 'authenticated', 'Grupos de entidades'),
  itemList('/channel/', 'channel', 'authenticated', 'Canales (canal_cod)'),
  itemList('/state/', 'state', 'authenticated', 'Estados de la queja (estado_cod)'),
  itemList('/gender/', 'gender', 'authenticated', 'Sexo (sexo)'),
  itemList('/product/', 'product', 'authenticated', 'Productos (producto_cod; lista provisional)'),
  itemList('/reason/', 'reason', 'authenticated', 'Motivos (macro_motivo_cod)'),
  itemList('/controlentity/', 'controlentity', 'authenticated', 'Entes de control (ente_control)'),
  itemList('/condition/', 'condition', 'authenticated', 'Condiciones especiales (condicion_especial)'),
  itemList('/criterion/', 'criterion', 'authenticated', 'Criterios de muestreo'),
  itemList('/instance/', 'instance', 'authenticated', 'Instancias de recepción (insta_recepcion)'),
  itemList('/fraud_types/', 'fraud_types', 'authenticated', 'Tipos de fraude (tipo_fraude)'),
  itemList('/fraud_modes/', 'fraud_modes', 'authenticated', 'Modalidades de fraude (modalidad_fraude)'),
  RECEPTION_POINTS_ENDPOINT,
  simpleTable('/position/', 'authenticated', 'Cargos', 'positions'),
  DIRECTION_OPTION_LIST,
  GROUP_OPTION_LIST,
  byCompany('/reason/company/', 'reason', 'Motivos para una entidad'),
  byCompany('/product/company/', 'product', 'Productos para una entidad'),
  itemList(
    '/jurisdiccional-servi/analysis-types',
    'jurisdiccional-servi/analysis-types',
    'authenticated',
    'Tipos de análisis (jurisdiccional)',
  ),
  itemList(
    '/jurisdiccional-servi/mlvalidate-types',
    'jurisdiccional-servi/mlvalidate-types',
    'authenticated',
    'Tipos de validación (jurisdiccional)',
  ),
  statusList(
    '/jurisdiccional-servi/solicitude-status',
    'jurisdiccional-servi/solicitude-status',
    'Estados de solicitud (jurisdiccional)',
  ),
  statusList(
    '/jurisdiccional-servi/annexes-status',
    'jurisdiccional-servi/annexes-status',
    'Estados de anexos (jurisdiccional)',
  ),
  {
    path: '/jurisdiccional-servi/solicitude-types',
    access: 'authenticated',
    summary: 'Tipos de solicitud (jurisdiccional; id = bigquery_field)',
    itemSchema: {
      type: 'object',
      required: ['bigquery_field', 'name'],
      properties: { bigquery_field: { type: 'string' }, name: { type: 'string' } },
    },
    count: (db) => countItems(db, 'jurisdiccional-servi/solicitude-types'),
    fetch: async (db, _q, limit, offset) =>
      (await fetchItems(db, 'jurisdiccional-servi/solicitude-types', limit, offset)).map((r) => ({
        bigquery_field: r.code,
        name: r.name,
      })),
  },
];
