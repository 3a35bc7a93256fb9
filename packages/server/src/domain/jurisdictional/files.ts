import { createHash } from 'node:crypto';
import { LIMITS, fileExtension } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/driver.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { newStorageKey } from '../../services/storage/storage-driver.js';
import {
  contentTypeFor,
  displayName,
  uploadProblems,
  type IncomingFile,
} from '../../services/storage/upload-rules.js';
import { insertStoredFiles, type StoredFileRecord } from '../complaints/repository.js';

/**
 * The upload problems of one staff file (the complaint annexes' rules: extension, size, first
 * bytes), as the message list of its field; empty when it is acceptable.
 */
export function fileProblems(file: IncomingFile): string[] {
  const problems = uploadProblems([file], {
    maxFileMb: LIMITS.attachmentFileMaxMb,
    totalMb: LIMITS.attachmentsTotalMb,
  });
  return problems[file.field] ?? [];
}

/** Writes a checked file to storage and records it (`kind` solip or classification). */
export async function storeFile(
  app: FastifyInstance,
  tx: Db,
  file: IncomingFile,
  kind: 'solip' | 'classification',
  userId: number,
  now: Date,
): Promise<StoredFileRecord> {
  const key = newStorageKey(kind, fileExtension(file.filename), now);
  const storage = storageFor(app);
  await storage.put(key, file.data, { contentType: contentTypeFor(file.filename), size: file.data.length });
  try {
    const [stored] = await insertStoredFiles(
      tx,
      [
        {
          storage_key: key,
          original_name: displayName(file.filename),
          size_bytes: file.data.length,
          content_type: contentTypeFor(file.filename),
          sha256: createHash('sha256').update(file.data).digest('hex'),
          complaint_id: null,
          kind,
          type: null,
          state: null,
          uploaded_by: userId,
        },
      ],
      now,
    );
    return stored!;
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
