import { API_ERROR_TEXTS, AUTH_MESSAGES } from '../../core.js';
import { ACTORS, publicAccess, signedInAccess } from '../../access/route-policy.js';
import type { FastifyInstance } from 'fastify';
import { findLoginRecord } from '../../db/repositories/users.js';
import { ApiError, throttledError } from '../../http/errors.js';
import { loginCodeMail, loginCodeSms } from '../../services/mail/index.js';
import { verifyAgainstDummy, verifyPassword } from '../../services/password/index.js';
import { reserveAttempt } from '../../services/throttle.js';
import { accountServices } from './account-services.js';
import { maskEmail, maskPhone } from './masking.js';
import { CHALLENGE_TTL_SECONDS, closeChallenges, openChallenge } from './sign-in-challenges.js';
import {
  ACCOUNT_FAILURES,
  ADDRESS_FAILURES,
  checkSecondFactorThrottle,
  codeFailureError,
  codeDeliveryMessage,
  codeRateLimitedError,
  completeSignIn,
  countSecondFactorFailure,
  deliver,
  requireChallenge,
  throttleKeys,
} from './sign-in-flow.js';
import { audit, fieldError, parseId, requireCaptcha } from './request-context.js';
import { AUTH_TAG, CAPTCHA_SCHEMA, OTP_QUERY, SIGNED_IN_RESPONSE, USER_ID_BODY } from './schemas.js';

/** The prelogin failure: entity-api's 401 body plus the `error` key the portal tests (§8). */
function preloginFailed(error: string = API_ERROR_TEXTS.noActiveAccount): ApiError {
  return new ApiError(401, {
    status_code: 401,
    detail: API_ERROR_TEXTS.noActiveAccount,
    messages: [],
    error,
  });
}

interface PreloginBody {
  username: string;
  password: string;
  captcha?: string;
}

interface UserRow {
  email: string | null;
  phone: string | null;
  phone_verified: boolean;
  totp_enabled: boolean;
  first_name: string | null;
}

async function contactOf(app: FastifyInstance, userId: number): Promise<UserRow> {
  const { rows } = await app.db.query<UserRow>(
    `SELECT u.email, u.phone, u.phone_verified, u.totp_enabled, p.first_name
       FROM users u LEFT JOIN persons p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return rows[0] as UserRow;
}

const SEQUENCE = `Secuencia de ingreso de los usuarios del portal (consumidores y funcionarios):
1. \`POST /api/preloginuser/\` con usuario y contraseña → \`user_id\` y los segundos factores disponibles (nunca tokens).
2. Uno de: \`POST /api/mfa-otp/\` y luego \`GET /api/mfa-otp/?otp=&user_id=\` (código por correo);
   \`POST /api/smsotp/\` y luego \`GET /api/smsotp/?otp=&user_id=\` (código por SMS, celular validado);
   \`POST /api/qrmfa-auth/\` (aplicación autenticadora, si está habilitada).
3. La respuesta del paso 2 trae \`{access, refresh, user}\`.
El reto de la prelogin dura 10 minutos; cada código, 10 minutos, un solo uso y 5 intentos.`;

/** Prelogin, the mail and SMS second factors and logout. */
export async function signInRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: PreloginBody }>(
    '/preloginuser/',
    {
      config: { access: publicAccess() },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Paso 1 del ingreso: verifica usuario y contraseña y abre el reto del segundo factor',
        description: `${SEQUENCE}

Responde 200 con \`user_id\`, el correo y el celular enmascarados y los métodos disponibles
(\`mfa.mail\` siempre, \`mfa.sms\` con celular validado, \`mfa.qr\` con autenticador habilitado).
Credenciales inválidas: 401 \`{"status_code":401,"detail":"No active account found with the given credentials","messages":[],"error":...}\`.
Cuenta sin confirmar: el mismo 401 con \`error\` pidiendo confirmarla. Demasiados intentos fallidos
(5 por cuenta o 20 por dirección en 15 minutos): 429. \`captcha\` es opcional; si se envía, debe ser válido.`,
        body: {
          type: 'object',
          required: ['username', 'password'],
          additionalProperties: false,
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 150, description: 'Correo o usuario.' },
            password: { type: 'string', minLength: 1, maxLength: 1024 },
            captcha: CAPTCHA_SCHEMA,
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              user_id: { type: 'integer' },
              email: { type: ['string', 'null'], description: 'Enmascarado: `an***@dominio`.' },
              phone: { type: ['string', 'null'], description: 'Enmascarado: solo los 4 últimos dígitos.' },
              mfa: {
                type: 'object',
                properties: { mail: { type: 'boolean' }, sms: { type: 'boolean' }, qr: { type: 'boolean' } },
              },
              expires_in: { type: 'integer', description: 'Segundos que dura el reto.' },
            },
          },
        },
      },
    },
    async (request) => {
      const { username, password, captcha } = request.body;
      const accountKey = throttleKeys.account(username);
      const addressKey = throttleKeys.address(request.ip);
      // Counted as a failure before the password is checked: of a burst of simultaneous wrong
      // passwords (on any node) only as many as the limits allow are ever tried.
      const attempt = await reserveAttempt(app.db, [
        { key: accountKey, rule: ACCOUNT_FAILURES },
        { key: addressKey, rule: ADDRESS_FAILURES },
      ]);
      if (!attempt.allowed) {
        await audit(app, request, {
          event: 'prelogin',
          success: false,
          username,
          detail: { reason: 'throttled' },
        });
        throw throttledError(attempt.retryAfterSeconds);
      }
      if (captcha !== undefined) {
        // A refused captcha is not a tried password.
        await requireCaptcha(app, request, captcha, 'prelogin', username).catch(async (error: unknown) => {
          await attempt.release();
          throw error;
        });
      }

      const record = await findLoginRecord(app.db, username);
      const passwordOk =
        record && !record.isEntityClient
          ? await verifyPassword(record.passwordHash, password)
          : await verifyAgainstDummy(password);
      if (!record || record.isEntityClient || !passwordOk) {
        await audit(app, request, {
          event: 'prelogin',
          success: false,
          userId: record?.id ?? null,
          username,
          detail: {
            reason: !record ? 'unknown_user' : record.isEntityClient ? 'entity_client' : 'bad_password',
          },
        });
        throw preloginFailed();
      }
      // The right password: not a failure.
      await attempt.release();
      if (!record.isVerified) {
        await audit(app, request, {
          event: 'prelogin',
          success: false,
          userId: record.id,
          username,
          detail: { reason: 'unverified' },
        });
        throw preloginFailed(AUTH_MESSAGES.accountInactive);
      }
      if (!record.isActive) {
        await audit(app, request, {
          event: 'prelogin',
          success: false,
          userId: record.id,
          username,
          detail: { reason: 'inactive' },
        });
        throw preloginFailed();
      }
      await openChallenge(app.db, record.id, request.ip, accountServices(app).now());
      const contact = await contactOf(app, record.id);
      await audit(app, request, { event: 'prelogin', success: true, userId: record.id, username });
      return {
        user_id: record.id,
        email: maskEmail(contact.email),
        phone: maskPhone(contact.phone),
        mfa: {
          mail: contact.email !== null,
          sms: contact.phone !== null && contact.phone_verified,
          qr: contact.totp_enabled,
        },
        expires_in: CHALLENGE_TTL_SECONDS,
      };
    },
  );

  for (const channel of ['mail', 'sms'] as const) {
    const path = channel === 'mail' ? '/mfa-otp/' : '/smsotp/';
    const purpose = channel === 'mail' ? 'login_mail' : 'login_sms';
    const where = channel === 'mail' ? 'al correo registrado' : 'al celular validado';

    app.post<{ Body: { user_id: number | string } }>(
      path,
      {
        config: { access: publicAccess('own-account') },
        schema: {
          tags: [AUTH_TAG],
          summary: `Paso 2a del ingreso: envía un código de 6 dígitos ${where}`,
          description: `${SEQUENCE}

Exige un reto vivo de \`POST /api/preloginuser/\` para ese \`user_id\`; si no lo hay: 401.
${channel === 'sms' ? 'Si el usuario no tiene un celular validado: 400 en `user_id`.\n' : ''}Mientras el último código siga vigente (y le queden al menos 2 minutos) se envía de nuevo ese
mismo código, no uno nuevo: \`sent\` dice si salió un mensaje y \`detail\` lo dice en español.
Un mensaje por minuto: dentro del minuto no se envía nada (\`sent: false\`, el código sigue
sirviendo). Cinco envíos por hora de códigos que no se usaron (los usados no cuentan): pasado el
límite, el código vigente se conserva; sin código vigente, 429 con \`Retry-After\` y la espera en \`detail\`.
\`resend_after\`: segundos hasta que pedirlo otra vez envíe un mensaje.
Sin SMTP_URL${channel === 'sms' ? ' ni SMS_WEBHOOK_URL' : ''} el mensaje queda en \`DATA_DIR/outbox/\`.`,
          body: USER_ID_BODY,
          response: {
            200: {
              type: 'object',
              properties: {
                detail: { type: 'string' },
                email: { type: ['string', 'null'] },
                phone: { type: ['string', 'null'] },
                expires_in: { type: 'integer', description: 'Segundos que el código sigue vigente.' },
                sent: { type: 'boolean', description: 'Si esta solicitud envió un mensaje.' },
                resend_after: { type: 'integer', description: 'Segundos hasta poder pedir otro envío.' },
              },
            },
          },
        },
      },
      async (request) => {
        const event = `mfa_${channel}_send`;
        const userId = parseId(request.body.user_id);
        const challenge = await requireChallenge(app, request, userId, event);
        const contact = await contactOf(app, challenge.userId);
        if (channel === 'sms' && !(contact.phone && contact.phone_verified)) {
          await audit(app, request, {
            event,
            success: false,
            userId: challenge.userId,
            detail: { reason: 'no_phone' },
          });
          throw fieldError('user_id', AUTH_MESSAGES.secondFactorUnavailable);
        }
        const services = accountServices(app);
        const issued = await services.codes.sendOrReuse(app.db, challenge.userId, purpose);
        if (!issued.ok) {
          await audit(app, request, {
            event,
            success: false,
            userId: challenge.userId,
            detail: { reason: issued.reason },
          });
          throw codeRateLimitedError(issued);
        }
        if (issued.action !== 'hold') {
          const { code } = issued;
          await deliver(request, () =>
            channel === 'mail'
              ? services.transport.sendMail({
                  to: contact.email as string,
                  ...loginCodeMail(code, contact.first_name ?? undefined),
                })
              : services.transport.sendSms({ to: contact.phone as string, text: loginCodeSms(code) }),
          );
        }
        await audit(app, request, {
          event,
          success: true,
          userId: challenge.userId,
          detail: { action: issued.action },
        });
        const now = services.now();
        return {
          detail: codeDeliveryMessage(channel, issued, now),
          email: channel === 'mail' ? maskEmail(contact.email) : null,
          phone: channel === 'sms' ? maskPhone(contact.phone) : null,
          expires_in: Math.max(0, Math.floor((issued.expiresAt.getTime() - now.getTime()) / 1000)),
          sent: issued.action !== 'hold',
          resend_after: issued.resendAfterSeconds,
        };
      },
    );

    app.get<{ Querystring: { otp: string; user_id: string } }>(
      path,
      {
        config: { access: publicAccess('own-account') },
        schema: {
          tags: [AUTH_TAG],
          summary: `Paso 2b del ingreso: verifica el código ${channel === 'mail' ? 'del correo' : 'del SMS'} y entrega los tokens`,
          description: `${SEQUENCE}

Éxito: 200 \`{access, refresh, user}\` y el reto se cierra. Código errado, vencido, ya usado o tras
5 intentos fallidos: 400 con el motivo en \`otp\` (tras el quinto error ni el código correcto sirve:
hay que pedir otro). Sin reto vivo: 401. Más de 10 códigos errados en 15 minutos: 429.`,
          querystring: OTP_QUERY,
          response: { 200: SIGNED_IN_RESPONSE },
        },
      },
      async (request) => {
        const event = `mfa_${channel}_verify`;
        const userId = parseId(request.query.user_id);
        const challenge = await requireChallenge(app, request, userId, event);
        await checkSecondFactorThrottle(app, request, challenge.userId, event);
        const result = await accountServices(app).codes.verify(
          app.db,
          challenge.userId,
          purpose,
          request.query.otp,
        );
        if (!result.ok) {
          await countSecondFactorFailure(app, challenge.userId);
          await audit(app, request, {
            event,
            success: false,
            userId: challenge.userId,
            detail: { reason: result.reason },
          });
          throw codeFailureError('otp', result);
        }
        await audit(app, request, { event, success: true, userId: challenge.userId });
        return completeSignIn(app, request, challenge.userId, channel);
      },
    );
  }

  app.post<{ Body: { username?: string } }>(
    '/logout/',
    {
      config: { access: signedInAccess(ACTORS, 'own-account') },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Cierra la sesión: revoca todos los tokens de renovación del usuario',
        description:
          'Requiere `Authorization: Bearer <access>`. Revoca todos los refresh del usuario autenticado (todas sus sesiones) y cierra sus retos de ingreso abiertos; `username` se acepta por compatibilidad y solo se registra en la auditoría. Los access de esas sesiones dejan de servir en todos los nodos desde la respuesta (401).',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { username: { type: 'string', maxLength: 150 } },
        },
        response: { 200: { type: 'object', properties: { detail: { type: 'string' } } } },
      },
    },
    async (request) => {
      const user = request.user!;
      await app.tokens.revokeAllForUser(user.id);
      await closeChallenges(app.db, user.id, accountServices(app).now());
      await audit(app, request, {
        event: 'logout',
        success: true,
        userId: user.id,
        username: user.username,
        detail:
          request.body?.username && request.body.username !== user.username
            ? { claimed_username: request.body.username }
            : {},
      });
      return { detail: AUTH_MESSAGES.loggedOut };
    },
  );
}
