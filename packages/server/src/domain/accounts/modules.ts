import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../core.js';
import { accessOf } from '../../access/route-policy.js';
import { ApiError } from '../../http/errors.js';
import { offeredModuleIds } from '../staff-admin/offered-modules.js';

/** The caller's modules: those of their active roles whose routes serve their kind of user. */
export async function callerModules(app: FastifyInstance, request: FastifyRequest) {
  const ids = offeredModuleIds(app.routePolicies, accessOf(request));
  if (ids.length === 0) return [];
  const { rows } = await app.db.query(
    'SELECT id, name FROM modules WHERE id = ANY($1::int[]) AND is_active ORDER BY id',
    [ids],
  );
  return rows;
}

/** Every active module (staff only: a user without a position gets 403). */
export async function allModules(app: FastifyInstance, request: FastifyRequest) {
  if (!request.user!.isStaff) {
    throw new ApiError(403, { status_code: 403, detail: AUTH_MESSAGES.forbidden });
  }
  const { rows } = await app.db.query('SELECT id, name FROM modules WHERE is_active ORDER BY id');
  return rows;
}
