import type { FastifyInstance } from 'fastify';
import { COMPLAINT_MODULES, complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { ID_PARAMS, pathId } from '../../domain/staff-admin/listing.js';
import {
  TEMPLATE_KINDS,
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
  type TemplateInput,
} from '../../domain/case-work/templates.js';
import { CASE_WORK_TAG } from './shared.js';

const TEMPLATE_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 1000 },
    kind: { type: 'string', maxLength: 50 },
    body: { type: 'string', maxLength: 20_000 },
  },
} as const;

/** Templates of the caller's direction (docs/case-work-api.md, "Templates per direction"): authority staff only. */
export async function templateRoutes(app: FastifyInstance): Promise<void> {
  const module = COMPLAINT_MODULES.management;
  const access = complaintWorkAccess([module.id], module.name, { actors: ['authority'] });

  app.get<{ Querystring: { kind?: string } }>(
    '/case_work/templates/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Plantillas de la dirección de quien consulta.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { kind: { type: 'string', enum: [...TEMPLATE_KINDS] } },
        },
      },
    },
    async (request) => ({
      results: await listTemplates(app.db, adminCaller(request).user.id, request.query.kind),
    }),
  );

  app.post<{ Body: TemplateInput }>(
    '/case_work/templates/',
    {
      config: { access },
      schema: { tags: [CASE_WORK_TAG], summary: 'Crea una plantilla de la dirección.', body: TEMPLATE_BODY },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createTemplate(app.db, adminCaller(request).user.id, request.body ?? {}, new Date())),
  );

  app.put<{ Params: { id: string }; Body: TemplateInput }>(
    '/case_work/templates/:id/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Modifica una plantilla de la dirección.',
        params: ID_PARAMS,
        body: TEMPLATE_BODY,
      },
    },
    async (request) =>
      updateTemplate(
        app.db,
        adminCaller(request).user.id,
        pathId(request.params.id),
        request.body ?? {},
        new Date(),
      ),
  );

  app.delete<{ Params: { id: string } }>(
    '/case_work/templates/:id/',
    {
      config: { access },
      schema: { tags: [CASE_WORK_TAG], summary: 'Elimina una plantilla de la dirección.', params: ID_PARAMS },
    },
    async (request, reply) => {
      await deleteTemplate(app.db, adminCaller(request).user.id, pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
