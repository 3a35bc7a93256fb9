import type { FastifyInstance } from 'fastify';
import { COMPLAINT_MODULES, complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { ID_PARAMS, pathId } from '../../domain/staff-admin/listing.js';
import { caseComplaint } from '../../domain/case-work/case-scope.js';
import { caseView } from '../../domain/case-work/case-view.js';
import { caseTimeline } from '../../domain/case-work/timeline.js';
import { deleteView, listViews, saveView, type SavedViewInput } from '../../domain/case-work/views.js';
import { caseActionRoutes } from './action-routes.js';
import { templateRoutes } from './template-routes.js';
import { entityRequestRoutes } from './entity-request-routes.js';
import { CASE_WORK_TAG, linkSigner } from './shared.js';

/**
 * The analyst's case workspace (docs/case-work-api.md): views with counters, the case view and its
 * timeline here; actions, templates and requerimientos in their own files.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const module = COMPLAINT_MODULES.management;
  const access = complaintWorkAccess([module.id], module.name);

  app.get<{ Querystring: { counts?: boolean } }>(
    '/case_work/views/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Vistas de la bandeja (predefinidas y guardadas) con su contador.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { counts: { type: 'boolean' } },
        },
      },
    },
    async (request) => ({
      results: await listViews(
        app.db,
        adminCaller(request),
        new Date(),
        app.config.exactCountLimit,
        request.query.counts !== false,
      ),
    }),
  );

  app.post<{ Body: SavedViewInput }>(
    '/case_work/views/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Guarda una vista de la bandeja (personal o compartida con la dirección).',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: { type: 'string', maxLength: 200 },
            filters: {
              anyOf: [
                { type: 'array', maxItems: 100 },
                { type: 'string', maxLength: 20_000 },
              ],
            },
            shared: { type: 'boolean' },
          },
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await saveView(
            app.db,
            adminCaller(request),
            request.body ?? {},
            new Date(),
            app.config.exactCountLimit,
          ),
        ),
  );

  app.delete<{ Params: { id: string } }>(
    '/case_work/views/:id/',
    {
      config: { access },
      schema: { tags: [CASE_WORK_TAG], summary: 'Elimina una vista guardada propia.', params: ID_PARAMS },
    },
    async (request, reply) => {
      await deleteView(app.db, adminCaller(request).user.id, pathId(request.params.id));
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/case_work/complaints/:id/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary:
          'Todo lo que se sabe de una queja: datos, respuesta de la entidad, requerimientos, asignación y plazo.',
        params: ID_PARAMS,
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const now = new Date();
      const complaint = await caseComplaint(app.db, caller, pathId(request.params.id));
      return caseView(app.db, complaint, caller, now, linkSigner(app, request, now));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/case_work/complaints/:id/timeline/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Línea de tiempo única de la queja, con el nombre de quien actuó.',
        params: ID_PARAMS,
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const now = new Date();
      const complaint = await caseComplaint(app.db, caller, pathId(request.params.id));
      return {
        results: await caseTimeline(
          app.db,
          complaint.id,
          caller.entityIds === null,
          now,
          linkSigner(app, request, now),
        ),
      };
    },
  );

  await app.register(caseActionRoutes);
  await app.register(templateRoutes);
  await app.register(entityRequestRoutes);
}
