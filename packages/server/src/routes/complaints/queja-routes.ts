import { COMPLAINT_MESSAGES, LIMITS, SERVER_TEXTS, YES_NO } from '../../core.js';
import { signedInAccess } from '../../access/route-policy.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyConsumerAction, fileComplaint } from '../../domain/complaints/service.js';
import { parseComplaintFields } from '../../domain/complaints/validation.js';
import { ApiError, throttledError, validationError } from '../../http/errors.js';
import { countedPagedResponse, pageQueryProperties } from '../../http/pagination.js';
import { hitThrottle } from '../../services/throttle.js';
import { ownComplaint } from './access.js';
import { complaintDeps } from './context.js';
import { COMPLAINT_FILE_FIELD, CONSUMER_UPLOAD_LIMITS, readConsumerComplaint } from './consumer-input.js';
import { ENTITY_CURSOR_QUERY } from '../entity-api/entity-context.js';
import { entityHandlers } from './entity-handlers.js';
import { readForm } from './form-input.js';
import { jsonObject, stateErrors } from './state-errors.js';
import { complaintView, fileView, ownComplaintPage } from './views.js';

/** OpenAPI tag of the consumer's complaint routes. */
export const COMPLAINTS_TAG = 'Quejas';

/** Complaints one consumer may file per hour. */
const FILINGS_PER_HOUR = { limit: 30, windowSeconds: 3600 };

/** Per-route multipart limits: files are cut (not refused mid-stream) one byte past the per-file limit. */
export const CONSUMER_MULTIPART = {
  multipartOptions: {
    limits: { fileSize: CONSUMER_UPLOAD_LIMITS.maxFileMb * 1024 * 1024 + 1 },
    throwFileSizeLimit: false,
  },
};

const ID_PARAMS = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 60, description: 'id numérico o codigo_queja' } },
} as const;

/**
 * `/api/queja/` serves two callers: a consumer's own complaints, and an entity API account's
 * entity's complaints (entity-api). Staff of any kind work through the dashboard's routes.
 */
const QUEJA_ACCESS = signedInAccess(
  ['consumer', 'entity-client'],
  'own-complaints',
  SERVER_TEXTS.accessForbidden,
);
const auth = (_app: FastifyInstance) => ({ config: { access: QUEJA_ACCESS } });

const FORM_DESCRIPTION = `multipart/form-data (o JSON sin archivos). Campos de entity-api: \`tipo_entidad\`, \`entidad_cod\`
(la entidad vigilada, p. ej. de \`GET /api/company/\`), \`departamento_cod\` (DANE, 2 dígitos), \`municipio_cod\` (5 dígitos,
del departamento), \`canal_cod\`, \`producto_cod\`, \`macro_motivo_cod\`, \`texto_queja\` (≤ 1000), obligatorios; \`nombres\`
(≤ 50), \`tipo_id_CF\`, \`numero_id_CF\` (≤ 15), \`tipo_persona\`, \`sexo\`, \`correo\`, \`telefono\` se toman del perfil si no
se envían; opcionales \`codigo_pais\` ("170"), \`lgbtiq\`, \`condicion_especial\`, \`direccion\`, \`es_apoderado\` (1/2 o
true/false), \`apoderado_nombre\` (obligatorio si es apoderado), \`producto_nombre\`, \`tutela\`, \`ente_control\`,
\`producto_digital\`. Archivos \`file-complaint-N\` y \`file-apoderado-N\` (poder, obligatorio si \`es_apoderado\` es 1):
pdf, jpg, jpeg, png, mp4, doc, docx, xls, xlsx, bmp, mp3, msg, csv; ${LIMITS.attachmentFileMaxMb} MB por archivo,
${LIMITS.attachmentsTotalMb} MB en total; se revisan sus primeros bytes. La queja y sus archivos se guardan todo o nada.
Éxito 201: la queja (como \`GET /api/queja/{id}/\`) con \`files\` y \`detail\`. Se envía un correo al consumidor.`;

/** `/api/queja/`: list, read, file, desist. Entity users are handed to {@link entityHandlers}. */
export async function quejaRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/queja/',
    {
      ...auth(app),
      schema: {
        tags: [COMPLAINTS_TAG],
        summary: 'Quejas propias del consumidor (paginadas, page_size 10 por defecto)',
        description:
          'Respuesta `{count, next, previous, results, pages, current_page}`; cada elemento como `GET /api/queja/{id}/`. Solo las quejas del usuario autenticado, las más recientes primero. Un usuario de entidad vigilada recibe las de su entidad (API de entidades).',
        querystring: { type: 'object', properties: { ...pageQueryProperties, cursor: ENTITY_CURSOR_QUERY } },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (user.isEntityClient) return entityHandlers.list(app, request, reply);
      return countedPagedResponse(request, app.config.publicUrl, {
        defaultPageSize: LIMITS.complaintPageSize,
        fetch: (limit, offset) => ownComplaintPage(app.db, user.id, limit, offset),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/queja/:id/',
    {
      ...auth(app),
      schema: {
        tags: [COMPLAINTS_TAG],
        summary: 'Una queja (por id o codigo_queja)',
        description:
          'Todos los campos de entity-api (fechas en hora de Bogotá `YYYY-MM-DDTHH:MM:SS`) más `entidad_nombre`, `estado` `{id, name}`, `acciones` `{can_attach, can_desist, can_escalate, can_replica, can_rate}`, `replica_plazo`, `calificacion`, `annexes_count`, `annexes_size` (bytes), `plazo_respuesta` (último día, hora de Bogotá `YYYY-MM-DD`, en que la respuesta de la entidad llega a tiempo: 15 días hábiles después de la radicación). Solo el dueño, o funcionarios con un módulo de quejas; cualquier otro id responde 404 `{"status_code":404,"detail":"No encontrado.","messages":[]}`.',
        params: ID_PARAMS,
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (user.isEntityClient) return entityHandlers.detail(app, request, reply);
      return complaintView(app.db, await ownComplaint(app, user, request.params.id));
    },
  );

  app.post(
    '/queja/',
    {
      config: { ...CONSUMER_MULTIPART, access: QUEJA_ACCESS },
      schema: {
        tags: [COMPLAINTS_TAG],
        summary: 'Radica una queja con sus anexos',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (user.isEntityClient) return entityHandlers.create(app, request, reply);
      const form = await readForm(request, COMPLAINT_FILE_FIELD);
      const input = await readConsumerComplaint(app.db, user, form.fields, form.files, form.problems);
      if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
      const throttle = await hitThrottle(app.db, `complaint:user:${user.id}`, FILINGS_PER_HOUR);
      if (!throttle.allowed) throw throttledError(throttle.retryAfterSeconds);
      const { complaint, files } = await stateErrors(() =>
        fileComplaint(complaintDeps(app, request), input.values, input.files, {
          userId: user.id,
          kind: 'consumer',
        }),
      );
      return reply.code(201).send({
        ...(await complaintView(app.db, complaint)),
        files: files.map((f) => fileView(app, request, f)),
        detail: COMPLAINT_MESSAGES.filed(complaint.codigo_queja),
      });
    },
  );

  const update = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const user = request.user!;
    if (user.isEntityClient) return entityHandlers.update(app, request, reply);
    if (request.method === 'PUT') {
      throw new ApiError(405, { status_code: 405, detail: COMPLAINT_MESSAGES.methodNotAllowed('PUT') });
    }
    const complaint = await ownComplaint(app, user, request.params.id);
    const input = parseComplaintFields(jsonObject(request.body), {
      allowed: ['desistimiento_queja', 'argumento_desistimiento'],
      required: ['desistimiento_queja'],
    });
    if (!input.problems.desistimiento_queja && input.values.desistimiento_queja !== YES_NO.yes) {
      input.problems.desistimiento_queja = [COMPLAINT_MESSAGES.desistValueRequired];
    }
    if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
    const after = await stateErrors(() =>
      applyConsumerAction(
        complaintDeps(app, request),
        complaint.id,
        {
          action: 'desist',
          argumento_desistimiento: (input.values.argumento_desistimiento as string | null) ?? null,
        },
        { userId: user.id, kind: 'consumer' },
      ),
    );
    return { ...(await complaintView(app.db, after)), detail: COMPLAINT_MESSAGES.desisted };
  };
  const updateSchema = {
    tags: [COMPLAINTS_TAG],
    params: ID_PARAMS,
  };
  app.patch<{ Params: { id: string } }>(
    '/queja/:id/',
    {
      ...auth(app),
      schema: {
        ...updateSchema,
        summary: 'Desiste de una queja propia',
        description:
          'JSON `{"desistimiento_queja": 1, "argumento_desistimiento": "..."}` (`desistimiento_queja` acepta 1, "1", true, "true", "True"). Solo mientras la queja no esté cerrada ni desistida; si no, 400 con el motivo en `non_field_errors`. Responde la queja con `detail`; se envía un correo por el cambio de estado.',
      },
    },
    update,
  );
  app.put<{ Params: { id: string } }>(
    '/queja/:id/',
    {
      ...auth(app),
      schema: {
        ...updateSchema,
        summary: 'Actualización de una queja por su entidad (API de entidades)',
        description: 'Para consumidores responde 405.',
      },
    },
    update,
  );
}
