import { API_ERROR_TEXTS, SERVER_TEXTS } from '../core.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadAuthUser, type AuthUser } from '../db/repositories/users.js';
import { ApiError, apiExceptionBody, missingHeaderError } from '../http/errors.js';
import { TokenError } from '../services/tokens.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes whose `preValidation` holds `app.authenticate` (see {@link installAuth}). */
    requiresAuth?: boolean;
    /** Set on the refresh route: the body's `refresh` token names the caller. */
    refreshTokenBody?: boolean;
  }
  interface FastifyRequest {
    /** The authenticated user; set by `app.authenticate`, `null` on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * Route hook that requires `Authorization: Bearer <access>`: missing header → 400 "missing
     * header"; invalid, expired or inactive → 401 with `WWW-Authenticate: Bearer realm="api"`.
     * Use it as `preValidation: app.authenticate` so the signature is checked first and an
     * unauthenticated caller learns nothing from field validation.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The 401 for a rejected access token (entity-api "Errors"; clients test `message[0].message`). */
export function accessTokenRejectedError(): ApiError {
  return new ApiError(
    401,
    {
      status_code: 401,
      detail: SERVER_TEXTS.accessTokenRejected,
      message: [
        { token_class: 'AccessToken', token_type: 'access', message: API_ERROR_TEXTS.tokenInvalidOrExpired },
      ],
    },
    { 'www-authenticate': 'Bearer realm="api"' },
  );
}

/**
 * The 401 of a refused refresh token ("Token is invalid or expired" or "Token is blacklisted"),
 * in the real service's envelope: `{"status_code": 401, "messages": {"detail", "code":
 * "token_not_valid"}, "detail": "Error APIException"}`.
 */
export function refreshRejectedError(reason: TokenError['reason']): ApiError {
  return new ApiError(
    401,
    apiExceptionBody(401, {
      detail: reason === 'blacklisted' ? API_ERROR_TEXTS.refreshBlacklisted : API_ERROR_TEXTS.refreshInvalid,
      code: 'token_not_valid',
    }),
    { 'www-authenticate': 'Bearer realm="api"' },
  );
}

/** What the `Authorization` header says about the caller: a user, no header, or a refusal. */
export type BearerVerdict =
  { kind: 'user'; user: AuthUser } | { kind: 'missing' } | { kind: 'rejected'; error: ApiError };

/**
 * Reads `Authorization: Bearer <access>`: no header (or a blank one) is `missing`; another
 * scheme, an extra word, a token that does not verify (unknown key, tampered, truncated,
 * expired, not an access token), a token whose session is closed (logout, password change, a
 * reused refresh token) or without one, or an inactive user is `rejected` with the 401 clients
 * parse. Whether the session is open is kept per node until any node closes a session.
 */
export async function bearerVerdict(app: FastifyInstance, request: FastifyRequest): Promise<BearerVerdict> {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.trim() === '') return { kind: 'missing' };
  // Built only when refused: an error captures a stack trace, which no accepted request should pay for.
  const rejected = () => ({ kind: 'rejected', error: accessTokenRejectedError() }) as const;
  const [scheme, token, extra] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || extra !== undefined) return rejected();
  let userId: number;
  let sid: string | undefined;
  try {
    ({ user_id: userId, sid } = await app.tokens.verify(token, 'access'));
  } catch (error) {
    if (error instanceof TokenError) return rejected();
    throw error;
  }
  // Every access token is issued with its session; one without it cannot be revoked.
  if (sid === undefined) return rejected();
  const session = sid;
  if (!(await app.callers.sessionOpen(session, () => app.tokens.isSessionOpen(session)))) return rejected();
  const user = await app.callers.user(userId, () => loadAuthUser(app.db, userId));
  if (!user || !user.isActive) return rejected();
  return { kind: 'user', user };
}

/** Whether a route authenticates its caller (its `preValidation` holds `app.authenticate`). */
export function routeRequiresAuth(request: FastifyRequest): boolean {
  return request.routeOptions.config?.requiresAuth === true;
}

/** Decorates `request.user` and `app.authenticate`, and marks the routes that use it. */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const verdict = await bearerVerdict(app, request);
    if (verdict.kind === 'missing') throw missingHeaderError();
    if (verdict.kind === 'rejected') throw verdict.error;
    request.user = verdict.user;
  });
  // The signature check runs before a route's own hooks and must know whether it needs a token.
  app.addHook('onRoute', (route) => {
    const hooks = [route.preValidation ?? []].flat();
    if (hooks.includes(app.authenticate)) route.config = { ...route.config, requiresAuth: true };
  });
}
