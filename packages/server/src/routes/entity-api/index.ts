import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { multipartPreamble } from '../../http/multipart-preamble.js';
import { ackRoutes } from './ack-routes.js';
import { defenderRoutes } from './defender-routes.js';
import { installEntityTraffic } from './entity-traffic.js';
import { storageRoutes } from './storage-routes.js';
import { usuariosRoutes } from './usuarios-routes.js';
import { requerimientosRoutes } from './requerimientos-routes.js';

async function entityApiRoutes(app: FastifyInstance): Promise<void> {
  // Entities' uploads are read as the real service's parser reads them (leading bytes: preamble).
  app.addHook('preParsing', multipartPreamble);
  await app.register(ackRoutes);
  await app.register(storageRoutes);
  await app.register(usuariosRoutes);
  await app.register(requerimientosRoutes);
  await app.register(defenderRoutes);
}

/**
 * The supervised-entity API (entity-api momentos 1 to 4) beyond `/api/queja/`, whose entity side
 * is `../complaints/entity-handlers.ts`: `/api/complaint/ack`, `/api/storage/`, `/api/usuarios/`.
 * Also installs, on the whole app, the per-entity rate limit and the audit of every call an
 * entity's API account makes. That is why this plugin skips encapsulation (as `fastify-plugin`
 * does): its hooks must reach every route, so it registers its own routes under `/api` itself.
 */
export const routes: FastifyPluginAsync = async (app: FastifyInstance) => {
  installEntityTraffic(app);
  await app.register(entityApiRoutes, { prefix: '/api' });
};

// Skip encapsulation so the hooks apply app-wide (see the doc comment above).
Object.defineProperty(routes, Symbol.for('skip-override'), { value: true });
Object.defineProperty(routes, Symbol.for('fastify.display-name'), { value: 'entity-api' });
