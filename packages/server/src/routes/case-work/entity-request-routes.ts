import type { FastifyInstance } from 'fastify';
import { API_ERROR_TEXTS, SERVER_TEXTS } from '../../core.js';
import { COMPLAINT_MODULES, complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { EV_ALERTS_MODULE } from '../../domain/alerts/ev-alerts.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { pathId } from '../../domain/staff-admin/listing.js';
import { validationError } from '../../http/errors.js';
import { pagedResponse, pageQueryProperties } from '../../http/pagination.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { uploadProblems } from '../../services/storage/upload-rules.js';
import {
  answerEntityRequest,
  checkAnswerText,
  entityRequestsOf,
  requestForEntities,
  type RequestListStatus,
} from '../../domain/case-work/entity-requests.js';
import { CONSUMER_UPLOAD_LIMITS, prepareFiles } from '../complaints/consumer-input.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';
import { CASE_WORK_TAG, linkSigner } from './shared.js';

/** The file fields of an answer: `file-0`, `file-1`… */
const FILE_FIELD = /^file-\d{1,3}$/;

/**
 * Requerimientos as the entity's EV users read and answer them on their screens
 * (docs/case-work-api.md): only their entities' (another's → 404). The entity's API account
 * does the same through `routes/entity-api/requerimientos-routes.ts`.
 */
export async function entityRequestRoutes(app: FastifyInstance): Promise<void> {
  const access = complaintWorkAccess(
    [COMPLAINT_MODULES.management.id, EV_ALERTS_MODULE],
    COMPLAINT_MODULES.management.name,
    {
      actors: ['ev'],
    },
  );

  app.get<{ Querystring: { status?: RequestListStatus; page?: number; page_size?: number } }>(
    '/case_work/entity_requests/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Requerimientos de la Superintendencia a las entidades del usuario.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: ['open', 'overdue', 'answered', 'all'] },
            ...pageQueryProperties,
          },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const now = new Date();
      const link = linkSigner(app, request, now);
      const status = request.query.status ?? 'open';
      const page = await pagedResponse(request, app.config.publicUrl, {
        count: (await entityRequestsOf(app.db, caller.entityIds ?? [], status, 0, 0, now)).count,
        defaultPageSize: 10,
        fetch: async (limit, offset) => {
          const { results } = await entityRequestsOf(
            app.db,
            caller.entityIds ?? [],
            status,
            limit,
            offset,
            now,
          );
          return results.map((r) => ({
            ...r,
            answer: r.answer && {
              ...r.answer,
              documents: r.answer.documents.map((d) => ({ ...d, url_file: link(d.id_storage) })),
            },
          }));
        },
      });
      return page;
    },
  );

  app.post<{ Params: { id: string } }>(
    '/case_work/entity_requests/:id/answer/',
    {
      config: { ...CONSUMER_MULTIPART, access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Responde un requerimiento con texto y documentos (multipart: `text`, `file-0`…).',
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 20 } } },
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const caller = adminCaller(request);
      const now = new Date();
      const request_ = await requestForEntities(app.db, pathId(request.params.id), {
        ids: caller.entityIds ?? [],
      });
      const form = await readForm(request, FILE_FIELD);
      const problems: Record<string, string[]> = { ...form.problems };
      for (const key of Object.keys(form.fields))
        if (key !== 'text') problems[key.slice(0, 100)] = [SERVER_TEXTS.fieldUnknown];
      if (form.fields.text === undefined) problems.text = [API_ERROR_TEXTS.fieldRequired];
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const text = checkAnswerText(form.fields.text);
      const fileProblems = uploadProblems(form.files, { ...CONSUMER_UPLOAD_LIMITS, existingBytes: 0 });
      if (Object.keys(fileProblems).length > 0) throw validationError(fileProblems);
      const files = prepareFiles(form.files, () => 'entity').map((f) => ({ ...f, type: 'REQUERIMIENTO' }));
      const view = await answerEntityRequest(
        app.db,
        storageFor(app),
        Number(request_.id),
        text,
        files,
        { userId: caller.user.id, kind: 'entity' },
        now,
      );
      const link = linkSigner(app, request, now);
      return reply.code(201).send({
        ...view,
        answer: view.answer && {
          ...view.answer,
          documents: view.answer.documents.map((d) => ({ ...d, url_file: link(d.id_storage) })),
        },
      });
    },
  );
}
