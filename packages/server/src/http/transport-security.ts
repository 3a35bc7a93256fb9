import type { FastifyInstance } from 'fastify';

/** One year, subdomains included: what browsers' HSTS preload lists ask for. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * When the public address is https (`PUBLIC_URL`), every answer tells browsers to use https only
 * (Strict-Transport-Security). TLS itself ends at the proxy in front of the nodes. The server
 * sets no cookies (tokens travel in the Authorization header), so there is no cookie to mark
 * `Secure`.
 */
export function installTransportSecurity(app: FastifyInstance, publicUrl: string | undefined): void {
  if (!publicUrl?.startsWith('https://')) return;
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('strict-transport-security', HSTS_VALUE);
  });
}
