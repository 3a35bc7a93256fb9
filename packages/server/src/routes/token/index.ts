import type { FastifyPluginAsync } from 'fastify';
import { registerLogin } from './login.js';
import { registerRefresh } from './refresh.js';

/** Entity sign-in and token refresh (entity-api "Tokens"). */
export const routes: FastifyPluginAsync = async (app) => {
  registerLogin(app);
  registerRefresh(app);
};
