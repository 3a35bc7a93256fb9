import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminCaller } from './access.js';
import { COMPANY_SELECT, companyFromRow } from './companies.js';
import { SqlFilter, listPage, orderBy } from './listing.js';

const ORDERING: Record<string, string[]> = {
  name: ['e.name_sort_key'],
  tipo_entidad: ['e.tipo_entidad', "lpad(e.entidad_cod, 10, '0')"],
  entidad_cod: ["lpad(e.entidad_cod, 10, '0')"],
  nit: ['e.nit'],
  created_at: ['e.created_at'],
  id: ['e.id'],
};

export interface CompanyListQuery {
  search?: string;
  ordering?: string;
  is_active?: boolean;
  tipo_entidad?: number;
  company_group?: string;
}

/** One page of the supervised entities the caller sees (their own only for an entity's staff). */
export async function listCompanies(app: FastifyInstance, request: FastifyRequest, q: CompanyListQuery) {
  const caller = adminCaller(request);
  const filter = new SqlFilter();
  if (caller.entityIds !== null) filter.where(`e.id = ANY(${filter.param(caller.entityIds)}::int[])`);
  filter.search(q.search, [
    'e.name',
    "COALESCE(e.nit, '')",
    'e.entidad_cod',
    "e.tipo_entidad::text || '-' || e.entidad_cod",
  ]);
  if (q.is_active !== undefined) filter.where(`e.is_active = ${filter.param(q.is_active)}`);
  if (q.tipo_entidad !== undefined) filter.where(`e.tipo_entidad = ${filter.param(q.tipo_entidad)}`);
  if (q.company_group)
    filter.where(`COALESCE(e.company_group, t.company_group) = ${filter.param(q.company_group)}`);
  const order = orderBy(q.ordering, ORDERING, 'name', 'e.id');
  return listPage(app, request, {
    count: 'FROM supervised_entities e JOIN entity_types t ON t.tipo_entidad = e.tipo_entidad',
    rows: COMPANY_SELECT,
    filter,
    order,
    map: companyFromRow,
    samePlan: true,
  });
}
