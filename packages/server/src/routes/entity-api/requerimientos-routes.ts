import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR_TEXTS, ENTITY_API_MESSAGES, LIMITS, SERVER_TEXTS } from '../../core.js';
import { signedInAccess } from '../../access/route-policy.js';
import { toBogotaLocal } from '../../domain/complaints/dates.js';
import { findStoredFile } from '../../domain/complaints/repository.js';
import {
  answerEntityRequest,
  checkAnswerText,
  entityRequestsOfComplaint,
  requestForEntities,
  type EntityRequestView,
} from '../../domain/case-work/entity-requests.js';
import { pathId } from '../../domain/staff-admin/listing.js';
import { validationError } from '../../http/errors.js';
import { pagedResponse, pageQueryProperties } from '../../http/pagination.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { uploadProblems } from '../../services/storage/upload-rules.js';
import { prepareFiles } from '../complaints/consumer-input.js';
import { readForm } from '../complaints/form-input.js';
import {
  ENTITY_API_TAG,
  ENTITY_PAGE_SIZE,
  callerEntity,
  entityComplaint,
  entityFileJson,
} from './entity-context.js';

/** Files of an answer: one or more `file` parts, each within the entity upload limit. */
const ENTITY_MULTIPART = {
  multipartOptions: {
    limits: { fileSize: LIMITS.entityFileMaxMb * 1024 * 1024 + 1 },
    throwFileSizeLimit: false,
  },
};
const NO_TOTAL_MB = 1_000_000;
const PARAMS = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 60 }, rid: { type: 'string', maxLength: 20 } },
} as const;
const STATUS: Readonly<Record<string, string>> = {
  open: 'abierto',
  overdue: 'vencido',
  answered: 'respondido',
};

/** A requerimiento as the entity API answers it (Spanish names and Bogotá local times, as the rest of the API). */
async function requerimientoJson(app: FastifyInstance, request: FastifyRequest, r: EntityRequestView) {
  const documents = [];
  for (const d of r.answer?.documents ?? []) {
    const file = await findStoredFile(app.db, d.id_storage);
    if (file) documents.push(entityFileJson(app, request, file, r.codigo_queja));
  }
  return {
    id: r.id,
    codigo_queja: r.codigo_queja,
    texto: r.text,
    plazo_dias_habiles: r.term_days,
    fecha_requerimiento: r.requested_at === null ? null : toBogotaLocal(r.requested_at),
    fecha_vencimiento: r.due_day,
    estado: STATUS[r.status] ?? r.status,
    respuesta:
      r.answer === null
        ? null
        : {
            texto: r.answer.text,
            fecha_respuesta: r.answer.answered_at === null ? null : toBogotaLocal(r.answer.answered_at),
            documentos: documents,
          },
  };
}

/**
 * Requerimientos of the authority through the entity API (entity-api.md, "Requerimientos"): the
 * entity lists those of one of its complaints and answers one with text and documents. New
 * paths only: existing clients see nothing new.
 */
export async function requerimientosRoutes(app: FastifyInstance): Promise<void> {
  const access = signedInAccess(['entity-client'], 'own-complaints', ENTITY_API_MESSAGES.entityOnly);

  app.get<{ Params: { id: string } }>(
    '/queja/:id/requerimientos/',
    {
      config: { access },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'Requerimientos de la Superintendencia sobre una queja de la entidad',
        description:
          'Paginado: `{count, pages, next, previous, results, current_page}`; cada elemento `{id, codigo_queja, texto, plazo_dias_habiles, fecha_requerimiento, fecha_vencimiento, estado ("abierto", "vencido", "respondido"), respuesta}`. Queja de otra entidad o inexistente: 404.',
        params: PARAMS,
        querystring: { type: 'object', properties: { ...pageQueryProperties } },
      },
    },
    async (request) => {
      const complaint = await entityComplaint(app, callerEntity(request), request.params.id);
      const all = await entityRequestsOfComplaint(app.db, complaint, new Date());
      return pagedResponse(request, app.config.publicUrl, {
        count: all.length,
        defaultPageSize: ENTITY_PAGE_SIZE,
        fetch: async (limit, offset) =>
          Promise.all(all.slice(offset, offset + limit).map((r) => requerimientoJson(app, request, r))),
      });
    },
  );

  app.post<{ Params: { id: string; rid: string } }>(
    '/queja/:id/requerimientos/:rid/respuesta/',
    {
      config: { ...ENTITY_MULTIPART, access },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'Responde un requerimiento de la Superintendencia',
        description: `multipart/form-data: \`texto\` (1–5000) y, opcionalmente, uno o más \`file\` (${LIMITS.entityFileMaxMb} MB cada uno; las extensiones y primeros bytes de \`POST /api/storage/\`). La firma cubre los campos de texto: \`{"texto": ...}\`. Éxito 201 con el requerimiento respondido; ya respondido: 400 \`{"texto": ["Este requerimiento ya fue respondido."]}\`.`,
        params: PARAMS,
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const entity = callerEntity(request);
      const complaint = await entityComplaint(app, entity, request.params.id);
      const target = await requestForEntities(app.db, pathId(request.params.rid), entity, complaint.id);
      const form = await readForm(request, /^file$/);
      const problems: Record<string, string[]> = { ...form.problems };
      for (const key of Object.keys(form.fields))
        if (key !== 'texto') problems[key.slice(0, 100)] = [SERVER_TEXTS.fieldUnknown];
      if (form.fields.texto === undefined) problems.texto = [API_ERROR_TEXTS.fieldRequired];
      if (Object.keys(problems).length > 0) throw validationError(problems);
      let text: string;
      try {
        text = checkAnswerText(form.fields.texto);
      } catch {
        throw validationError({
          texto: [
            String(form.fields.texto).trim() === ''
              ? SERVER_TEXTS.fieldBlank
              : SERVER_TEXTS.fieldMaxLength(5000),
          ],
        });
      }
      const fileProblems = uploadProblems(form.files, {
        maxFileMb: LIMITS.entityFileMaxMb,
        totalMb: NO_TOTAL_MB,
      });
      if (Object.keys(fileProblems).length > 0) throw validationError(fileProblems);
      const files = prepareFiles(form.files, () => 'entity').map((f) => ({ ...f, type: 'REQUERIMIENTO' }));
      try {
        const view = await answerEntityRequest(
          app.db,
          storageFor(app),
          Number(target.id),
          text,
          files,
          { userId: request.user!.id, kind: 'entity' },
          new Date(),
        );
        return reply.code(201).send(await requerimientoJson(app, request, view));
      } catch (error) {
        // The domain names the field `text`; the entity API's field is `texto`.
        const body = (error as { body?: { message?: Record<string, string[]> } }).body;
        if (body?.message?.text) throw validationError({ texto: body.message.text });
        throw error;
      }
    },
  );
}
