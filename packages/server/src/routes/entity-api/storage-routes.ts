import { API_ERROR_TEXTS, ENTITY_API_MESSAGES, ENTITY_API_TEXTS, LIMITS, SERVER_TEXTS } from '../../core.js';
import { signedInAccess } from '../../access/route-policy.js';
import type { FastifyInstance } from 'fastify';
import { attachEntityFile, contentHash, sameFile } from '../../domain/complaints/entity-service.js';
import { FINAL_ANSWER_MARKER, entityDocuments } from '../../domain/complaints/entity-rules.js';
import { findComplaintById, findStoredFile, listComplaintFiles } from '../../domain/complaints/repository.js';
import { guardView } from '../../domain/complaints/service.js';
import { canAttach } from '../../domain/complaints/state-machine.js';
import type { FieldProblems } from '../../domain/complaints/validation.js';
import { ApiError, notFoundError, validationError } from '../../http/errors.js';
import { pagedResponse, pageQueryProperties } from '../../http/pagination.js';
import { uploadProblems } from '../../services/storage/upload-rules.js';
import { complaintDeps } from '../complaints/context.js';
import { prepareFiles } from '../complaints/consumer-input.js';
import { readForm } from '../complaints/form-input.js';
import {
  ENTITY_API_TAG,
  ENTITY_PAGE_SIZE,
  callerEntity,
  entityComplaint,
  entityFileJson,
} from './entity-context.js';
import { entityErrors } from './entity-input.js';

/** The filter parameter of `GET /api/storage/` (Django's lookup through the complaint). */
export const STORAGE_FILTER = 'codigo_queja__codigo_queja';

/** Longest `type` of an entity document. */
export const DOCUMENT_TYPE_MAX_LENGTH = 50;

// No entity-api limit on a complaint's total: each file is checked on its own.
const NO_TOTAL_MB = 1_000_000;

const MAX_ID = 2_147_483_647;

/** Files are cut (not refused mid-stream) one byte past the limit, so the answer is the house 400. */
const ENTITY_MULTIPART = {
  multipartOptions: {
    limits: { fileSize: LIMITS.entityFileMaxMb * 1024 * 1024 + 1 },
    throwFileSizeLimit: false,
  },
};

/** The house-shaped 406 of the storage list. */
function notAcceptable(detail: string): ApiError {
  return new ApiError(406, { status_code: 406, detail });
}

/** A text field of the upload form: required, not blank, at most `max` characters. */
function textField(fields: Record<string, unknown>, name: string, max: number, problems: FieldProblems) {
  const raw = fields[name];
  if (raw === undefined) problems[name] = [API_ERROR_TEXTS.fieldRequired];
  else if (String(raw).trim() === '') problems[name] = [SERVER_TEXTS.fieldBlank];
  else if ([...String(raw).trim()].length > max) problems[name] = [SERVER_TEXTS.fieldMaxLength(max)];
  return String(raw ?? '').trim();
}

/** `/api/storage/`: an entity's view of complaint files, and its uploads (momentos 1 and 2). */
export async function storageRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/storage/',
    {
      config: { access: signedInAccess(['entity-client'], 'own-complaints', ENTITY_API_MESSAGES.entityOnly) },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'Anexos de una queja de la entidad (momento 1)',
        description: `\`?${STORAGE_FILTER}=<codigo_queja>\` (obligatorio). Paginado: \`{count, pages, next, previous, results,
current_page}\`; cada elemento \`{id, file, type, state, codigo_queja, name}\`, donde \`file\` es un enlace de descarga
firmado válido ${LIMITS.downloadLinkMinutes} minutos (sin firma ni token). Sin filtro: 406 "${API_ERROR_TEXTS.storageFilterMissing}";
código vacío: 406 "${API_ERROR_TEXTS.storageCodeEmpty}"; queja de otra entidad o inexistente: 404.`,
        querystring: {
          type: 'object',
          properties: { [STORAGE_FILTER]: { type: 'string', maxLength: 60 }, ...pageQueryProperties },
        },
      },
    },
    async (request) => {
      const entity = callerEntity(request);
      const filter = (request.query as Record<string, unknown>)[STORAGE_FILTER];
      if (filter === undefined) throw notAcceptable(API_ERROR_TEXTS.storageFilterMissing);
      if (String(filter).trim() === '') throw notAcceptable(API_ERROR_TEXTS.storageCodeEmpty);
      const complaint = await entityComplaint(app, entity, String(filter));
      const files = await listComplaintFiles(app.db, complaint.id);
      const now = new Date();
      return pagedResponse(request, app.config.publicUrl, {
        count: files.length,
        defaultPageSize: ENTITY_PAGE_SIZE,
        fetch: async (limit, offset) =>
          files
            .slice(offset, offset + limit)
            .map((f) => entityFileJson(app, request, f, complaint.codigo_queja, now)),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/storage/:id/',
    {
      config: { access: signedInAccess(['entity-client'], 'own-complaints', ENTITY_API_MESSAGES.entityOnly) },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'Un anexo de una queja de la entidad',
        description:
          '`{id, file, type, state, codigo_queja, name}`, o 404 si no existe o es de otra entidad.',
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 20 } } },
      },
    },
    async (request) => {
      const entity = callerEntity(request);
      const { id } = request.params;
      if (!/^\d{1,10}$/.test(id) || Number(id) > MAX_ID) throw notFoundError();
      const file = await findStoredFile(app.db, Number(id));
      const complaint = file?.complaint_id ? await findComplaintById(app.db, file.complaint_id) : null;
      if (
        !file ||
        !complaint ||
        complaint.tipo_entidad !== entity.tipo_entidad ||
        complaint.entidad_cod !== entity.entidad_cod
      ) {
        throw notFoundError();
      }
      return entityFileJson(app, request, file, complaint.codigo_queja);
    },
  );

  app.post(
    '/storage/',
    {
      config: {
        ...ENTITY_MULTIPART,
        access: signedInAccess(['entity-client'], 'own-complaints', ENTITY_API_MESSAGES.entityOnly),
      },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'Carga un documento de la entidad a una queja (momentos 2 y 3)',
        description: `multipart/form-data: \`file\`, \`type\` (≤ ${DOCUMENT_TYPE_MAX_LENGTH}) y \`codigo_queja\`; la firma cubre
\`{"codigo_queja": ..., "type": ...}\` en cualquier orden. ${LIMITS.entityFileMaxMb} MB; pdf, jpg, jpeg, png, mp4, doc, docx,
xls, xlsx, bmp, mp3, msg o csv, con sus primeros bytes revisados. El mismo archivo dos veces en una queja: 400
"El anexo ya existe, con el ID [n]."; queja cerrada o desistida: 400 "${ENTITY_API_MESSAGES.attachClosed}". Los nombres
con RESP_FINAL_SFC (respuesta final) e INV_FRAUDE_SFC (investigación de fraude) habilitan el cierre y el reporte de
fraude. Éxito 201 \`{id, file, type, state, codigo_queja, name}\`.`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const entity = callerEntity(request);
      const form = await readForm(request, /^file$/);
      const problems: FieldProblems = { ...form.problems };
      const code = textField(form.fields, 'codigo_queja', 60, problems);
      const type = textField(form.fields, 'type', DOCUMENT_TYPE_MAX_LENGTH, problems);
      if (form.files.length === 0) problems.file ??= [API_ERROR_TEXTS.fieldRequired];
      else if (form.files.length > 1) problems.file ??= [ENTITY_API_MESSAGES.oneFileOnly];
      if (Object.keys(problems).length > 0) throw validationError(problems);

      const complaint = await entityComplaint(app, entity, code);
      if (!canAttach(await guardView(app.db, complaint)).allowed) {
        throw validationError({
          [SERVER_TEXTS.nonFieldKey]: [await closedUploadMessage(app, complaint, form.files)],
        });
      }
      const fileProblems = uploadProblems(form.files, {
        maxFileMb: LIMITS.entityFileMaxMb,
        totalMb: NO_TOTAL_MB,
      });
      if (Object.keys(fileProblems).length > 0) throw validationError(fileProblems);
      const upload = form.files[0]!;
      // Checked again under the row lock; this early answer spares writing the bytes to storage.
      const twin = sameFile(await listComplaintFiles(app.db, complaint.id), contentHash(upload.data));
      if (twin) throw validationError({ file: [API_ERROR_TEXTS.attachmentDuplicate(twin.id)] });

      const [prepared] = prepareFiles([upload], () => 'entity');
      const stored = await entityErrors(
        () =>
          attachEntityFile(
            complaintDeps(app, request),
            complaint.id,
            { ...prepared!, type },
            {
              userId: request.user!.id,
              kind: 'entity',
            },
          ),
        'file',
      );
      return reply.code(201).send(entityFileJson(app, request, stored, complaint.codigo_queja));
    },
  );
}

/**
 * Why a finished complaint refuses an upload: a second final-answer document (its name has
 * RESP_FINAL_SFC) when the entity already sent one → "ya cuenta con un documento de respuesta
 * final"; anything else → "No se puede actualizar el anexo debido a que la Queja se encuentra
 * cerrada".
 */
async function closedUploadMessage(
  app: FastifyInstance,
  complaint: { id: number },
  files: readonly { filename: string }[],
): Promise<string> {
  const finalAnswer = files.some((f) => f.filename.toUpperCase().includes(FINAL_ANSWER_MARKER));
  if (finalAnswer && entityDocuments(await listComplaintFiles(app.db, complaint.id)).finalAnswer) {
    return ENTITY_API_TEXTS.finalAnswerAlreadySent;
  }
  return ENTITY_API_MESSAGES.attachClosed;
}
