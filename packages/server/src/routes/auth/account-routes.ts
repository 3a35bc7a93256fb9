import { AUTH_MESSAGES } from '../../core.js';
import { publicAccess } from '../../access/route-policy.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, throttledError, validationBody } from '../../http/errors.js';
import { passwordResetCodeMail, registrationCodeMail } from '../../services/mail/index.js';
import { hashPassword, passwordProblems } from '../../services/password/index.js';
import { hitThrottle } from '../../services/throttle.js';
import { accountServices } from './account-services.js';
import { closeChallenges } from './sign-in-challenges.js';
import { ADDRESS_MAILINGS, codeFailureError, deliver, throttleKeys } from './sign-in-flow.js';
import { audit, requireCaptcha } from './request-context.js';
import { AUTH_TAG, CAPTCHA_SCHEMA, CODE_SCHEMA, DETAIL_RESPONSE, EMAIL_SCHEMA } from './schemas.js';

interface AccountRow {
  id: number;
  email: string;
  is_active: boolean;
  is_verified: boolean;
  first_name: string | null;
}

/** The portal account (never an entity API client) registered with this e-mail. */
export async function accountByEmail(app: FastifyInstance, email: string): Promise<AccountRow | null> {
  const { rows } = await app.db.query<AccountRow>(
    `SELECT u.id, u.email, u.is_active, u.is_verified, p.first_name
       FROM users u LEFT JOIN persons p ON p.user_id = u.id
      WHERE lower(u.email) = lower($1)
        AND NOT EXISTS (SELECT 1 FROM entity_clients c WHERE c.user_id = u.id)`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

/** Counts a mailing request from this address; too many → 429 (whether or not the e-mail exists). */
async function countMailing(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const state = await hitThrottle(app.db, throttleKeys.mailing(request.ip), ADDRESS_MAILINGS);
  if (!state.allowed) throw throttledError(state.retryAfterSeconds);
}

/**
 * Sends a code of `purpose` to the account when it qualifies. Rate-limited requests are dropped
 * silently: the answer must be the same whether or not the address has an account.
 */
async function mailCode(
  app: FastifyInstance,
  request: FastifyRequest,
  account: AccountRow,
  purpose: 'signup' | 'password_reset',
  event: string,
): Promise<void> {
  const services = accountServices(app);
  const issued = await services.codes.issue(app.db, account.id, purpose);
  if (!issued.ok) {
    await audit(app, request, {
      event,
      success: false,
      userId: account.id,
      detail: { reason: issued.reason },
    });
    return;
  }
  const content =
    purpose === 'signup'
      ? registrationCodeMail(issued.code, account.first_name ?? undefined)
      : passwordResetCodeMail(issued.code, account.first_name ?? undefined);
  await deliver(request, () => services.transport.sendMail({ to: account.email, ...content }));
  await audit(app, request, { event, success: true, userId: account.id });
}

const EMAIL_BODY = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: EMAIL_SCHEMA },
} as const;

/** Registration confirmation and password recovery (no session needed). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { email: string; code: string | number } }>(
    '/confirmcode/code/',
    {
      config: { access: publicAccess() },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Activa la cuenta registrada con el código enviado al correo',
        description: `Después de \`POST /api/user/\` llega al correo (o a \`DATA_DIR/outbox/\`) un código de 6 dígitos.
Éxito: 200 y la cuenta queda activa (ya puede usar \`POST /api/preloginuser/\`). Código errado, vencido,
ya usado o tras 5 intentos: 400 en \`code\` (un correo desconocido responde igual).`,
        body: {
          type: 'object',
          required: ['email', 'code'],
          additionalProperties: false,
          properties: { email: EMAIL_SCHEMA, code: CODE_SCHEMA },
        },
        response: { 200: DETAIL_RESPONSE },
      },
    },
    async (request) => {
      const { email, code } = request.body;
      const account = await accountByEmail(app, email);
      if (!account) {
        await countMailing(app, request);
        await audit(app, request, {
          event: 'signup_confirm',
          success: false,
          username: email,
          detail: { reason: 'unknown_email' },
        });
        throw codeFailureError('code', { ok: false, reason: 'invalid', attemptsLeft: 0 });
      }
      if (account.is_verified) {
        await audit(app, request, {
          event: 'signup_confirm',
          success: false,
          userId: account.id,
          detail: { reason: 'already_verified' },
        });
        return { detail: AUTH_MESSAGES.accountAlreadyActive };
      }
      const result = await accountServices(app).codes.verify(app.db, account.id, 'signup', code);
      if (!result.ok) {
        await audit(app, request, {
          event: 'signup_confirm',
          success: false,
          userId: account.id,
          detail: { reason: result.reason },
        });
        throw codeFailureError('code', result);
      }
      await app.db.query(
        'UPDATE users SET is_verified = true, is_active = true, updated_at = now() WHERE id = $1 AND NOT is_verified',
        [account.id],
      );
      await audit(app, request, {
        event: 'signup_confirm',
        success: true,
        userId: account.id,
        username: email,
      });
      return { detail: AUTH_MESSAGES.accountConfirmed };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/confirmcode/resend/',
    {
      config: { access: publicAccess() },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Reenvía el código de confirmación del registro',
        description:
          'Responde siempre 200 con el mismo mensaje (no revela si el correo está registrado). Solo envía a cuentas sin confirmar, como máximo un código por minuto y cinco por hora; 20 solicitudes por hora por dirección (429).',
        body: EMAIL_BODY,
        response: { 200: DETAIL_RESPONSE },
      },
    },
    async (request) => {
      await countMailing(app, request);
      const account = await accountByEmail(app, request.body.email);
      if (account && !account.is_verified) await mailCode(app, request, account, 'signup', 'signup_resend');
      else
        await audit(app, request, {
          event: 'signup_resend',
          success: false,
          userId: account?.id ?? null,
          username: request.body.email,
          detail: { reason: account ? 'already_verified' : 'unknown_email' },
        });
      return { detail: AUTH_MESSAGES.confirmationCodeSent };
    },
  );

  app.post<{ Body: { email: string; captcha: string } }>(
    '/password/reset/',
    {
      config: { access: publicAccess() },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Recuperación de contraseña, paso 1: envía un código al correo',
        description: `Secuencia: \`GET /api/captcha/\` → \`POST /api/password/reset/\` {email, captcha} → código en el correo
(o en \`DATA_DIR/outbox/\`) → \`POST /api/password/change/\` {email, code, password}.
Responde siempre 200 con el mismo mensaje, exista o no la cuenta. Captcha inválido: 400 con el mensaje de reCAPTCHA en \`captcha\`.`,
        body: {
          type: 'object',
          required: ['email', 'captcha'],
          additionalProperties: false,
          properties: { email: EMAIL_SCHEMA, captcha: CAPTCHA_SCHEMA },
        },
        response: { 200: DETAIL_RESPONSE },
      },
    },
    async (request) => {
      await requireCaptcha(app, request, request.body.captcha, 'password_reset_request', request.body.email);
      await countMailing(app, request);
      const account = await accountByEmail(app, request.body.email);
      if (account) await mailCode(app, request, account, 'password_reset', 'password_reset_request');
      else
        await audit(app, request, {
          event: 'password_reset_request',
          success: false,
          username: request.body.email,
          detail: { reason: 'unknown_email' },
        });
      return { detail: AUTH_MESSAGES.passwordResetSent };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/password/code/resend/',
    {
      config: { access: publicAccess() },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Recuperación de contraseña: reenvía el código',
        description:
          'Mismo comportamiento que `POST /api/password/reset/` sin captcha: 200 con el mismo mensaje siempre; un código por minuto y cinco por hora por cuenta.',
        body: EMAIL_BODY,
        response: { 200: DETAIL_RESPONSE },
      },
    },
    async (request) => {
      await countMailing(app, request);
      const account = await accountByEmail(app, request.body.email);
      if (account) await mailCode(app, request, account, 'password_reset', 'password_reset_resend');
      else
        await audit(app, request, {
          event: 'password_reset_resend',
          success: false,
          username: request.body.email,
          detail: { reason: 'unknown_email' },
        });
      return { detail: AUTH_MESSAGES.passwordResetSent };
    },
  );

  app.post<{ Body: { email: string; code: string | number; password: string } }>(
    '/password/change/',
    {
      config: { access: publicAccess() },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Recuperación de contraseña, paso 2: fija la contraseña nueva con el código',
        description: `Contraseña nueva: mínimo 8 caracteres, una mayúscula, un número, un carácter especial y no estar
entre las contraseñas comunes (400 en \`password\` con cada regla incumplida; el código no se gasta).
Código errado, vencido o agotado: 400 en \`code\`. Éxito: 200; se revocan todos los tokens de renovación
del usuario y se cierran sus retos de ingreso abiertos.`,
        body: {
          type: 'object',
          required: ['email', 'code', 'password'],
          additionalProperties: false,
          properties: {
            email: EMAIL_SCHEMA,
            code: CODE_SCHEMA,
            password: { type: 'string', maxLength: 1024 },
          },
        },
        response: { 200: DETAIL_RESPONSE },
      },
    },
    async (request) => {
      const { email, code, password } = request.body;
      const problems = passwordProblems(password);
      if (problems.length > 0) throw new ApiError(400, { ...validationBody({ password: problems }) });
      const account = await accountByEmail(app, email);
      if (!account) {
        await countMailing(app, request);
        await audit(app, request, {
          event: 'password_change',
          success: false,
          username: email,
          detail: { reason: 'unknown_email' },
        });
        throw codeFailureError('code', { ok: false, reason: 'invalid', attemptsLeft: 0 });
      }
      const services = accountServices(app);
      const result = await services.codes.verify(app.db, account.id, 'password_reset', code);
      if (!result.ok) {
        await audit(app, request, {
          event: 'password_change',
          success: false,
          userId: account.id,
          detail: { reason: result.reason },
        });
        throw codeFailureError('code', result);
      }
      const hash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
          account.id,
          hash,
        ]);
        await app.tokens.revokeAllForUser(account.id, tx);
        await closeChallenges(tx, account.id, services.now());
      });
      await audit(app, request, {
        event: 'password_change',
        success: true,
        userId: account.id,
        username: email,
      });
      return { detail: AUTH_MESSAGES.passwordChanged };
    },
  );
}
