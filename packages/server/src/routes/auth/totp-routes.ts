import { AUTH_MESSAGES } from '../../core.js';
import { publicAccess, signedInAccess } from '../../access/route-policy.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createTotpEnrollment, verifyTotp } from '../../services/otp/index.js';
import { accountServices } from './account-services.js';
import { markMailVerified, recordTotpFailure } from './sign-in-challenges.js';
import {
  challengeMissingError,
  checkSecondFactorThrottle,
  codeFailureError,
  completeSignIn,
  countSecondFactorFailure,
  requireChallenge,
} from './sign-in-flow.js';
import { audit, fieldError, parseId, USER_ID_SCHEMA } from './request-context.js';
import { AUTH_TAG, CODE_SCHEMA, SIGNED_IN_RESPONSE } from './schemas.js';

interface TotpRow {
  email: string | null;
  username: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled: boolean;
  totp_last_step: string | number | null;
}

async function totpRow(app: FastifyInstance, userId: number): Promise<TotpRow> {
  const { rows } = await app.db.query<TotpRow>(
    'SELECT email, username, totp_secret, totp_pending_secret, totp_enabled, totp_last_step FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] as TotpRow;
}

/** Authenticates when a Bearer token is sent; without one the route works on a prelogin challenge. */
function optionalAuth(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.headers.authorization !== undefined) await app.authenticate(request, reply);
  };
}

/**
 * Checks an authenticator code against a sealed secret, refusing a code of a time step already
 * used (a code seen over someone's shoulder cannot be replayed within its 30 seconds).
 */
function checkCode(
  app: FastifyInstance,
  sealed: string | null,
  lastStep: TotpRow['totp_last_step'],
  otp: unknown,
): number | null {
  if (!sealed) return null;
  const services = accountServices(app);
  const step = verifyTotp(services.totpBox.open(sealed), otp, services.now());
  if (step === null) return null;
  if (lastStep !== null && step <= Number(lastStep)) return null;
  return step;
}

const INVALID = { ok: false, reason: 'invalid', attemptsLeft: 0 } as const;

const FAMILY = `Familia QR (aplicación autenticadora, TOTP RFC 6238: SHA1, 6 dígitos, 30 s):
- Con sesión (\`Authorization: Bearer\`): \`POST /api/qr-mfa/\` genera un secreto pendiente y su URI otpauth;
  \`POST /api/qrmfa-confirm/\` {otp} lo activa; \`POST /api/qrmfa-enable/\` {enable} lo habilita o deshabilita.
- Durante el ingreso (sin sesión, con reto vivo de la prelogin): el usuario primero prueba su correo
  (\`POST /api/mfa-otp/\` y el código en \`POST /api/qr-mfa/\` {user_id, otp}), escanea el QR y
  \`POST /api/qrmfa-confirm/\` {user_id, otp} lo activa y entrega los tokens. Así la contraseña sola nunca basta.
- Con el autenticador ya habilitado: \`POST /api/qrmfa-auth/\` {user_id, otp} → \`{access, refresh, user}\`.`;

/** The QR / TOTP family: generate, confirm, sign in, enable. */
export async function totpRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { user_id?: number | string; otp?: string | number } }>(
    '/qr-mfa/',
    {
      config: { access: publicAccess('own-account') },
      preValidation: optionalAuth(app),
      schema: {
        tags: [AUTH_TAG],
        summary: 'Genera el secreto del autenticador y la URI otpauth del código QR',
        description: `${FAMILY}

Sin sesión: \`user_id\` con reto vivo y \`otp\` = el código enviado al correo por \`POST /api/mfa-otp/\`
(no hace falta repetirlo si ya se probó en este reto). El secreto queda pendiente hasta \`/qrmfa-confirm/\`.`,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { user_id: USER_ID_SCHEMA, otp: CODE_SCHEMA },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              qr: { type: 'string', description: 'URI otpauth:// para mostrar como código QR.' },
              otpauth_url: { type: 'string' },
              secret: { type: 'string', description: 'El secreto en base32, para ingresarlo a mano.' },
            },
          },
        },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      let userId: number;
      if (request.user) {
        userId = request.user.id;
      } else {
        const challenge = await requireChallenge(app, request, parseId(body.user_id), 'totp_generate');
        userId = challenge.userId;
        if (!challenge.mailVerified) {
          await checkSecondFactorThrottle(app, request, userId, 'totp_generate');
          const result = await accountServices(app).codes.verify(app.db, userId, 'login_mail', body.otp);
          if (!result.ok) {
            await countSecondFactorFailure(app, userId);
            await audit(app, request, {
              event: 'totp_generate',
              success: false,
              userId,
              detail: { reason: result.reason },
            });
            throw codeFailureError('otp', result);
          }
          await markMailVerified(app.db, challenge.id, accountServices(app).now());
        }
      }
      const row = await totpRow(app, userId);
      const enrollment = createTotpEnrollment(row.email ?? row.username);
      await app.db.query('UPDATE users SET totp_pending_secret = $2 WHERE id = $1', [
        userId,
        accountServices(app).totpBox.seal(enrollment.secret),
      ]);
      await audit(app, request, {
        event: 'totp_generate',
        success: true,
        userId,
        detail: { during_sign_in: !request.user },
      });
      return { qr: enrollment.uri, otpauth_url: enrollment.uri, secret: enrollment.secret };
    },
  );

  app.post<{ Body: { user_id?: number | string; otp: string | number } }>(
    '/qrmfa-confirm/',
    {
      config: { access: publicAccess('own-account') },
      preValidation: optionalAuth(app),
      schema: {
        tags: [AUTH_TAG],
        summary: 'Confirma el autenticador con su primer código y lo habilita',
        description: `${FAMILY}

Con sesión: 200 \`{detail}\`. Durante el ingreso (reto con el correo ya probado): 200
\`{detail, access, refresh, user}\`. Código errado: 400 en \`otp\`.`,
        body: {
          type: 'object',
          required: ['otp'],
          additionalProperties: false,
          properties: { user_id: USER_ID_SCHEMA, otp: CODE_SCHEMA },
        },
        response: {
          200: {
            type: 'object',
            properties: { detail: { type: 'string' }, ...SIGNED_IN_RESPONSE.properties },
          },
        },
      },
    },
    async (request) => {
      let userId: number;
      if (request.user) {
        userId = request.user.id;
      } else {
        const challenge = await requireChallenge(app, request, parseId(request.body.user_id), 'totp_confirm');
        if (!challenge.mailVerified) throw challengeMissingError();
        userId = challenge.userId;
      }
      await checkSecondFactorThrottle(app, request, userId, 'totp_confirm');
      const row = await totpRow(app, userId);
      if (!row.totp_pending_secret) throw fieldError('otp', AUTH_MESSAGES.totpNotConfigured);
      const step = checkCode(app, row.totp_pending_secret, null, request.body.otp);
      if (step === null) {
        await countSecondFactorFailure(app, userId);
        await audit(app, request, {
          event: 'totp_confirm',
          success: false,
          userId,
          detail: { reason: 'invalid' },
        });
        throw codeFailureError('otp', INVALID);
      }
      await app.db.query(
        `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled = true,
                totp_last_step = $2, mfa_method = 'totp', updated_at = now() WHERE id = $1`,
        [userId, step],
      );
      await audit(app, request, { event: 'totp_confirm', success: true, userId });
      if (request.user) return { detail: AUTH_MESSAGES.totpActivated };
      return { detail: AUTH_MESSAGES.totpActivated, ...(await completeSignIn(app, request, userId, 'totp')) };
    },
  );

  app.post<{ Body: { user_id: number | string; otp: string | number } }>(
    '/qrmfa-auth/',
    {
      config: { access: publicAccess() },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Paso 2 del ingreso con la aplicación autenticadora',
        description: `${FAMILY}

Exige reto vivo y autenticador habilitado (si no: 400 en \`user_id\`). Éxito: 200 \`{access, refresh, user}\`.
Código errado o ya usado: 400 en \`otp\`; tras 5 errores el reto se cierra y hay que volver a la prelogin.`,
        body: {
          type: 'object',
          required: ['user_id', 'otp'],
          additionalProperties: false,
          properties: { user_id: USER_ID_SCHEMA, otp: CODE_SCHEMA },
        },
        response: { 200: SIGNED_IN_RESPONSE },
      },
    },
    async (request) => {
      const challenge = await requireChallenge(app, request, parseId(request.body.user_id), 'totp_auth');
      const userId = challenge.userId;
      await checkSecondFactorThrottle(app, request, userId, 'totp_auth');
      const row = await totpRow(app, userId);
      if (!row.totp_enabled || !row.totp_secret) {
        await audit(app, request, {
          event: 'totp_auth',
          success: false,
          userId,
          detail: { reason: 'not_enabled' },
        });
        throw fieldError('user_id', AUTH_MESSAGES.secondFactorUnavailable);
      }
      const step = checkCode(app, row.totp_secret, row.totp_last_step, request.body.otp);
      if (step === null) {
        await recordTotpFailure(app.db, challenge.id, accountServices(app).now());
        await countSecondFactorFailure(app, userId);
        await audit(app, request, {
          event: 'totp_auth',
          success: false,
          userId,
          detail: { reason: 'invalid' },
        });
        throw codeFailureError('otp', INVALID);
      }
      // Only the first request to store this step wins: two concurrent uses of one code cannot both pass.
      const claimed = await app.db.query(
        `UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [userId, step],
      );
      if (claimed.rows.length === 0) throw codeFailureError('otp', INVALID);
      await audit(app, request, { event: 'totp_auth', success: true, userId });
      return completeSignIn(app, request, userId, 'totp');
    },
  );

  app.post<{ Body: { enable: boolean } }>(
    '/qrmfa-enable/',
    {
      config: { access: signedInAccess(['consumer', 'authority', 'ev', 'dcf'], 'own-account') },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Habilita o deshabilita el ingreso con la aplicación autenticadora',
        description: `${FAMILY}

Requiere sesión. Habilitar exige un autenticador ya confirmado (si no: 400 en \`enable\`).`,
        body: {
          type: 'object',
          required: ['enable'],
          additionalProperties: false,
          properties: { enable: { type: 'boolean' } },
        },
        response: {
          200: { type: 'object', properties: { detail: { type: 'string' }, enabled: { type: 'boolean' } } },
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const enable = request.body.enable;
      const row = await totpRow(app, user.id);
      if (enable && !row.totp_secret) {
        await audit(app, request, {
          event: 'totp_enable',
          success: false,
          userId: user.id,
          detail: { reason: 'not_configured' },
        });
        throw fieldError('enable', AUTH_MESSAGES.totpNotConfigured);
      }
      await app.db.query('UPDATE users SET totp_enabled = $2, updated_at = now() WHERE id = $1', [
        user.id,
        enable,
      ]);
      await audit(app, request, {
        event: 'totp_enable',
        success: true,
        userId: user.id,
        detail: { enabled: enable },
      });
      return { detail: enable ? AUTH_MESSAGES.totpEnabled : AUTH_MESSAGES.totpDisabled, enabled: enable };
    },
  );
}
