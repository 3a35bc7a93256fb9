import { COMPLAINT_MESSAGES, MESSAGES } from '../../core.js';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { publicAccess } from '../../access/route-policy.js';
import { findStoredFile } from '../../domain/complaints/repository.js';
import { ApiError, notFoundError } from '../../http/errors.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { checkDownload, downloadKey, DOWNLOAD_PATH } from '../../services/storage/signed-url.js';
import { StorageNotFoundError } from '../../services/storage/storage-driver.js';

/** `filename="..."` needs plain ASCII: accents dropped, quotes and controls replaced. */
function asciiName(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\]/g, '_') || 'archivo'
  );
}

/** RFC 6266 / 8187 Content-Disposition with the stored name (ASCII fallback plus UTF-8). */
export function contentDisposition(name: string, inline: boolean): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${asciiName(name)}"; filename*=UTF-8''${encoded}`;
}

/**
 * `GET /files/<id>?expires=&sig=` (or `/files/<id>/<file name>?expires=&sig=`, the same file):
 * the only way to read a stored file's bytes. Outside `/api`
 * (no request signature, no session) so a browser link works; the HMAC link itself is the
 * credential. Wrong or made-up signature → 403, expired → 410, both with a Spanish `detail`.
 * `inline=1` asks the browser to show the file (the preview modal) instead of saving it.
 *
 * Loaded by the route-folder loader, but at the root, not under `/api`: the plugin is marked
 * `skip-override` (as `fastify-plugin` does), so it registers on the app itself. It installs no
 * hooks, which would then apply to every route.
 */
export const routes: FastifyPluginAsync = async (app: FastifyInstance) => {
  // Also under the file's name, which is not checked (the stored one is served): entity
  // clients save a file under its link's last segment.
  for (const path of [`${DOWNLOAD_PATH}/:id`, `${DOWNLOAD_PATH}/:id/*`]) {
    app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
      path,
      // No sign-in: the link's expiring HMAC, issued only by routes that checked the caller, is the grant.
      { schema: { hide: true }, config: { access: publicAccess() } },
      async (request, reply) => {
        const { id } = request.params;
        const { expires, sig, inline } = request.query;
        const check = checkDownload(downloadKey(app.config.secretsKey), id, expires, sig, new Date());
        if (check === 'invalid')
          throw new ApiError(403, { status_code: 403, detail: MESSAGES.downloadUrlMissing });
        if (check === 'expired') {
          throw new ApiError(410, { status_code: 410, detail: COMPLAINT_MESSAGES.downloadLinkExpired });
        }
        const file = await findStoredFile(app.db, Number(id));
        if (!file) throw notFoundError();
        let object;
        try {
          object = await storageFor(app).get(file.storage_key);
        } catch (error) {
          if (error instanceof StorageNotFoundError) throw notFoundError();
          throw error;
        }
        return reply
          .header('content-type', file.content_type)
          .header('content-length', String(file.size_bytes))
          .header('content-disposition', contentDisposition(file.original_name, inline === '1'))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(object.body);
      },
    );
  }
};

// Skip encapsulation so the loader's `/api` prefix does not apply (see the doc comment above).
Object.defineProperty(routes, Symbol.for('skip-override'), { value: true });
Object.defineProperty(routes, Symbol.for('fastify.display-name'), { value: 'file-download' });
