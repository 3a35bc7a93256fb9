import { COMPLAINT_STATE } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import { COMPLAINT_MODULES, complaintWorkAccess, scopeToCaller } from '../../domain/complaint-work/access.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { ADMIN_PAGE_SIZE, SqlFilter, isoOrNull } from '../../domain/staff-admin/listing.js';
import { pageQueryProperties, pagedResponse } from '../../http/pagination.js';
import { queueOrder, complaintCount, complaintPage } from '../complaint-management/complaint-rows.js';
import { applyFilters, parseFilters } from '../dashboard-filters/complaint-filter.js';

const TAG = 'Quejas: desistimientos';

/** Desisted complaints (module 12), with the consumer's reason and when they desisted. */
export async function routes(app: FastifyInstance): Promise<void> {
  const module = COMPLAINT_MODULES.desisted;
  const access = complaintWorkAccess([module.id], module.name);

  app.get<{ Querystring: { page?: number; page_size?: number; filters?: string; ordering?: string } }>(
    '/complaint_desisted/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Quejas desistidas por el consumidor.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQueryProperties,
            filters: { type: 'string', maxLength: 20_000 },
            ordering: { type: 'string', maxLength: 50 },
          },
        },
      },
    },
    async (request) => {
      const now = new Date();
      const conditions = parseFilters(request.query.filters);
      const order = queueOrder(request.query.ordering);
      const filter = new SqlFilter();
      scopeToCaller(filter, adminCaller(request));
      filter.where(`c.estado_cod = ${COMPLAINT_STATE.desisted}`);
      applyFilters(filter, conditions, now);
      const count = await complaintCount(app.db, filter);
      return pagedResponse(request, app.config.publicUrl, {
        count,
        defaultPageSize: ADMIN_PAGE_SIZE,
        fetch: async (limit, offset) => {
          const rows = await complaintPage(app.db, filter, order, limit, offset, now);
          if (rows.length === 0) return [];
          const { rows: extra } = await app.db.query<Record<string, unknown>>(
            `SELECT c.id, c.argumento_desistimiento,
                    (SELECT max(v.changed_at) FROM complaint_versions v
                      WHERE v.complaint_id = c.id AND v.estado_to = $2 AND v.estado_from IS DISTINCT FROM $2) AS desisted_at
               FROM complaints c WHERE c.id = ANY($1::int[])`,
            [rows.map((r) => r.id), COMPLAINT_STATE.desisted],
          );
          const byId = new Map(extra.map((e) => [Number(e.id), e]));
          return rows.map((r) => ({
            ...r,
            argumento_desistimiento: (byId.get(r.id)?.argumento_desistimiento as string | null) ?? null,
            fecha_desistimiento: isoOrNull(byId.get(r.id)?.desisted_at),
          }));
        },
      });
    },
  );
}
