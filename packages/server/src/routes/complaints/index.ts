import type { FastifyInstance } from 'fastify';
import { actionRoutes } from './action-routes.js';
import { quejaRoutes } from './queja-routes.js';

/**
 * The consumer's complaints (portal-spec §7 "Complaints"): `/queja/`, `quejareplica/`,
 * `quejaescalamiento/`, `quejacalificacion/`, `nuevos_anexos/`, `/quejaall/`,
 * `/complaint_detail/{id}/`. `buildApp` registers it under `/api`.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  await app.register(quejaRoutes);
  await app.register(actionRoutes);
}
