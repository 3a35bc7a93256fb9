import { JURISDICTIONAL_TEXTS as J, LIMITS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import { pagedResponse } from '../../http/pagination.js';
import { ADMIN_PAGE_SIZE, SqlFilter, orderBy } from '../staff-admin/listing.js';
import { ANALYSIS, ANNEX_KINDS, SOLICITUDE_STATUS, requiredAnnexKinds } from './prevalidation.js';
import { solipReport } from './report.js';
import { REQUEST_ORDERING, requestCount, requestPage } from './requests.js';

/** The three lists of the screens: to classify, to manage, everything. */
export const SOLIP_VIEWS = {
  classification: `r.status = ${SOLICITUDE_STATUS.filed}`,
  management: `r.status NOT IN (${SOLICITUDE_STATUS.filed}, ${SOLICITUDE_STATUS.rejected}, ${SOLICITUDE_STATUS.finished})`,
  history: 'TRUE',
} as const;

export interface SolipListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  view?: keyof typeof SOLIP_VIEWS;
  status?: number;
  solicitude_type?: string;
  cuantia?: 'minima' | 'menor' | 'mayor';
}

/** The list filter of `query` (the report uses it too). */
function listFilter(query: SolipListQuery): SqlFilter {
  const filter = new SqlFilter();
  filter.where(SOLIP_VIEWS[query.view ?? 'history']);
  filter.search(query.search, [
    'r.radicado',
    'r.claimant_name',
    'r.claimant_id_number',
    'e.name',
    'c.codigo_queja',
  ]);
  if (query.status !== undefined) filter.where(`r.status = ${filter.param(query.status)}`);
  if (query.solicitude_type) filter.where(`r.solicitude_type = ${filter.param(query.solicitude_type)}`);
  if (query.cuantia) {
    const s = '(SELECT value FROM smmlv_values s WHERE s.year = EXTRACT(YEAR FROM r.filed_on)::int)';
    const cond = {
      minima: `r.amount <= 40 * ${s}`,
      menor: `r.amount > 40 * ${s} AND r.amount <= 150 * ${s}`,
      mayor: `r.amount > 150 * ${s}`,
    };
    filter.where(cond[query.cuantia]);
  }
  return filter;
}

/** One page of the requests of `query`'s list. */
export async function listRequests(app: FastifyInstance, request: FastifyRequest, query: SolipListQuery) {
  const filter = listFilter(query);
  const order = orderBy(query.ordering, REQUEST_ORDERING, '-created_at', 'r.id DESC');
  const count = await requestCount(app.db, filter);
  return pagedResponse(request, app.config.publicUrl, {
    count,
    defaultPageSize: ADMIN_PAGE_SIZE,
    fetch: (limit, offset) => requestPage(app.db, filter, order, limit, offset),
  });
}

/** The consolidated report (xlsx) of the requests `query`'s list holds. */
export function listReport(db: Db, query: SolipListQuery): Promise<Buffer> {
  return solipReport(db, listFilter(query));
}

/** The form's definition: request types with their required annexes, annex kinds, analyses. */
export async function formDefinition(db: Db) {
  const { rows } = await db.query<{ code: string; name: string }>(
    "SELECT code, name FROM option_items WHERE list = 'jurisdiccional-servi/solicitude-types' AND is_active ORDER BY sort, code",
  );
  return {
    solicitude_types: rows.map((r) => ({
      bigquery_field: r.code,
      name: r.name,
      required_annexes: requiredAnnexKinds({ solicitude_type: r.code, attorney_name: '' }),
      required_with_attorney: requiredAnnexKinds({ solicitude_type: r.code, attorney_name: 'x' }),
    })),
    annex_kinds: ANNEX_KINDS.map((k) => ({ id: k, name: J.annexKinds[k] ?? k })),
    analysis: ANALYSIS,
    max_file_mb: LIMITS.attachmentFileMaxMb,
  };
}
