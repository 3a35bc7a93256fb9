import { AUTH_MESSAGES } from '../../core.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors.js';

/**
 * The supervised-entity side of `/api/queja/` (entity-api momentos 1 to 3). The consumer routes
 * hand a request here when `request.user.entity` is set, so the entity API (issue 6) fills these
 * in without touching the consumer code. Until then an entity user is refused with 403.
 */
export interface EntityComplaintHandlers {
  /** `GET /api/queja/`: complaints not yet acknowledged by the caller's entity (momento 1). */
  list(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** `GET /api/queja/{codigo_queja}/`. */
  detail(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** `POST /api/queja/`: a complaint the entity received itself (momento 2). */
  create(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** `PUT` and `PATCH /api/queja/{codigo_queja}/`: progress and closing (momento 3). */
  update(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** The 403 an entity user gets while the entity API is not built. */
export function entityForbiddenError(): ApiError {
  return new ApiError(403, { status_code: 403, detail: AUTH_MESSAGES.forbidden });
}

const refuse = async (): Promise<never> => {
  throw entityForbiddenError();
};

/** The handlers the consumer routes call for entity users. */
export const entityHandlers: EntityComplaintHandlers = {
  list: refuse,
  detail: refuse,
  create: refuse,
  update: refuse,
};
