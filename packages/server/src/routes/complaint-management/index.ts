import type { FastifyInstance } from 'fastify';
import { COMPLAINT_MODULES, complaintWorkAccess, scopeToCaller } from '../../domain/complaint-work/access.js';
import { findComplaintById, updateComplaint } from '../../domain/complaints/repository.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { ID_PARAMS, ID_SCHEMA, SqlFilter, pathId } from '../../domain/staff-admin/listing.js';
import { notFoundError } from '../../http/errors.js';
import { pageQueryProperties } from '../../http/pagination.js';
import { MAX_ACTION_IDS, runAction, type ActionBody } from './actions.js';
import { complaintCount, complaintPage, staffComplaintList } from './complaint-rows.js';

const TAG = 'Quejas: gestión';

interface QueueQuery {
  page?: number;
  page_size?: number;
  filters?: string;
  ordering?: string;
}

/** The management queue (module 9): paged, sortable, filtered with the filter builder. */
export async function routes(app: FastifyInstance): Promise<void> {
  const module = COMPLAINT_MODULES.management;
  const access = complaintWorkAccess([module.id], module.name);

  app.get<{ Querystring: QueueQuery }>(
    '/complaint_management/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Bandeja de quejas: filtros, orden y estado del plazo.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQueryProperties,
            filters: { type: 'string', maxLength: 20_000, description: 'Lista JSON de condiciones.' },
            ordering: { type: 'string', maxLength: 50 },
          },
        },
      },
    },
    async (request) => staffComplaintList(app, request, true),
  );

  app.post<{ Body: ActionBody }>(
    '/complaint_management/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Acción sobre una o varias quejas: asignar, cambiar de estado, agregar una nota interna, suspender o reanudar el plazo.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['action', 'ids'],
          properties: {
            action: { type: 'string', enum: ['assign', 'change_state', 'note', 'suspend', 'resume'] },
            ids: { type: 'array', minItems: 1, maxItems: MAX_ACTION_IDS, items: ID_SCHEMA },
            direction: { anyOf: [ID_SCHEMA, { type: 'null' }] },
            analyst: { anyOf: [ID_SCHEMA, { type: 'null' }] },
            estado_cod: { type: 'integer', minimum: 0, maximum: 99 },
            reason: { type: 'string', maxLength: 2000 },
            text: { type: 'string', maxLength: 5000 },
          },
        },
      },
    },
    async (request) => {
      const ids = await runAction(app.db, request.body, adminCaller(request), new Date());
      return { action: request.body.action, updated: ids.length, ids };
    },
  );

  app.patch<{ Params: { id: string }; Body: { is_active: boolean } }>(
    '/complaint_management/:id/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Activa o inactiva una queja.',
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['is_active'],
          properties: { is_active: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const id = pathId(request.params.id);
      if (id === null) throw notFoundError();
      const filter = new SqlFilter();
      scopeToCaller(filter, caller);
      filter.where(`c.id = ${filter.param(id)}`);
      if ((await complaintCount(app.db, filter)) === 0) throw notFoundError();
      await app.db.transaction(async (tx) => {
        const before = (await findComplaintById(tx, id, { forUpdate: true }))!;
        const { rows } = await tx.query<{ is_active: boolean }>(
          'UPDATE complaints c SET is_active = $2 FROM complaints old WHERE c.id = $1 AND old.id = c.id RETURNING old.is_active',
          [id, request.body.is_active],
        );
        const was = rows[0]?.is_active === true;
        if (was === request.body.is_active) return;
        const change = { is_active: { old: was, new: request.body.is_active } };
        await updateComplaint(
          tx,
          before,
          {},
          { userId: caller.user.id, kind: 'staff' },
          'staff_active',
          new Date(),
          change,
        );
      });
      const rows = await complaintPage(app.db, filter, 'ORDER BY c.id', 1, 0, new Date());
      return rows[0];
    },
  );
}
