import {
  API_ERROR_TEXTS,
  COMPLAINT_MESSAGES,
  COMPLAINT_STATE,
  LIMITS,
  MESSAGES,
  SERVER_TEXTS,
} from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessOf, signedInAccess, STAFF_ACTORS } from '../../access/route-policy.js';
import { toBogotaLocal } from '../../domain/complaints/dates.js';
import type { ComplaintField } from '../../domain/complaints/fields.js';
import {
  listComplaintFiles,
  listComplaintsByOwner,
  listUnratedClosed,
  listVersions,
} from '../../domain/complaints/repository.js';
import {
  applyConsumerAction,
  attachFiles,
  guardView,
  rateComplaint,
  type ConsumerAction,
} from '../../domain/complaints/service.js';
import { canAttach } from '../../domain/complaints/state-machine.js';
import { parseComplaintFields, type FieldProblems } from '../../domain/complaints/validation.js';
import { validationError } from '../../http/errors.js';
import { uploadProblems } from '../../services/storage/upload-rules.js';
import { ownComplaint, readableComplaint } from './access.js';
import { complaintDeps } from './context.js';
import { ANNEX_FILE_FIELD, CONSUMER_UPLOAD_LIMITS, prepareFiles } from './consumer-input.js';
import { readForm } from './form-input.js';
import { COMPLAINTS_TAG, CONSUMER_MULTIPART } from './queja-routes.js';
import { jsonObject, stateErrors } from './state-errors.js';
import {
  complaintSummaries,
  complaintView,
  complaintViews,
  consumerVersions,
  fileView,
  versionView,
} from './views.js';
import { addFieldMessage } from '../../http/field-problems.js';

/** The consumer's own complaints: réplica, escalation, rating, annexes, the summary list. */
const CONSUMER_ACCESS = signedInAccess(['consumer'], 'own-complaints');
const auth = (_app: FastifyInstance) => ({ config: { access: CONSUMER_ACCESS } });

/** Keys a body may use to name the complaint: `id` (numeric id or code) or `codigo_queja`. */
const REF_KEYS = ['id', 'codigo_queja'];

function add(problems: FieldProblems, field: string, message: string): void {
  addFieldMessage(problems, field, message);
}

/** The complaint a body names, as text; a missing or malformed reference is a field problem on `id`. */
function complaintRef(body: Record<string, unknown>, problems: FieldProblems): string {
  const raw = body.id ?? body.codigo_queja;
  if (raw === undefined) add(problems, 'id', API_ERROR_TEXTS.fieldRequired);
  else if (raw === null) add(problems, 'id', SERVER_TEXTS.fieldNotNull);
  else if (typeof raw !== 'string' && typeof raw !== 'number') add(problems, 'id', SERVER_TEXTS.fieldInvalid);
  else return String(raw);
  return '';
}

/** Reads `{id, <text field>}` bodies (réplica, escalation) with the record's own limits. */
function reasonBody(
  body: unknown,
  field: ComplaintField,
): { ref: string; reason: string; problems: FieldProblems } {
  const object = jsonObject(body);
  const rest = Object.fromEntries(Object.entries(object).filter(([k]) => !REF_KEYS.includes(k)));
  const input = parseComplaintFields(rest, { allowed: [field], required: [field] });
  const ref = complaintRef(object, input.problems);
  return { ref, reason: (input.values[field] as string | undefined) ?? '', problems: input.problems };
}

/**
 * The handler of a consumer action that carries a reason (réplica, escalation): read the body,
 * check the complaint is the caller's, let the state machine decide, answer the complaint.
 */
function reasonAction(
  app: FastifyInstance,
  field: 'argumento_replica' | 'argumento_escalamiento',
  action: (reason: string) => ConsumerAction,
  detail: string,
) {
  return async (request: FastifyRequest) => {
    const user = request.user!;
    const { ref, reason, problems } = reasonBody(request.body, field);
    if (Object.keys(problems).length > 0) throw validationError(problems);
    const complaint = await ownComplaint(app, user, ref);
    const after = await stateErrors(() =>
      applyConsumerAction(complaintDeps(app, request), complaint.id, action(reason), {
        userId: user.id,
        kind: 'consumer',
      }),
    );
    return { ...(await complaintView(app.db, after)), detail };
  };
}

/** The optional comment of a rating: text up to 1000 characters, blank meaning none. */
function ratingComment(raw: unknown, problems: FieldProblems): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') {
    add(problems, 'comentario', SERVER_TEXTS.fieldNotString);
    return null;
  }
  const text = raw.trim();
  if (Array.from(text).length > LIMITS.textareaMaxLength) {
    add(problems, 'comentario', SERVER_TEXTS.fieldMaxLength(LIMITS.textareaMaxLength));
  }
  return text === '' ? null : text;
}

const RATING_MESSAGES = {
  range: [SERVER_TEXTS.fieldMinimum(LIMITS.ratingMin), SERVER_TEXTS.fieldMaximum(LIMITS.ratingMax)],
};

/** Réplica, escalation, rating, new attachments, the unpaged list and the full detail. */
export async function actionRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/quejareplica/',
    {
      ...auth(app),
      schema: {
        tags: [COMPLAINTS_TAG],
        summary: 'Presenta una réplica sobre una queja cerrada',
        description: `JSON \`{"id": <id o codigo_queja>, "argumento_replica": "..."}\` (≤ 1000). Solo sobre una queja propia cerrada,
una vez, dentro de ${LIMITS.replicaWindowDays} días calendario desde su cierre; la queja pasa a "En réplica" (6). Si no se
permite: 400 con el motivo en \`non_field_errors\`. Responde la queja con \`detail\`; se envía un correo.`,
      },
    },
    reasonAction(
      app,
      'argumento_replica',
      (reason) => ({ action: 'replica', argumento_replica: reason }),
      COMPLAINT_MESSAGES.replicaFiled,
    ),
  );

  app.post(
    '/quejaescalamiento/',
    {
      ...auth(app),
      schema: {
        tags: [COMPLAINTS_TAG],
        summary: 'Escala una queja abierta al defensor del consumidor financiero (DCF)',
        description: `JSON \`{"id": <id o codigo_queja>, "argumento_escalamiento": "..."}\` (≤ 1000). Solo una vez y mientras la
queja propia esté recibida, en trámite o en réplica; pasa a "Escalada al defensor del consumidor financiero" (7) con
\`escalamiento_DCF\` 1. Si no se permite: 400 con el motivo en \`non_field_errors\`. Responde la queja con \`detail\`.`,
      },
    },
    reasonAction(
      app,
      'argumento_escalamiento',
      (reason) => ({ action: 'escalate', argumento_escalamiento: reason }),
      COMPLAINT_MESSAGES.escalated,
    ),
  );

  app.get(
    '/quejacalificacion/',
    {
      ...auth(app),
      schema: {
        tags: [COMPLAINTS_TAG],
        summary: 'Quejas propias cerradas sin calificar',
        description:
          '`{size_unqualifieds, unqualifieds: [{id, codigo_queja, entidad_nombre, tipo_entidad, entidad_cod, estado_cod, estado, producto_nombre, fecha_creacion, fecha_actualizacion, fecha_cierre}]}`.',
      },
    },
    async (request) => {
      const unrated = await listUnratedClosed(app.db, request.user!.id, COMPLAINT_STATE.closed);
      return { size_unqualifieds: unrated.length, unqualifieds: await complaintSummaries(app.db, unrated) };
    },
  );

  app.post(
    '/quejacalificacion/',
    {
      ...auth(app),
      schema: {
        tags: [COMPLAINTS_TAG],
        summary: 'Califica la atención de una queja cerrada',
        description: `JSON \`{"id": <id o codigo_queja>, "calificacion": ${LIMITS.ratingMin}-${LIMITS.ratingMax}, "comentario": "..." (opcional, ≤ 1000)}\`.
Solo quejas propias cerradas, una vez. Éxito 201 \`{id, codigo_queja, calificacion, comentario, fecha, detail}\`.`,
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const body = jsonObject(request.body);
      const problems: FieldProblems = {};
      const ref = complaintRef(body, problems);
      for (const key of Object.keys(body)) {
        if (![...REF_KEYS, 'calificacion', 'comentario'].includes(key))
          add(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
      }
      const rawRating = body.calificacion;
      let rating = 0;
      if (rawRating === undefined) add(problems, 'calificacion', API_ERROR_TEXTS.fieldRequired);
      else if (typeof rawRating === 'boolean' || !/^\d{1,3}$/.test(String(rawRating).trim())) {
        add(problems, 'calificacion', SERVER_TEXTS.fieldNotInteger);
      } else {
        rating = Number(String(rawRating).trim());
        if (rating < LIMITS.ratingMin) add(problems, 'calificacion', RATING_MESSAGES.range[0]!);
        if (rating > LIMITS.ratingMax) add(problems, 'calificacion', RATING_MESSAGES.range[1]!);
      }
      const comment = ratingComment(body.comentario, problems);
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const complaint = await ownComplaint(app, user, ref);
      const saved = await stateErrors(() =>
        rateComplaint(
          complaintDeps(app, request),
          complaint.id,
          { rating, comment },
          { userId: user.id, kind: 'consumer' },
        ),
      );
      return reply.code(201).send({
        id: complaint.id,
        codigo_queja: complaint.codigo_queja,
        calificacion: saved.rating,
        comentario: saved.comment,
        fecha: toBogotaLocal(saved.created_at),
        detail: COMPLAINT_MESSAGES.ratingSaved,
      });
    },
  );

  app.post(
    '/nuevos_anexos/',
    {
      config: { ...CONSUMER_MULTIPART, access: CONSUMER_ACCESS },
      schema: {
        tags: [COMPLAINTS_TAG],
        summary: 'Agrega anexos a una queja propia',
        description: `multipart/form-data: \`id\` (id o codigo_queja) y archivos \`file-anexos-N\` (mismas reglas que al radicar:
${LIMITS.attachmentFileMaxMb} MB por archivo y ${LIMITS.attachmentsTotalMb} MB entre todos los anexos de la queja). Solo mientras la queja no
esté cerrada ni desistida. Todo o nada. Éxito 201 \`{id, codigo_queja, files, annexes_count, annexes_size, detail}\`.`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const form = await readForm(request, ANNEX_FILE_FIELD);
      const problems: FieldProblems = { ...form.problems };
      for (const key of Object.keys(form.fields)) {
        if (!REF_KEYS.includes(key)) add(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
      }
      const ref = complaintRef(form.fields, problems);
      if (form.files.length === 0) add(problems, 'file-anexos-0', API_ERROR_TEXTS.fieldRequired);
      if (Object.keys(problems).length > 0) throw validationError(problems);

      const complaint = await ownComplaint(app, user, ref);
      const guard = canAttach(await guardView(app.db, complaint));
      if (!guard.allowed) throw validationError({ [SERVER_TEXTS.nonFieldKey]: [guard.reason] });
      const existingBytes = (await listComplaintFiles(app.db, complaint.id)).reduce(
        (s, f) => s + f.size_bytes,
        0,
      );
      const fileProblems = uploadProblems(form.files, { ...CONSUMER_UPLOAD_LIMITS, existingBytes });
      if (Object.keys(fileProblems).length > 0) throw validationError(fileProblems);

      const newBytes = form.files.reduce((s, f) => s + f.data.length, 0);
      const totalLimit = CONSUMER_UPLOAD_LIMITS.totalMb * 1024 * 1024;
      const { complaint: after, files } = await stateErrors(
        () =>
          attachFiles(
            complaintDeps(app, request),
            complaint.id,
            prepareFiles(form.files, () => 'anexo'),
            { userId: user.id, kind: 'consumer' },
            (existing) => (existing + newBytes > totalLimit ? MESSAGES.filesTotalExceeded : null),
          ),
        form.files.at(-1)?.field,
      );
      const view = await complaintView(app.db, after);
      return reply.code(201).send({
        id: after.id,
        codigo_queja: after.codigo_queja,
        files: files.map((f) => fileView(app, request, f)),
        annexes_count: view.annexes_count,
        annexes_size: view.annexes_size,
        detail: COMPLAINT_MESSAGES.annexesAdded,
      });
    },
  );

  app.get(
    '/quejaall/',
    {
      ...auth(app),
      schema: {
        tags: [COMPLAINTS_TAG],
        summary: 'Todas las quejas propias, sin paginar (resumen)',
        description:
          '`{count, results: [{id, codigo_queja, entidad_nombre, tipo_entidad, entidad_cod, estado_cod, estado, producto_nombre, fecha_creacion, fecha_actualizacion, fecha_cierre}]}`, las más recientes primero.',
      },
    },
    async (request) => {
      const all = await listComplaintsByOwner(app.db, request.user!.id, 10_000, 0);
      return { count: all.length, results: await complaintSummaries(app.db, all) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/complaint_detail/:id/',
    {
      // The owner, or staff holding a complaints module, within their entities.
      config: { access: signedInAccess(['consumer', ...STAFF_ACTORS], 'caller-entities') },
      schema: {
        tags: [COMPLAINTS_TAG],
        summary: 'Detalle de una queja: datos, anexos e historial de estados',
        description:
          'La queja (como `GET /api/queja/{id}/`) más `files` `[{id_storage, name, size, content_type, kind, created_at, url_file}]` (enlaces firmados de 10 minutos) y `history` `[{version, changed_at, action, actor, estado_from, estado_from_name, estado_to, estado_to_name, changes}]`. Solo el dueño o funcionarios con un módulo de quejas; otro id: 404.',
        params: {
          type: 'object',
          properties: { id: { type: 'string', maxLength: 60 } },
        },
      },
    },
    async (request) => {
      const complaint = await readableComplaint(app, accessOf(request), request.params.id);
      const [view] = await complaintViews(app.db, [complaint]);
      const files = await listComplaintFiles(app.db, complaint.id);
      const versions = await listVersions(app.db, complaint.id);
      return {
        ...view,
        files: files.map((f) => fileView(app, request, f)),
        history: consumerVersions(versions).map(versionView),
      };
    },
  );
}
