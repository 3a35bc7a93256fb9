import type { Db } from '../../db/driver.js';
import type { OptionListEndpoint } from '../options/option-endpoint.js';

/**
 * `GET /api/receptionpoints/`: the reception points of the supervised entities (where a consumer
 * can file a complaint with the entity itself), paged like every option list. Filter by entity
 * with `id_company` (the id of `GET /api/company/`) or `tipo_entidad` and `entidad_cod`; without a
 * filter every active point is listed. `punto_recepcion` is SmartSupervision's code for the
 * complaint field of that name. Served by the option-list plugin (this folder has no index.ts).
 */
export const RECEPTION_POINTS_ENDPOINT: OptionListEndpoint = {
  path: '/receptionpoints/',
  access: 'authenticated',
  summary: 'Puntos de recepción de las entidades vigiladas (filtrables por entidad)',
  itemSchema: {
    type: 'object',
    required: ['id', 'name'],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      punto_recepcion: { type: 'integer' },
      punto_recepcion_name: { type: ['string', 'null'] },
      company: { type: 'integer' },
      company_name: { type: 'string' },
      tipo_entidad: { type: 'integer' },
      entidad_cod: { type: 'string' },
      municipio_cod: { type: ['string', 'null'] },
      is_demo: { type: 'boolean' },
    },
  },
  query: {
    id_company: {
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'id de la entidad (company/)',
    },
    tipo_entidad: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
    entidad_cod: { type: 'string', maxLength: 10 },
  },
  count: async (db: Db, q) => {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM}`, filter(q));
    return Number(rows[0]?.n ?? 0);
  },
  fetch: async (db: Db, q, limit, offset) => {
    const { rows } = await db.query(
      `SELECT r.id, r.name, r.punto_recepcion, o.name AS punto_recepcion_name, e.id AS company,
              e.name AS company_name, r.tipo_entidad, r.entidad_cod, r.municipio_cod, r.is_demo
       ${FROM} ORDER BY e.name, r.tipo_entidad, r.id LIMIT $4 OFFSET $5`,
      [...filter(q), limit, offset],
    );
    return rows;
  },
};

const FROM = `FROM reception_points r
  JOIN supervised_entities e ON e.tipo_entidad = r.tipo_entidad AND e.entidad_cod = r.entidad_cod
  LEFT JOIN option_items o ON o.list = 'receptionpoints' AND o.code = r.punto_recepcion::text
  WHERE r.is_active AND e.is_active
    AND ($1::int IS NULL OR e.id = $1)
    AND ($2::int IS NULL OR r.tipo_entidad = $2)
    AND ($3::text IS NULL OR r.entidad_cod = $3)`;

function filter(q: Record<string, unknown>): unknown[] {
  return [q.id_company ?? null, q.tipo_entidad ?? null, q.entidad_cod ?? null];
}
