import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes.js';
import { captchaRoutes } from './captcha-routes.js';
import { phoneRoutes } from './phone-routes.js';
import { signInRoutes } from './sign-in-routes.js';
import { totpRoutes } from './totp-routes.js';

/**
 * Every portal sign-in route of portal-spec §7 "Auth" but `/login/` and `/token/refresh/`:
 * captcha, prelogin, mail/SMS/authenticator second factors, phone validation, registration
 * confirmation, password recovery and logout. `buildApp` registers it under `/api`.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  await app.register(captchaRoutes);
  await app.register(signInRoutes);
  await app.register(totpRoutes);
  await app.register(phoneRoutes);
  await app.register(accountRoutes);
}
