import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_TEXTS } from '@sfc/core/messages/upload-texts';
import type { IncomingFile } from '../../services/storage/upload-rules.js';
import { readAll } from '../../services/storage/storage-driver.js';
import { forgetUploads, ownUpload } from './resumable-uploads.js';
import { UPLOAD_ID, tusUploads } from './tus-uploads.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Uploads this request's form turned into files: deleted once it succeeded. */
    usedUploads?: string[];
  }
}

/**
 * A form field that names a finished resumable upload of the caller, as a file: the name the
 * client gave when it created the upload, and its bytes, for the route's usual checks (extension,
 * content, per-file and total size, names). Another user's, an unfinished or a swept upload →
 * `{ problem }` (the same answer for all three).
 */
export async function uploadAsFile(
  request: FastifyRequest,
  field: string,
  id: string,
): Promise<{ file: IncomingFile } | { problem: string }> {
  const user = request.user;
  if (!user || !UPLOAD_ID.test(id)) return { problem: UPLOAD_TEXTS.uploadUnavailable };
  const app = request.server;
  const upload = await ownUpload(app.db, user.id, id);
  if (!upload?.finished) return { problem: UPLOAD_TEXTS.uploadUnavailable };
  const { store } = await tusUploads(app);
  let data: Buffer;
  try {
    data = await readAll(await store.read(id));
  } catch {
    return { problem: UPLOAD_TEXTS.uploadUnavailable };
  }
  if (data.length !== upload.size) return { problem: UPLOAD_TEXTS.uploadUnavailable };
  (request.usedUploads ??= []).push(id);
  return { file: { field, filename: upload.filename, data, truncated: false } };
}

/**
 * Once a request that used uploads succeeded (its files are stored with the complaint), the
 * uploads are removed; a refused form keeps them, so the user can correct it and send it again.
 */
export function installUploadRelease(app: FastifyInstance): void {
  // Before the answer leaves: a client that re-reads its upload after the 201 finds it gone.
  app.addHook('onSend', async (request, reply, payload) => {
    const ids = request.usedUploads;
    if (!ids || ids.length === 0 || reply.statusCode >= 300) return payload;
    request.usedUploads = [];
    try {
      const { store } = await tusUploads(app);
      for (const id of ids) await store.remove(id);
      await forgetUploads(app.db, ids);
    } catch (err) {
      // The sweep removes them when they expire.
      request.log.warn({ err }, 'used uploads not removed');
    }
    return payload;
  });
}
