import { createHash } from 'node:crypto';
import type { Db } from '../../db/driver.js';
import { newStorageKey, type StorageDriver } from '../../services/storage/storage-driver.js';
import { insertStoredFiles, type StoredFileRecord } from '../complaints/repository.js';
import type { PreparedFile } from '../complaints/service.js';

/**
 * Internal documents of a complaint (docs/staff-complaints-api.md): files the authority's staff
 * upload that consumers and entities never see. Each is a stored file of kind `internal` with no
 * `complaint_id` (every listing of a complaint's attachments filters on that column), linked to
 * its complaint by `complaint_internal_documents` (migration 100).
 */

/** Stores `files` as internal documents of `complaintId`, all or nothing. */
export async function addInternalDocuments(
  db: Db,
  storage: StorageDriver,
  complaintId: number,
  files: readonly PreparedFile[],
  uploadedBy: number,
  now: Date,
): Promise<StoredFileRecord[]> {
  const written: Array<{ key: string; file: PreparedFile }> = [];
  try {
    for (const file of files) {
      const key = newStorageKey('internal', file.extension, now);
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
          complaint_id: null,
          kind: 'internal',
          type: null,
          state: null,
          uploaded_by: uploadedBy,
        })),
        now,
      );
      for (const file of stored) {
        await tx.query(
          `INSERT INTO complaint_internal_documents (stored_file_id, complaint_id, uploaded_by, created_at)
           VALUES ($1, $2, $3, $4)`,
          [file.id, complaintId, uploadedBy, now],
        );
      }
      return stored;
    });
  } catch (error) {
    await Promise.all(written.map(({ key }) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** One internal document as monitoring lists it. */
export interface InternalDocumentRow {
  id: number;
  name: string;
  size: number;
  created_at: Date;
  uploaded_by: number | null;
  uploader_name: string | null;
}

/** The internal documents of a complaint, oldest first. */
export async function listInternalDocuments(db: Db, complaintId: number): Promise<InternalDocumentRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT f.id, f.original_name, f.size_bytes, d.created_at, d.uploaded_by,
            btrim(concat_ws(' ', nullif(p.first_name, ''), nullif(p.first_last_name, ''))) AS uploader_name
       FROM complaint_internal_documents d
       JOIN stored_files f ON f.id = d.stored_file_id
       LEFT JOIN persons p ON p.user_id = d.uploaded_by
      WHERE d.complaint_id = $1 ORDER BY d.created_at, f.id`,
    [complaintId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.original_name),
    size: Number(r.size_bytes),
    created_at: new Date(r.created_at as string),
    uploaded_by: r.uploaded_by === null ? null : Number(r.uploaded_by),
    uploader_name: r.uploader_name === null ? null : String(r.uploader_name),
  }));
}

/** The complaint an internal document belongs to, or null when `fileId` is not one. */
export async function internalDocumentComplaint(db: Db, fileId: number): Promise<number | null> {
  const { rows } = await db.query<{ complaint_id: number }>(
    'SELECT complaint_id FROM complaint_internal_documents WHERE stored_file_id = $1',
    [fileId],
  );
  return rows[0] ? Number(rows[0].complaint_id) : null;
}
