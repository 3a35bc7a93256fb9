import { API_ERROR_TEXTS, SERVER_TEXTS } from '../core.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadAuthUser, type AuthUser } from '../db/repositories/users.js';
import { ApiError, missingHeaderError } from '../http/errors.js';
import { TokenError } from '../services/tokens.js';

declare module 'fastify' {
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

/** Decorates `request.user` and `app.authenticate`. */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (typeof header !== 'string' || header.trim() === '') throw missingHeaderError();
    const [scheme, token, extra] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer' || !token || extra !== undefined) throw accessTokenRejectedError();
    let userId: number;
    try {
      userId = (await app.tokens.verify(token, 'access')).user_id;
    } catch (error) {
      if (error instanceof TokenError) throw accessTokenRejectedError();
      throw error;
    }
    const user = await loadAuthUser(app.db, userId);
    if (!user || !user.isActive) throw accessTokenRejectedError();
    request.user = user;
  });
}
