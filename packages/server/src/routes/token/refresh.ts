import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../access/route-policy.js';
import { refreshRejectedError } from '../../plugins/auth.js';
import { recordAuditEvent } from '../../services/audit.js';
import { TokenError } from '../../services/tokens.js';
import { tokenPairSchema } from './schemas.js';

export { refreshRejectedError };

const refreshSchema = {
  tags: ['tokens'],
  summary: 'Renovar tokens',
  description:
    'Cambia un refresh vigente por un par nuevo (con o sin barra final). Cada refresh sirve una vez: ' +
    'presentarlo de nuevo responde 401 "Token is blacklisted" y revoca toda su familia (también el par nuevo).',
  body: {
    type: 'object',
    required: ['refresh'],
    additionalProperties: false,
    properties: { refresh: { type: 'string', minLength: 1, maxLength: 4096 } },
  },
  response: { 200: tokenPairSchema },
};

/** `POST /api/token/refresh/` (the app ignores trailing slashes, so `/api/token/refresh` too). */
export function registerRefresh(app: FastifyInstance): void {
  app.post<{ Body: { refresh: string } }>(
    '/token/refresh/',
    // The body's refresh token names the account; it is the proof.
    { schema: refreshSchema, config: { refreshTokenBody: true, access: publicAccess('own-account') } },
    async (request) => {
      try {
        const pair = await app.tokens.rotate(request.body.refresh);
        await recordAuditEvent(app.db, {
          event: 'token_refresh',
          success: true,
          userId: pair.userId,
          ip: request.ip,
        });
        return { access: pair.access, refresh: pair.refresh };
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
        const userId =
          error.reason === 'blacklisted' ? await app.tokens.userIdIgnoringExpiry(request.body.refresh) : null;
        await recordAuditEvent(app.db, {
          event: error.reason === 'blacklisted' ? 'token_reuse' : 'token_refresh',
          success: false,
          userId,
          ip: request.ip,
          detail: { reason: error.reason },
        });
        throw refreshRejectedError(error.reason);
      }
    },
  );
}
