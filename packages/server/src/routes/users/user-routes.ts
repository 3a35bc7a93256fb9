import {
  AUTH_MESSAGES,
  SERVER_TEXTS,
  identificationMaxLength,
  identificationTypeProblem,
  validateIdentification,
} from '../../core.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readableAccountId } from '../../access/account-scope.js';
import { accessOf, ACTORS, publicAccess, signedInAccess, STAFF_ACTORS } from '../../access/route-policy.js';
import { insertUser } from '../../db/repositories/users.js';
import { accountSnapshot } from '../../domain/staff-admin/accounts.js';
import { diffSnapshots, recordChange } from '../../domain/staff-admin/changes.js';
import { offeredModuleIds } from '../../domain/staff-admin/offered-modules.js';
import { ApiError, notFoundError, throttledError, validationBody } from '../../http/errors.js';
import { registrationAttemptMail, registrationCodeMail } from '../../services/mail/index.js';
import { publicBase } from '../../http/pagination.js';
import { hashPassword } from '../../services/password/index.js';
import { hitThrottle } from '../../services/throttle.js';
import { accountServices } from '../auth/account-services.js';
import { audit, parseId, requireCaptcha } from '../auth/request-context.js';
import { deliver } from '../auth/sign-in-flow.js';
import {
  readRegistration,
  removeFiles,
  storeFiles,
  validateRegistration,
  type StoredFile,
} from './registration.js';
import { loadUserPayload, USER_PAYLOAD_SCHEMA } from './user-payload.js';

/** OpenAPI tag of the user routes. */
export const USERS_TAG = 'Usuarios';

/**
 * Object-level rule of the profile routes: writing, the caller's own record only; reading, as
 * {@link readableAccountId} says. Anything else is the entity-api 404: the caller learns nothing,
 * not even that the id exists.
 */
async function allowedTarget(app: FastifyInstance, request: FastifyRequest, rawId: unknown, write: boolean) {
  const access = accessOf(request);
  const id = parseId(rawId);
  if (write) {
    if (id === null || id !== access.user.id) throw notFoundError();
    return id;
  }
  return readableAccountId(app.db, access, id);
}

const NAME = { type: 'string', maxLength: 50 } as const;
const CODE = { type: 'string', maxLength: 10 } as const;

const PERSON_PROPERTIES = {
  first_name: { ...NAME, minLength: 1 },
  second_name: NAME,
  first_last_name: { ...NAME, minLength: 1 },
  second_last_name: NAME,
  identification_type: CODE,
  identification_number: { type: 'string', maxLength: 100 },
  person_type: CODE,
  gender: CODE,
} as const;

type PersonField = keyof typeof PERSON_PROPERTIES;
type PersonBody = Partial<Record<PersonField, string | number>>;

/** Checks the option codes and the identification of a profile change; returns field messages. */
async function personProblems(
  app: FastifyInstance,
  userId: number,
  body: PersonBody,
): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  for (const [field, list] of [
    ['identification_type', 'identificationtype'],
    ['person_type', 'persontype'],
    ['gender', 'gender'],
  ] as const) {
    const code = body[field];
    if (code === undefined || code === '') continue;
    const { rows } = await app.db.query(
      'SELECT 1 FROM option_items WHERE list = $1 AND code = $2 AND is_active',
      [list, String(code)],
    );
    if (rows.length === 0) problems[field] = [SERVER_TEXTS.fieldInvalidChoice(String(code).slice(0, 100))];
  }
  if (
    body.identification_number !== undefined ||
    body.identification_type !== undefined ||
    body.person_type !== undefined
  ) {
    const { rows } = await app.db.query<{
      identification_type: string | null;
      identification_number: string | null;
      person_type: string | null;
    }>('SELECT identification_type, identification_number, person_type FROM persons WHERE user_id = $1', [
      userId,
    ]);
    const type =
      body.identification_type !== undefined
        ? String(body.identification_type)
        : rows[0]?.identification_type;
    const number =
      body.identification_number !== undefined
        ? String(body.identification_number).trim()
        : rows[0]?.identification_number;
    const message =
      validateIdentification(type, number) ??
      ((number ?? '').length > identificationMaxLength(type)
        ? SERVER_TEXTS.fieldMaxLength(identificationMaxLength(type))
        : null);
    if (message) problems.identification_number = [message];
    const typeProblem = identificationTypeProblem(
      body.person_type !== undefined ? String(body.person_type) : rows[0]?.person_type,
      type,
    );
    if (typeProblem && !problems.identification_type) problems.identification_type = [typeProblem];
  }
  return problems;
}

const COLUMNS: Record<PersonField, string> = {
  first_name: 'first_name',
  second_name: 'second_name',
  first_last_name: 'first_last_name',
  second_last_name: 'second_last_name',
  identification_type: 'identification_type',
  identification_number: 'identification_number',
  person_type: 'person_type',
  gender: 'gender',
};

/** Applies a (partial) person update and answers the fresh user. */
async function updatePerson(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  body: PersonBody,
  event: string,
) {
  const problems = await personProblems(app, userId, body);
  if (Object.keys(problems).length > 0) throw new ApiError(400, { ...validationBody(problems) });
  const sets: string[] = [];
  const values: unknown[] = [userId];
  for (const field of Object.keys(COLUMNS) as PersonField[]) {
    if (body[field] === undefined) continue;
    values.push(String(body[field]).trim());
    sets.push(`${COLUMNS[field]} = $${values.length}`);
  }
  if (sets.length > 0) {
    // The user history (module 4, docs/staff-admin-api.md) shows profile edits too.
    await app.db.transaction(async (tx) => {
      const before = await accountSnapshot(tx, userId);
      await tx.query(`UPDATE persons SET ${sets.join(', ')} WHERE user_id = $1`, values);
      await tx.query('UPDATE users SET updated_at = now() WHERE id = $1', [userId]);
      const changes = diffSnapshots(before, (await accountSnapshot(tx, userId)) ?? {});
      if (changes.length > 0) {
        await recordChange(tx, {
          actorUserId: request.user?.id ?? userId,
          ip: request.ip,
          resource: 'user',
          resourceId: userId,
          action: 'updated',
          changes,
        });
      }
    });
  }
  await audit(app, request, { event, success: true, userId, detail: { fields: Object.keys(body) } });
  return loadUserPayload(app.db, userId);
}

interface AddressOwner {
  id: number;
  email: string;
  first_name: string | null;
}

/** The account that already uses `email` (as e-mail or username, in any case), if any. */
async function accountOfAddress(app: FastifyInstance, email: string): Promise<AddressOwner | undefined> {
  const { rows } = await app.db.query<AddressOwner>(
    `SELECT u.id, coalesce(u.email, u.username) AS email, p.first_name
       FROM users u LEFT JOIN persons p ON p.user_id = u.id
      WHERE lower(u.email) = lower($1) OR lower(u.username) = lower($1)
      LIMIT 1`,
    [email],
  );
  return rows[0];
}

/** "Someone tried to register with your address" mails per address and hour: enough to warn, not to spam. */
const TAKEN_ADDRESS_MAILS = { limit: 3, windowSeconds: 3600 };

/**
 * Answers a registration of an address that already has an account exactly as a new one is
 * answered (201, same body shape, an id drawn from the same sequence, the password hashed just the
 * same), so the form tells nobody which addresses are registered, like password recovery. The
 * owner gets a mail saying someone tried, with the link to recovery.
 */
async function answerTakenAddress(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string | null,
  owner: AddressOwner,
) {
  if (password !== null) await hashPassword(password);
  const { rows } = await app.db.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS id",
  );
  const throttle = await hitThrottle(app.db, `signup-taken:${owner.id}`, TAKEN_ADDRESS_MAILS);
  if (throttle.allowed) {
    const recoveryUrl = `${publicBase(request, app.config.publicUrl)}/recovery`;
    await deliver(request, () =>
      accountServices(app).transport.sendMail({
        to: owner.email,
        ...registrationAttemptMail(recoveryUrl, owner.first_name ?? undefined),
      }),
    );
  }
  await audit(app, request, {
    event: 'signup',
    success: false,
    userId: owner.id,
    username: email,
    detail: { reason: 'email_taken', owner_mailed: throttle.allowed },
  });
  const id = rows[0]!.id;
  return reply
    .code(201)
    .send({ id, user_id: id, email, is_active: false, detail: AUTH_MESSAGES.userCreated });
}

/** Registration, reading and editing one's own account, and the module lists. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/user/',
    {
      config: { access: publicAccess() },
      schema: {
        tags: [USERS_TAG],
        summary: 'Registro de un consumidor financiero (multipart)',
        description: `Campos (multipart/form-data; también JSON sin archivos): \`email\`, \`password\`, \`captcha\`
(ver \`GET /api/captcha/\`), \`first_name\`, \`second_name\`, \`first_last_name\`, \`second_last_name\`,
\`identification_type\`, \`identification_number\`, \`person_type\`, \`gender\`, \`phone\` y archivos \`file-0\`, \`file-1\`...
Los archivos se aceptan por extensión (pdf, jpg, jpeg, png, mp4, doc, docx, xls, xlsx, bmp, mp3, msg, csv) y por
sus primeros bytes; en total hasta 30 MB. Se guardan en \`DATA_DIR/uploads\` con nombres que elige el servidor.
Éxito: 201; la cuenta queda inactiva y se envía al correo (o a \`DATA_DIR/outbox/\`) el código que la activa con
\`POST /api/confirmcode/code/\`. Errores: 400 por campo (formato de archivo: "El formato del archivo no es válido";
captcha: el mensaje de reCAPTCHA). Un correo ya registrado recibe la misma respuesta 201 que uno nuevo (no se revela
qué correos tienen cuenta); al dueño de la cuenta le llega un correo que avisa del intento, con el enlace a la recuperación.`,
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              user_id: { type: 'integer' },
              email: { type: 'string' },
              is_active: { type: 'boolean' },
              detail: { type: 'string' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const input = await readRegistration(request.body, request.isMultipart());
      const problems = await validateRegistration(app.db, input);
      if (Object.keys(problems).length > 0) {
        await audit(app, request, {
          event: 'signup',
          success: false,
          username: input.fields.email ?? null,
          detail: { fields: Object.keys(problems) },
        });
        throw new ApiError(400, { ...validationBody(problems) });
      }
      const f = input.fields;
      // validateRegistration guarantees the required fields.
      const email = f.email as string;
      const firstName = f.first_name as string;
      await requireCaptcha(app, request, f.captcha, 'signup', email);
      const throttle = await hitThrottle(app.db, `signup:ip:${request.ip}`, {
        limit: app.config.registrationsPerIpHour,
        windowSeconds: 3600,
      });
      if (!throttle.allowed) throw throttledError(throttle.retryAfterSeconds);
      const owner = await accountOfAddress(app, email);
      if (owner) return answerTakenAddress(app, request, reply, email, f.password as string, owner);
      const services = accountServices(app);
      const passwordHash = await hashPassword(f.password as string);
      const stored: StoredFile[] = await storeFiles(services.uploadsDir, input.files);
      let userId: number;
      try {
        userId = await app.db.transaction(async (tx) => {
          const id = await insertUser(tx, {
            email,
            passwordHash,
            isActive: false,
            isVerified: false,
            phone: f.phone ?? null,
            person: {
              firstName,
              secondName: f.second_name ?? '',
              firstLastName: f.first_last_name as string,
              secondLastName: f.second_last_name ?? '',
              identificationType: f.identification_type as string,
              identificationNumber: f.identification_number as string,
              personType: f.person_type ?? null,
              gender: f.gender ?? null,
            },
          });
          for (const file of stored) {
            await tx.query(
              `INSERT INTO user_documents (user_id, field, original_name, storage_path, size_bytes, content_type)
               VALUES ($1, $2, $3, $4, $5, $6)`,
              [
                id,
                file.field,
                file.displayName,
                file.storagePath,
                file.data.length,
                file.mimetype.slice(0, 100),
              ],
            );
          }
          return id;
        });
      } catch (err) {
        await removeFiles(services.uploadsDir, stored);
        // Two registrations of one address at once: the unique index decides, and the loser is
        // answered like any taken address.
        if ((err as { code?: string }).code === '23505') {
          const owner = await accountOfAddress(app, email);
          if (owner) return answerTakenAddress(app, request, reply, email, null, owner);
        }
        throw err;
      }
      const issued = await services.codes.issue(app.db, userId, 'signup');
      if (issued.ok) {
        await deliver(request, () =>
          services.transport.sendMail({ to: email, ...registrationCodeMail(issued.code, firstName) }),
        );
      }
      await audit(app, request, {
        event: 'signup',
        success: true,
        userId,
        username: email,
        detail: { files: stored.length },
      });
      return reply
        .code(201)
        .send({ id: userId, user_id: userId, email, is_active: false, detail: AUTH_MESSAGES.userCreated });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/user/:id/',
    {
      config: { access: signedInAccess(['consumer', ...STAFF_ACTORS], 'caller-entities') },
      schema: {
        tags: [USERS_TAG],
        summary: 'Datos de un usuario',
        description:
          'Un consumidor solo puede leer su propio registro; los funcionarios con el módulo "Usuarios" o "Consumidores financieros" pueden leer otros. Cualquier otro id responde 404 `{"status_code":404,"detail":"No encontrado.","messages":[]}`.',
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 20 } } },
        response: { 200: USER_PAYLOAD_SCHEMA },
      },
    },
    async (request) => {
      const id = await allowedTarget(app, request, request.params.id, false);
      const user = await loadUserPayload(app.db, id);
      if (!user) throw notFoundError();
      return user;
    },
  );

  app.patch<{ Params: { id: string }; Body: PersonBody }>(
    '/user/detail/:id',
    {
      config: { access: signedInAccess(['consumer', ...STAFF_ACTORS], 'own-account') },
      schema: {
        tags: [USERS_TAG],
        summary: 'Actualiza parcialmente los datos personales propios',
        description:
          'Campos opcionales: nombres, apellidos, tipo y número de identificación, tipo de persona, género. Solo el propio registro (otro id: 404). El correo no se cambia aquí y el celular tiene su propio flujo (`/api/updatephone/`).',
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 20 } } },
        body: { type: 'object', additionalProperties: false, properties: PERSON_PROPERTIES },
        response: { 200: USER_PAYLOAD_SCHEMA },
      },
    },
    async (request) => {
      const id = await allowedTarget(app, request, request.params.id, true);
      return updatePerson(app, request, id, request.body ?? {}, 'user_detail_update');
    },
  );

  app.put<{ Params: { id: string }; Body: PersonBody }>(
    '/profile/:id/',
    {
      config: { access: signedInAccess(['consumer', ...STAFF_ACTORS], 'own-account') },
      schema: {
        tags: [USERS_TAG],
        summary: 'Reemplaza el perfil propio',
        description:
          'Como `PATCH /api/user/detail/{id}` pero exige `first_name`, `first_last_name`, `identification_type` e `identification_number`. Solo el propio registro (otro id: 404).',
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 20 } } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['first_name', 'first_last_name', 'identification_type', 'identification_number'],
          properties: PERSON_PROPERTIES,
        },
        response: { 200: USER_PAYLOAD_SCHEMA },
      },
    },
    async (request) => {
      const id = await allowedTarget(app, request, request.params.id, true);
      const body: PersonBody = { second_name: '', second_last_name: '', ...request.body };
      return updatePerson(app, request, id, body, 'profile_update');
    },
  );

  const moduleList = {
    type: 'array',
    items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
  } as const;

  app.get(
    '/module/',
    {
      config: { access: signedInAccess(ACTORS, 'own-account') },
      schema: {
        tags: [USERS_TAG],
        summary: 'Módulos del usuario autenticado (los de sus roles activos que el servidor le atiende)',
        description:
          'Lista `[{id, name}]`; vacía para un consumidor. El módulo 28 habilita las alertas. Un módulo del rol cuyas rutas no atienden a este tipo de usuario (p. ej. «Tarifas» para un usuario de entidad vigilada o defensor) no se lista.',
        response: { 200: moduleList },
      },
    },
    async (request) => {
      const ids = offeredModuleIds(app.routePolicies, accessOf(request));
      if (ids.length === 0) return [];
      const { rows } = await app.db.query(
        'SELECT id, name FROM modules WHERE id = ANY($1::int[]) AND is_active ORDER BY id',
        [ids],
      );
      return rows;
    },
  );

  app.get(
    '/modules_list/',
    {
      config: { access: signedInAccess(STAFF_ACTORS, 'public', AUTH_MESSAGES.forbidden) },
      schema: {
        tags: [USERS_TAG],
        summary: 'Todos los módulos (solo funcionarios)',
        description: 'Lista `[{id, name}]` de los módulos activos. Un usuario sin cargo recibe 403.',
        response: { 200: moduleList },
      },
    },
    async (request) => {
      if (!request.user!.isStaff) {
        throw new ApiError(403, { status_code: 403, detail: AUTH_MESSAGES.forbidden });
      }
      const { rows } = await app.db.query('SELECT id, name FROM modules WHERE is_active ORDER BY id');
      return rows;
    },
  );
}
