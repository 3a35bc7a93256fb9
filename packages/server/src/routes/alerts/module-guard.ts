import type { FastifyRequest } from 'fastify';
import { holdsModule } from '../../domain/alerts/staff-access.js';
import { ApiError } from '../../http/errors.js';

/** The 403 for a signed-in user whose roles lack the module: `{"status_code": 403, "detail": ...}`. */
export function forbiddenError(detail: string): ApiError {
  return new ApiError(403, { status_code: 403, detail });
}

/**
 * A `preValidation` hook (after `app.authenticate`) that lets through staff holding one of
 * `modules` and answers everyone else (consumers, entity API accounts, staff without it) the 403
 * with `detail`. It runs before validation, so a caller without access learns nothing from it.
 */
export function moduleGuard(modules: readonly number[], detail: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (!user || !holdsModule(user, modules)) throw forbiddenError(detail);
  };
}
