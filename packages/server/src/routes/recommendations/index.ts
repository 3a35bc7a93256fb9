import { LIMITS, MODULE_NAMES, RECOMMENDATION_DUE, RECOMMENDATION_STATUSES } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import { complaintWorkAccess } from '../../domain/complaint-work/access.js';
import {
  createDraft,
  issueDraft,
  readRecommendation,
  saveStep,
  setActive,
} from '../../domain/recommendations/drafting.js';
import { evidenceLink } from '../../domain/recommendations/evidence-link.js';
import { takeFollowUpStep, type FollowUpRouteStep } from '../../domain/recommendations/follow-up.js';
import {
  issuableEntities,
  listRecommendations,
  recommendationStatuses,
  type RecommendationListQuery,
} from '../../domain/recommendations/listing.js';
import { LIST_QUERY_PROPERTIES } from '../../domain/staff-admin/listing.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';

const TAG = 'Recomendaciones';
const MODULE_ID = 23;
const FILE_FIELD = /^file(-\d{1,3})?$/;
const BASE = '/dcf/recommendations';

const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 20 } },
} as const;

const LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...LIST_QUERY_PROPERTIES,
    status: { type: 'string', enum: ['draft', ...Object.keys(RECOMMENDATION_STATUSES)] },
    due_status: { type: 'string', enum: Object.keys(RECOMMENDATION_DUE) },
    is_active: { type: 'boolean' },
  },
} as const;

const FOLLOW_UP: { path: string; step: FollowUpRouteStep; summary: string }[] = [
  {
    path: 'action-plans',
    step: 'action_plan',
    summary:
      'La entidad envía su plan de acción: `target`, `text`, `actions` [{action, owner, due}] y evidencias `file-N`.',
  },
  {
    path: 'progress-reports',
    step: 'progress_report',
    summary:
      'La entidad envía un informe de avance: `target`, `text`, `progress` (0–100) y evidencias `file-N`.',
  },
  {
    path: 'tracing-recommendations',
    step: 'tracing',
    summary: 'Quien emitió registra su seguimiento: `target`, `text`.',
  },
  {
    path: 'answer',
    step: 'answer',
    summary: 'La entidad envía su respuesta final: `target`, `text` y soportes `file-N`.',
  },
  {
    path: 'close',
    step: 'close_or_reopen',
    summary:
      'Quien emitió cierra (`target`, `text`) o reabre (`reopen`: true) la recomendación en una entidad.',
  },
];

/**
 * Recommendations (portal-spec §7 `/dcf/recommendations/`; docs/recommendations-api.md). Module
 * 23 «Recomendaciones» opens the routes; who issues, answers and follows what is decided in
 * `domain/recommendations/` (the authority's staff or a defender issue, a defender only to the
 * entities they defend; an entity's users answer for their entity only).
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = complaintWorkAccess([MODULE_ID], MODULE_NAMES.recommendations);

  // ---- Create, steps, issue -----------------------------------------------------------------
  app.post<{ Body: { title?: string } }>(
    `${BASE}/create/`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Crea el borrador de una recomendación (Superintendencia o defensor).',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { title: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => reply.code(201).send(await createDraft(app, request, request.body?.title)),
  );

  app.put<{ Params: { id: string; n: string }; Body: Record<string, unknown> }>(
    `${BASE}/:id/step/:n/`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Guarda un paso del borrador: 1 {title, finding, recommendation, legal_basis}; 2 {entities, plan_term_days}.',
        params: {
          type: 'object',
          required: ['id', 'n'],
          properties: { id: { type: 'string', maxLength: 20 }, n: { type: 'string', maxLength: 3 } },
        },
        body: { type: 'object' },
      },
    },
    async (request) => saveStep(app, request, request.params.id, request.params.n, request.body ?? {}),
  );

  app.post<{ Params: { id: string } }>(
    `${BASE}/:id/finish/`,
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Emite el borrador a sus entidades (paso final).', params: ID_PARAMS },
    },
    async (request) => issueDraft(app, request, request.params.id),
  );

  // ---- Read ---------------------------------------------------------------------------------
  app.get<{ Querystring: RecommendationListQuery }>(
    `${BASE}/list/`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'La bandeja de quien consulta: una fila por recomendación y entidad (borradores propios incluidos).',
        querystring: LIST_QUERY,
      },
    },
    async (request) => listRecommendations(app, request, request.query),
  );

  app.get<{ Querystring: { page?: number; page_size?: number; search?: string } }>(
    `${BASE}/entities/`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Las entidades a las que quien consulta puede emitir recomendaciones (opciones `{id, name}`).',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...LIST_QUERY_PROPERTIES },
        },
      },
    },
    async (request) => issuableEntities(app, request, request.query.search),
  );

  app.get(
    `${BASE}/status/`,
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Los estados y plazos por los que se filtra la bandeja.' },
    },
    async () => recommendationStatuses(),
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id/company`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'La recomendación y sus copias por entidad (las de quien consulta), con su historial.',
        params: ID_PARAMS,
      },
    },
    async (request) => readRecommendation(app, request, request.params.id),
  );
  app.get<{ Params: { id: string } }>(
    `${BASE}/:id/`,
    { config: { access }, schema: { tags: [TAG], summary: 'Como `{id}/company`.', params: ID_PARAMS } },
    async (request) => readRecommendation(app, request, request.params.id),
  );

  app.patch<{ Params: { id: string }; Body: { is_active: boolean } }>(
    `${BASE}/:id/`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Activa o inactiva una recomendación (quien la emitió).',
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['is_active'],
          properties: { is_active: { type: 'boolean' } },
        },
      },
    },
    async (request) => setActive(app, request, request.params.id, request.body.is_active),
  );

  // ---- Follow-up ----------------------------------------------------------------------------
  for (const route of FOLLOW_UP) {
    app.post(
      `${BASE}/${route.path}/`,
      {
        config: { ...CONSUMER_MULTIPART, access },
        schema: {
          tags: [TAG],
          summary: route.summary,
          description: `JSON o multipart/form-data (evidencias: extensión y contenido comprobados, ${LIMITS.attachmentFileMaxMb} MB por archivo). 201 con la recomendación.`,
          consumes: ['multipart/form-data', 'application/json'],
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await takeFollowUpStep(app, request, route.step, await readForm(request, FILE_FIELD))),
    );
  }

  app.get<{ Params: { id: string; fileId: string } }>(
    `${BASE}/:id/files/:fileId/url/`,
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Enlace de descarga firmado de una evidencia.' },
    },
    async (request) => evidenceLink(app, request, request.params.id, request.params.fileId),
  );
}
