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
import { templateDirections } from '../../domain/case-work/template-managers.js';
import { CASE_WORK_TAG } from './shared.js';

const TEMPLATE_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 1000 },
    kind: { type: 'string', maxLength: 50 },
    body: { type: 'string', maxLength: 20_000 },
    direction: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    is_active: { type: 'boolean' },
  },
} as const;

/**
 * Templates per direction (docs/case-work-api.md, "Templates per direction"): authority staff only;
 * who may change a direction's templates (its coordinator, administrators) is decided in the domain.
 */
export async function templateRoutes(app: FastifyInstance): Promise<void> {
  const module = COMPLAINT_MODULES.management;
  const access = complaintWorkAccess([module.id], module.name, { actors: ['authority'] });

  app.get<{ Querystring: { kind?: string; direction?: number; include_inactive?: boolean } }>(
    '/case_work/templates/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Plantillas de una dirección (por omisión, la de quien consulta).',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            kind: { type: 'string', enum: [...TEMPLATE_KINDS] },
            direction: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            include_inactive: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => ({
      results: await listTemplates(app.db, adminCaller(request).user.id, {
        kind: request.query.kind,
        direction: request.query.direction,
        includeInactive: request.query.include_inactive,
      }),
    }),
  );

  app.get(
    '/case_work/templates/directions/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'La dirección de quien consulta y las direcciones cuyas plantillas administra.',
      },
    },
    async (request) => templateDirections(app.db, adminCaller(request).user.id),
  );

  app.post<{ Body: TemplateInput }>(
    '/case_work/templates/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Crea una plantilla en una dirección que administras.',
        body: TEMPLATE_BODY,
      },
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
        summary: 'Modifica, desactiva o reactiva una plantilla de una dirección que administras.',
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
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Elimina una plantilla de una dirección que administras.',
        params: ID_PARAMS,
      },
    },
    async (request, reply) => {
      await deleteTemplate(app.db, adminCaller(request).user.id, pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
