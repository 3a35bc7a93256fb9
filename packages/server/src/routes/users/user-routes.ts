import { AUTH_MESSAGES } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import { ACTORS, publicAccess, signedInAccess, STAFF_ACTORS } from '../../access/route-policy.js';
import { allModules, callerModules } from '../../domain/accounts/modules.js';
import {
  PERSON_PROPERTIES,
  patchOwnPerson,
  readAccount,
  replaceOwnProfile,
  type PersonBody,
} from '../../domain/accounts/profile.js';
import { registerConsumer } from '../../domain/accounts/registration.js';
import { USER_PAYLOAD_SCHEMA } from './user-payload.js';

/** OpenAPI tag of the user routes. */
export const USERS_TAG = 'Usuarios';

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
    async (request, reply) => reply.code(201).send(await registerConsumer(app, request)),
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
    async (request) => readAccount(app, request, request.params.id),
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
    async (request) => patchOwnPerson(app, request, request.params.id, request.body ?? {}),
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
    async (request) => replaceOwnProfile(app, request, request.params.id, request.body),
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
    async (request) => callerModules(app, request),
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
    async (request) => allModules(app, request),
  );
}
