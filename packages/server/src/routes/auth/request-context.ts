import { MESSAGES } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, validationBody } from '../../http/errors.js';
import { recordAuditEvent, type AuditEvent } from '../../services/audit.js';
import { accountServices } from './account-services.js';

/**
 * Writes an authentication event with the caller's address. Auditing must never turn a sign-in
 * into a server error, so a failed insert is logged and swallowed.
 */
export async function audit(
  app: FastifyInstance,
  request: FastifyRequest,
  event: Omit<AuditEvent, 'ip'>,
): Promise<void> {
  try {
    await recordAuditEvent(app.db, { ...event, ip: request.ip });
  } catch (err) {
    request.log.error({ err, event: event.event }, 'audit event not written');
  }
}

/** The 400 for a failed captcha: the spec's reCAPTCHA message under `captcha`. */
export function captchaFailedError(): ApiError {
  return new ApiError(400, { ...validationBody({ captcha: [MESSAGES.recaptchaFailed] }) });
}

/** Checks the request's `captcha` answer (proof of work or reCAPTCHA token), auditing a failure. */
export async function requireCaptcha(
  app: FastifyInstance,
  request: FastifyRequest,
  answer: unknown,
  event: string,
  username?: string | null,
): Promise<void> {
  if (await accountServices(app).captcha.verify(answer, request.ip)) return;
  await audit(app, request, {
    event,
    success: false,
    username: username ?? null,
    detail: { reason: 'captcha' },
  });
  throw captchaFailedError();
}

/** A field error in the entity-api 400 shape. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, { ...validationBody({ [field]: [message] }) });
}

/** Largest id PostgreSQL's `integer` holds: anything above cannot name a row. */
const MAX_ID = 2_147_483_647;

/** A positive database id from a number or a digit string, else null (never throws). */
export function parseId(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
}

/** JSON schema for a `user_id` sent as a number or as digits. */
export const USER_ID_SCHEMA = {
  // Digit strings are coerced by the validator ("7" → 7), as DRF accepts them.
  type: 'integer',
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'El `user_id` que devolvió `POST /api/preloginuser/`.',
} as const;
