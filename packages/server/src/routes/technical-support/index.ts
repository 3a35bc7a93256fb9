import { createHash } from 'node:crypto';
import { publicAccess } from '../../access/route-policy.js';
import {
  API_ERROR_TEXTS,
  AUTH_MESSAGES,
  COMPLAINT_MESSAGES,
  LIMITS,
  SERVER_TEXTS,
  fileExtension,
} from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { insertStoredFiles } from '../../domain/complaints/repository.js';
import type { FieldProblems } from '../../domain/complaints/validation.js';
import { throttledError, validationError } from '../../http/errors.js';
import { technicalSupportReceivedMail } from '../../services/mail/complaint-templates.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { newStorageKey } from '../../services/storage/storage-driver.js';
import { contentTypeFor, displayName, uploadProblems } from '../../services/storage/upload-rules.js';
import { hitThrottle } from '../../services/throttle.js';
import { outboxMail } from '../../jobs/server-jobs.js';
import { requireCaptcha } from '../auth/request-context.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';
import { addFieldMessage } from '../../http/field-problems.js';

/** Text fields of `POST /api/technical-support/` and their limits. */
export const SUPPORT_FIELDS = {
  name: { required: true, max: 100 },
  email: { required: true, max: 254 },
  phone: { required: false, max: 20 },
  identification: { required: false, max: 20 },
  problem_type: { required: true, max: 10 },
  description: { required: true, max: LIMITS.textareaMaxLength },
  captcha: { required: true, max: 4000 },
} as const;

type SupportField = keyof typeof SUPPORT_FIELDS;

/** Requests one address may send per hour. */
const REQUESTS_PER_ADDRESS = { limit: 10, windowSeconds: 3600 };

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

function add(problems: FieldProblems, field: string, message: string): void {
  addFieldMessage(problems, field, message);
}

/** Signs in the caller when a token is sent (the form is public; a signed-in user is linked). */
async function optionalUser(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  if (request.headers.authorization === undefined) return null;
  await app.authenticate(request, undefined as never);
  return request.user?.id ?? null;
}

/** `POST /api/technical-support/` (portal-spec §7 Users): a support request with an optional document. */
export async function routes(app: FastifyInstance): Promise<void> {
  app.post(
    '/technical-support/',
    {
      // Anyone may ask for help (captcha or a session); nothing is read back from here.
      config: { ...CONSUMER_MULTIPART, access: publicAccess() },
      schema: {
        tags: ['Soporte técnico'],
        summary: 'Registra una solicitud de soporte técnico',
        description: `multipart/form-data (o JSON sin archivo), pública (captcha) o con sesión: \`name\` (≤ 100), \`email\`,
\`phone\` (dígitos), \`identification\`, \`problem_type\` (id de \`GET /api/type-problem-choices/\`), \`description\`
(≤ ${LIMITS.textareaMaxLength}), \`captcha\` (ver \`GET /api/captcha/\`) y el archivo opcional \`document_file\` (mismas reglas que los
anexos de una queja). Éxito 201 \`{id, state: {id, name}, problem_type: {id, name}, detail}\`; se envía un correo de
confirmación. Queda en el estado 1 ("Abierta") de \`GET /api/support-state/\`.`,
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const userId = await optionalUser(app, request);
      const form = await readForm(request, /^document_file$/);
      const problems: FieldProblems = { ...form.problems };
      const values: Partial<Record<SupportField, string>> = {};
      for (const [key, raw] of Object.entries(form.fields)) {
        if (!(key in SUPPORT_FIELDS)) {
          add(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
          continue;
        }
        if (raw === null) add(problems, key, SERVER_TEXTS.fieldNotNull);
        else if (typeof raw !== 'string' && typeof raw !== 'number')
          add(problems, key, SERVER_TEXTS.fieldNotString);
        else values[key as SupportField] = String(raw).trim();
      }
      for (const [name, rule] of Object.entries(SUPPORT_FIELDS) as [
        SupportField,
        { required: boolean; max: number },
      ][]) {
        const value = values[name];
        if (value === undefined || value === '') {
          if (rule.required && !problems[name]) {
            add(
              problems,
              name,
              value === undefined ? API_ERROR_TEXTS.fieldRequired : SERVER_TEXTS.fieldBlank,
            );
          }
          delete values[name];
        } else if (Array.from(value).length > rule.max)
          add(problems, name, SERVER_TEXTS.fieldMaxLength(rule.max));
      }
      if (values.email && !EMAIL.test(values.email)) add(problems, 'email', AUTH_MESSAGES.emailInvalid);
      if (values.phone && !/^\+?\d+$/.test(values.phone)) add(problems, 'phone', AUTH_MESSAGES.phoneInvalid);
      let problemName = '';
      if (values.problem_type && !problems.problem_type) {
        const { rows } = await app.db.query<{ name: string }>(
          "SELECT name FROM option_items WHERE list = 'type-problem-choices' AND code = $1 AND is_active",
          [values.problem_type],
        );
        if (rows[0]) problemName = rows[0].name;
        else
          add(problems, 'problem_type', SERVER_TEXTS.fieldInvalidChoice(values.problem_type.slice(0, 100)));
      }
      if (form.files.length > 1) add(problems, 'document_file', SERVER_TEXTS.fieldMaxItems(1));
      for (const [field, messages] of Object.entries(
        uploadProblems(form.files, {
          maxFileMb: LIMITS.attachmentFileMaxMb,
          totalMb: LIMITS.attachmentsTotalMb,
        }),
      )) {
        for (const m of messages) add(problems, field, m);
      }
      if (Object.keys(problems).length > 0) throw validationError(problems);

      await requireCaptcha(app, request, values.captcha, 'technical_support', values.email);
      const throttle = await hitThrottle(app.db, `support:ip:${request.ip}`, REQUESTS_PER_ADDRESS);
      if (!throttle.allowed) throw throttledError(throttle.retryAfterSeconds);

      const storage = storageFor(app);
      const now = new Date();
      const file = form.files[0];
      const key = file ? newStorageKey('support', fileExtension(file.filename), now) : null;
      if (file && key) {
        await storage.put(key, file.data, {
          contentType: contentTypeFor(file.filename),
          size: file.data.length,
        });
      }
      let id: number;
      try {
        id = await app.db.transaction(async (tx) => {
          const stored =
            file && key
              ? await insertStoredFiles(
                  tx,
                  [
                    {
                      storage_key: key,
                      original_name: displayName(file.filename),
                      size_bytes: file.data.length,
                      content_type: contentTypeFor(file.filename),
                      sha256: createHash('sha256').update(file.data).digest('hex'),
                      complaint_id: null,
                      kind: 'support',
                      type: null,
                      state: null,
                      uploaded_by: userId,
                    },
                  ],
                  now,
                )
              : [];
          const { rows } = await tx.query<{ id: number }>(
            `INSERT INTO technical_support_requests
               (user_id, name, email, phone, identification, problem_type, description, document_file_id, ip, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
            [
              userId,
              values.name,
              values.email,
              values.phone ?? null,
              values.identification ?? null,
              values.problem_type,
              values.description,
              stored[0]?.id ?? null,
              request.ip,
              now,
            ],
          );
          return Number(rows[0]?.id);
        });
      } catch (error) {
        if (key) await storage.delete(key).catch(() => undefined);
        throw error;
      }
      const { rows: state } = await app.db.query<{ name: string }>(
        "SELECT name FROM option_items WHERE list = 'support-state' AND code = '1'",
      );
      try {
        // Through the outbox (ADR 0030): the request is registered; the mail does not hold up the reply.
        await outboxMail(app).sendMail({
          to: values.email as string,
          ...technicalSupportReceivedMail({ name: values.name, requestId: id, problem: problemName }),
        });
      } catch (err) {
        // The request is registered: a mail that did not leave is logged, not reported as a failure.
        request.log.error({ err, request: id }, 'technical support confirmation not delivered');
      }
      return reply.code(201).send({
        id,
        state: { id: 1, name: state[0]?.name ?? '' },
        problem_type: { id: Number(values.problem_type), name: problemName },
        detail: COMPLAINT_MESSAGES.supportRequestCreated(id),
      });
    },
  );
}
