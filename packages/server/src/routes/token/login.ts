import { API_ERROR_TEXTS, AUTH_MESSAGES } from '../../core.js';
import { publicAccess } from '../../access/route-policy.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findLoginRecord, touchLastLogin } from '../../db/repositories/users.js';
import { ApiError, throttledError } from '../../http/errors.js';
import { recordAuditEvent } from '../../services/audit.js';
import { verifyAgainstDummy, verifyPassword } from '../../services/password/index.js';
import {
  clearThrottle,
  hitThrottle,
  peekThrottle,
  releaseThrottle,
  reserveAttempt,
  type ThrottleRule,
} from '../../services/throttle.js';
import { tokenPairSchema } from './schemas.js';

/**
 * Sign-in limits. Failed attempts are throttled per client address and per account; successful
 * ones only against a generous ceiling per address, because some entity clients log in before
 * every call (a success proves the caller holds the password and, for entities, the key).
 */
export const LOGIN_THROTTLE = {
  perIpFailures: { limit: 30, windowSeconds: 300 } satisfies ThrottleRule,
  perAccountFailures: { limit: 5, windowSeconds: 900 } satisfies ThrottleRule,
  perIpSuccesses: { limit: 600, windowSeconds: 300 } satisfies ThrottleRule,
};

/** Throttle counter keys, shared with the portal sign-in routes so both count the same attempts. */
export const loginThrottleKeys = (ip: string, username: string) => ({
  ip: `login:ip:${ip}`,
  account: `login:account:${username.trim().toLowerCase()}`,
  ipSuccesses: `login:ok:ip:${ip}`,
});

/** The 401 for wrong credentials (and for anything else that must not reveal why). */
export function badCredentialsError(): ApiError {
  return new ApiError(401, { status_code: 401, detail: API_ERROR_TEXTS.noActiveAccount, messages: [] });
}

interface LoginBody {
  username: string;
  password: string;
}

const loginSchema = {
  tags: ['tokens'],
  summary: 'Inicio de sesión de una entidad vigilada',
  description:
    'Para cuentas API de entidades: usuario, contraseña y firma con la clave de la entidad → `{refresh, access}`. ' +
    'Credenciales incorrectas, cuenta inactiva o cuenta del portal → 401 "No active account found with the given credentials". ' +
    'Los usuarios del portal entran con /preloginuser/ y un segundo factor. ' +
    `Límites (429): ${LOGIN_THROTTLE.perIpFailures.limit} intentos fallidos por dirección cada ${LOGIN_THROTTLE.perIpFailures.windowSeconds / 60} min, ` +
    `${LOGIN_THROTTLE.perAccountFailures.limit} fallidos por cuenta cada ${LOGIN_THROTTLE.perAccountFailures.windowSeconds / 60} min, ` +
    `${LOGIN_THROTTLE.perIpSuccesses.limit} exitosos por dirección cada ${LOGIN_THROTTLE.perIpSuccesses.windowSeconds / 60} min.`,
  body: {
    type: 'object',
    required: ['username', 'password'],
    additionalProperties: false,
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 150 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
    },
  },
  response: { 200: tokenPairSchema },
};

/** `POST /api/login/`: entity API accounts get a token pair; everyone else a 401. */
export function registerLogin(app: FastifyInstance): void {
  app.post<{ Body: LoginBody }>(
    '/login/',
    {
      config: { access: publicAccess('own-account') },
      schema: loginSchema,
    },
    async (request: FastifyRequest<{ Body: LoginBody }>) => {
      const { username, password } = request.body;
      const keys = loginThrottleKeys(request.ip, username);
      const audit = (success: boolean, reason: string, userId: number | null = null) =>
        recordAuditEvent(app.db, {
          event: 'login',
          success,
          userId,
          username,
          ip: request.ip,
          detail: { reason },
        });

      const successes = await peekThrottle(app.db, keys.ipSuccesses, LOGIN_THROTTLE.perIpSuccesses);
      if (!successes.allowed) {
        await audit(false, 'throttled_ip_successes');
        throw throttledError(successes.retryAfterSeconds);
      }
      // Counted as a failure before the password is checked: of a burst of simultaneous wrong
      // passwords (on any node) only as many as the limits allow are ever tried.
      const attempt = await reserveAttempt(app.db, [
        { key: keys.ip, rule: LOGIN_THROTTLE.perIpFailures },
        { key: keys.account, rule: LOGIN_THROTTLE.perAccountFailures },
      ]);
      if (!attempt.allowed) {
        await audit(false, attempt.refusedKey === keys.ip ? 'throttled_ip' : 'throttled_account');
        throw throttledError(attempt.retryAfterSeconds);
      }

      const account = await findLoginRecord(app.db, username);
      const passwordOk = account
        ? await verifyPassword(account.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!account || !passwordOk || !account.isActive) {
        await audit(
          false,
          !account ? 'unknown_account' : !passwordOk ? 'wrong_password' : 'inactive',
          account?.id,
        );
        throw badCredentialsError();
      }

      if (!account.isEntityClient) {
        // The address keeps its count; the account's is given back (its password was right).
        await releaseThrottle(app.db, keys.account);
        // portal users: see routes/auth — consumers and staff get tokens only after a second factor.
        await audit(false, 'second_factor_required', account.id);
        throw new ApiError(401, {
          status_code: 401,
          detail: AUTH_MESSAGES.secondFactorRequired,
          messages: [],
          error: AUTH_MESSAGES.secondFactorRequired,
        });
      }

      await releaseThrottle(app.db, keys.ip);
      await clearThrottle(app.db, keys.account);
      await hitThrottle(app.db, keys.ipSuccesses, LOGIN_THROTTLE.perIpSuccesses);
      const pair = await app.tokens.issuePair(account.id);
      await touchLastLogin(app.db, account.id);
      await audit(true, 'entity_client', account.id);
      return { refresh: pair.refresh, access: pair.access };
    },
  );
}
