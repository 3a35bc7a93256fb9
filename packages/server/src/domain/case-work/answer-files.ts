import { createHash } from 'node:crypto';
import type { Db } from '../../db/driver.js';
import { newStorageKey, type StorageDriver } from '../../services/storage/storage-driver.js';
import { insertStoredFiles, type StoredFileRecord } from '../complaints/repository.js';
import type { PreparedFile } from '../complaints/service.js';

/**
 * The documents of an answer to a request (the entity's to a requerimiento, the consumer's to a
 * request for information): files of the complaint (`complaint_id` set, so the complaint's file
 * lists and signed downloads show them), linked to their request by `link` (a table of
 * migration 310). The bytes are written first; the rows in `write`'s transaction; a failure
 * removes the written bytes.
 */
export async function withAnswerFiles<T>(
  db: Db,
  storage: StorageDriver,
  complaintId: number,
  files: readonly PreparedFile[],
  uploadedBy: number | null,
  now: Date,
  write: (tx: Db, stored: StoredFileRecord[]) => Promise<T>,
): Promise<T> {
  const written: Array<{ key: string; file: PreparedFile }> = [];
  try {
    for (const file of files) {
      const key = newStorageKey(file.kind, file.extension, now);
      written.push({ key, file });
      await storage.put(key, file.data, { contentType: file.contentType, size: file.data.length });
    }
    return await db.transaction(async (tx) => {
      const stored = await insertStoredFiles(
        tx,
        written.map(({ key, file }) => ({
          storage_key: key,
          original_name: file.name,
          size_bytes: file.data.length,
          content_type: file.contentType,
          sha256: createHash('sha256').update(file.data).digest('hex'),
          complaint_id: complaintId,
          kind: file.kind,
          type: file.type ?? null,
          state: null,
          uploaded_by: uploadedBy,
        })),
        now,
      );
      return write(tx, stored);
    });
  } catch (error) {
    await Promise.all(written.map(({ key }) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** One document as the request views list it (the signed link is added by the route's caller). */
export interface AnswerDocument {
  id_storage: number;
  name: string;
  size: number;
}

/** The documents of the requests `ids` from link table `table` (`entity_request_documents`…). */
export async function answerDocuments(
  db: Db,
  table: 'entity_request_documents' | 'consumer_request_documents',
  ids: readonly number[],
): Promise<Map<number, AnswerDocument[]>> {
  const out = new Map<number, AnswerDocument[]>();
  if (ids.length === 0) return out;
  const { rows } = await db.query<{
    request_id: number;
    id: number;
    original_name: string;
    size_bytes: number;
  }>(
    `SELECT l.request_id, f.id, f.original_name, f.size_bytes FROM ${table} l
       JOIN stored_files f ON f.id = l.stored_file_id WHERE l.request_id = ANY($1::int[]) ORDER BY f.id`,
    [ids],
  );
  for (const r of rows) {
    const list = out.get(Number(r.request_id)) ?? [];
    list.push({ id_storage: Number(r.id), name: String(r.original_name), size: Number(r.size_bytes) });
    out.set(Number(r.request_id), list);
  }
  return out;
}
