import { LIMITS, fileExtension } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicBase } from '../../http/pagination.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { downloadKey, downloadLink } from '../../services/storage/signed-url.js';
import { newStorageKey } from '../../services/storage/storage-driver.js';
import { contentTypeFor, displayName, type IncomingFile } from '../../services/storage/upload-rules.js';
import { sha256 } from '../annual-reports/repository.js';
import type { NewStoredFile } from '../complaints/repository.js';

/**
 * Files staff attach to a workflow's step (an annual report's annexes, a recommendation's
 * evidence): put in storage first, their rows inserted by the step's own transaction; when that
 * fails, {@link removeStaffFiles} takes the bytes back out.
 */
export async function putStaffFiles(
  app: FastifyInstance,
  files: readonly IncomingFile[],
  folder: string,
  kind: string,
  uploadedBy: number,
  now: Date,
): Promise<NewStoredFile[]> {
  const storage = storageFor(app);
  const out: NewStoredFile[] = [];
  try {
    for (const f of files) {
      const key = newStorageKey(folder, fileExtension(f.filename), now);
      await storage.put(key, f.data, { contentType: contentTypeFor(f.filename), size: f.data.length });
      out.push({
        storage_key: key,
        original_name: displayName(f.filename),
        size_bytes: f.data.length,
        content_type: contentTypeFor(f.filename),
        sha256: sha256(f.data),
        complaint_id: null,
        kind: kind as never,
        type: null,
        state: null,
        uploaded_by: uploadedBy,
      });
    }
    return out;
  } catch (error) {
    await removeStaffFiles(app, out);
    throw error;
  }
}

/** Removes the bytes {@link putStaffFiles} wrote (their rows were not kept). */
export async function removeStaffFiles(app: FastifyInstance, files: readonly NewStoredFile[]): Promise<void> {
  const storage = storageFor(app);
  await Promise.all(files.map((f) => storage.delete(f.storage_key).catch(() => undefined)));
}

/** A signed download link of stored file `fileId`, valid for the configured minutes. */
export function signedFileLink(app: FastifyInstance, request: FastifyRequest, fileId: number) {
  return downloadLink(
    publicBase(request, app.config.publicUrl),
    downloadKey(app.config.secretsKey),
    fileId,
    new Date(),
    LIMITS.downloadLinkMinutes,
  );
}
