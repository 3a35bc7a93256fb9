import type { FastifyInstance } from 'fastify';
import { userRoutes } from './user-routes.js';

/**
 * Users of portal-spec §7 (registration, own record and profile, modules) but technical support
 * and user management. `buildApp` registers it under `/api`.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  await app.register(userRoutes);
}
