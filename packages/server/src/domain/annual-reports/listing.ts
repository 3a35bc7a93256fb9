import { ANNUAL_REPORT_STATES } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagedResponse } from '../../http/pagination.js';
import { toBogotaLocal } from '../complaints/dates.js';
import { adminCaller } from '../staff-admin/access.js';
import { FULL_NAME_SQL } from '../staff-admin/accounts.js';
import { ADMIN_PAGE_SIZE, SqlFilter, orderBy } from '../staff-admin/listing.js';
import { scopeReports } from './repository.js';

const ORDERING: Record<string, string[]> = {
  year: ['r.year'],
  state: ['r.state'],
  updated_at: ['r.updated_at'],
  submitted_at: ['r.submitted_at'],
  dcf: ['sfc_fold(dcf_name)'],
};

export interface AnnualReportListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  state?: string;
  year?: number;
}

/** The annual reports the caller may see (their entities' only for a defender or an entity's staff). */
export async function listReports(app: FastifyInstance, request: FastifyRequest, q: AnnualReportListQuery) {
  const caller = adminCaller(request);
  const filter = new SqlFilter();
  scopeReports(filter, caller.entityIds);
  if (q.state) filter.where(`r.state = ${filter.param(q.state)}`);
  if (q.year) filter.where(`r.year = ${filter.param(q.year)}`);
  filter.search(q.search, [
    FULL_NAME_SQL,
    `(SELECT string_agg(e.name, ' ') FROM annual_report_entities x JOIN supervised_entities e ON e.id = x.entity_id WHERE x.report_id = r.id)`,
  ]);
  const from = `FROM annual_reports r JOIN persons p ON p.user_id = r.dcf_user_id ${filter.sql()}`;
  const count = Number(
    (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, filter.params)).rows[0]!.n,
  );
  const order = orderBy(q.ordering, ORDERING, '-updated_at', 'r.id DESC');
  return pagedResponse(request, app.config.publicUrl, {
    count,
    defaultPageSize: ADMIN_PAGE_SIZE,
    fetch: async (limit, offset) => {
      const { rows } = await app.db.query<{
        id: number;
        year: number;
        state: keyof typeof ANNUAL_REPORT_STATES;
        dcf_name: string;
        entities: string | null;
        updated_at: Date;
        submitted_at: Date | null;
      }>(
        `SELECT r.id, r.year, r.state, ${FULL_NAME_SQL} AS dcf_name, r.updated_at, r.submitted_at,
                (SELECT string_agg(e.name, ', ' ORDER BY e.name) FROM annual_report_entities x
                   JOIN supervised_entities e ON e.id = x.entity_id WHERE x.report_id = r.id) AS entities
           FROM (SELECT r.*, ${FULL_NAME_SQL} AS dcf_name ${from}) r JOIN persons p ON p.user_id = r.dcf_user_id
           ${order} LIMIT ${filter.param(limit)} OFFSET ${filter.param(offset)}`,
        filter.params,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        year: r.year,
        state: r.state,
        state_name: ANNUAL_REPORT_STATES[r.state],
        dcf_name: r.dcf_name.replace(/\s+/g, ' ').trim(),
        entities: r.entities ?? '',
        updated_at: toBogotaLocal(r.updated_at),
        submitted_at: r.submitted_at ? toBogotaLocal(r.submitted_at) : null,
      }));
    },
  });
}
