import { AUTH_MESSAGES } from '../../core.js';
import { signedInAccess } from '../../access/route-policy.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { phoneValidationSms } from '../../services/mail/index.js';
import { accountServices } from './account-services.js';
import { maskPhone } from './masking.js';
import { codeFailureError, codeRateLimitedError, deliver } from './sign-in-flow.js';
import { audit, fieldError } from './request-context.js';
import { AUTH_TAG, CODE_SCHEMA, DETAIL_RESPONSE } from './schemas.js';

/** A mobile number as digits, optionally with a leading `+` (7 to 15 digits, E.164's range). */
export const PHONE_SCHEMA = {
  type: 'string',
  maxLength: 20,
  description: 'Número de celular: solo dígitos, opcionalmente con `+` inicial (7 a 15 dígitos).',
} as const;

/** Normalises a phone number, or null when it is not one. */
export function normalisePhone(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.trim().replace(/[\s-]/g, '');
  return /^\+?\d{7,15}$/.test(compact) ? compact : null;
}

/** Sends a validation code for `phone` to the authenticated user. */
async function sendPhoneCode(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  phone: string,
  event: string,
) {
  const services = accountServices(app);
  const issued = await services.codes.issue(app.db, userId, 'phone', phone);
  if (!issued.ok) {
    await audit(app, request, { event, success: false, userId, detail: { reason: issued.reason } });
    throw codeRateLimitedError(issued);
  }
  await deliver(request, () =>
    services.transport.sendSms({ to: phone, text: phoneValidationSms(issued.code) }),
  );
}

const FLOW = `Validación del celular (requiere sesión). El celular validado habilita el ingreso con código por SMS:
1. \`PUT /api/updatephone/\` {phone} guarda un número nuevo (queda sin validar) y le envía un código por SMS,
   o \`POST /api/validationphone/\` {phone?} (re)envía un código al número indicado o al registrado;
2. \`PUT /api/confirmationphone/\` {code} con el código recibido lo valida.
Un código por minuto y cinco por hora; 10 minutos de vida; 5 intentos.`;

/** Phone validation, confirmation and update (all need a session). */
export async function phoneRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { phone?: string } }>(
    '/validationphone/',
    {
      config: { access: signedInAccess(['consumer', 'authority', 'ev', 'dcf'], 'own-account') },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Envía por SMS un código para validar el celular',
        description: `${FLOW}\n\nSin \`phone\` usa el número registrado; si no hay ninguno: 400 en \`phone\`.`,
        body: { type: 'object', additionalProperties: false, properties: { phone: PHONE_SCHEMA } },
        response: {
          200: {
            type: 'object',
            properties: { detail: { type: 'string' }, phone: { type: ['string', 'null'] } },
          },
        },
      },
    },
    async (request) => {
      const user = request.user!;
      let phone: string | null;
      if (request.body?.phone !== undefined) {
        phone = normalisePhone(request.body.phone);
      } else {
        const { rows } = await app.db.query<{ phone: string | null }>(
          'SELECT phone FROM users WHERE id = $1',
          [user.id],
        );
        phone = normalisePhone(rows[0]?.phone);
      }
      if (!phone) throw fieldError('phone', AUTH_MESSAGES.phoneInvalid);
      await sendPhoneCode(app, request, user.id, phone, 'phone_validation_send');
      await audit(app, request, { event: 'phone_validation_send', success: true, userId: user.id });
      return { detail: AUTH_MESSAGES.phoneCodeSent, phone: maskPhone(phone) };
    },
  );

  app.put<{ Body: { code: string | number; phone?: string } }>(
    '/confirmationphone/',
    {
      config: { access: signedInAccess(['consumer', 'authority', 'ev', 'dcf'], 'own-account') },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Valida el celular con el código recibido por SMS',
        description: `${FLOW}\n\nÉxito: el número al que se envió el código queda registrado y validado. Código errado, vencido o agotado: 400 en \`code\`. Si se envía \`phone\`, debe ser el mismo número al que se envió el código.`,
        body: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code: CODE_SCHEMA, phone: PHONE_SCHEMA },
        },
        response: {
          200: { type: 'object', properties: { detail: { type: 'string' }, phone: { type: 'string' } } },
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const result = await accountServices(app).codes.verify(app.db, user.id, 'phone', request.body.code);
      if (!result.ok) {
        await audit(app, request, {
          event: 'phone_confirm',
          success: false,
          userId: user.id,
          detail: { reason: result.reason },
        });
        throw codeFailureError('code', result);
      }
      const phone = result.target as string;
      if (request.body.phone !== undefined && normalisePhone(request.body.phone) !== phone) {
        await audit(app, request, {
          event: 'phone_confirm',
          success: false,
          userId: user.id,
          detail: { reason: 'other_phone' },
        });
        throw fieldError('phone', AUTH_MESSAGES.phoneInvalid);
      }
      await app.db.query(
        'UPDATE users SET phone = $2, phone_verified = true, updated_at = now() WHERE id = $1',
        [user.id, phone],
      );
      await audit(app, request, { event: 'phone_confirm', success: true, userId: user.id });
      return { detail: AUTH_MESSAGES.phoneConfirmed, phone };
    },
  );

  app.put<{ Body: { phone: string } }>(
    '/updatephone/',
    {
      config: { access: signedInAccess(['consumer', 'authority', 'ev', 'dcf'], 'own-account') },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Cambia el celular registrado (queda sin validar) y envía el código de validación',
        description: `${FLOW}\n\nHasta confirmar el número nuevo, el ingreso por SMS queda deshabilitado.`,
        body: {
          type: 'object',
          required: ['phone'],
          additionalProperties: false,
          properties: { phone: PHONE_SCHEMA },
        },
        response: { 200: DETAIL_RESPONSE },
      },
    },
    async (request) => {
      const user = request.user!;
      const phone = normalisePhone(request.body.phone);
      if (!phone) throw fieldError('phone', AUTH_MESSAGES.phoneInvalid);
      await sendPhoneCode(app, request, user.id, phone, 'phone_update');
      await app.db.query(
        'UPDATE users SET phone = $2, phone_verified = false, updated_at = now() WHERE id = $1',
        [user.id, phone],
      );
      await audit(app, request, { event: 'phone_update', success: true, userId: user.id });
      return { detail: AUTH_MESSAGES.phoneUpdated };
    },
  );
}
