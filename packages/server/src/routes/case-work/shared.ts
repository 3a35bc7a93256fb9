import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from '../../core.js';
import { publicBase } from '../../http/pagination.js';
import { downloadKey, downloadLink } from '../../services/storage/signed-url.js';

/** The OpenAPI tag of the case workspace's routes. */
export const CASE_WORK_TAG = 'Quejas: espacio de trabajo del caso';

/** A function signing download links of stored files for `request` (10 minutes). */
export function linkSigner(app: FastifyInstance, request: FastifyRequest, now: Date) {
  const base = publicBase(request, app.config.publicUrl);
  const key = downloadKey(app.config.secretsKey);
  return (fileId: number) => downloadLink(base, key, fileId, now, LIMITS.downloadLinkMinutes).url;
}
