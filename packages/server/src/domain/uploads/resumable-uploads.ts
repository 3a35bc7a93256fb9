import type { Db } from '../../db/driver.js';

/** Hours an unfinished (or finished but never used) upload is kept before the sweep removes it. */
export const UPLOAD_EXPIRY_HOURS = 24;

/** One resumable upload as the database records it. */
export interface UploadRecord {
  id: string;
  userId: number;
  filename: string;
  size: number;
  finished: boolean;
  expiresAt: Date;
}

interface Row {
  id: string;
  user_id: number;
  filename: string;
  size: string | number;
  finished_at: Date | null;
  expires_at: Date;
}

const record = (row: Row): UploadRecord => ({
  id: row.id,
  userId: Number(row.user_id),
  filename: row.filename,
  size: Number(row.size),
  finished: row.finished_at !== null,
  expiresAt: new Date(row.expires_at),
});

/** Records a new upload of `userId`, kept for {@link UPLOAD_EXPIRY_HOURS}. */
export async function recordUpload(
  db: Db,
  upload: { id: string; userId: number; filename: string; size: number },
  now: Date = new Date(),
): Promise<void> {
  const expires = new Date(now.getTime() + UPLOAD_EXPIRY_HOURS * 3_600_000);
  await db.query(
    `INSERT INTO resumable_uploads (id, user_id, filename, size, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [upload.id, upload.userId, upload.filename, upload.size, now, expires],
  );
}

/** The caller's own upload `id`, or null (another user's answers like a missing one). */
export async function ownUpload(db: Db, userId: number, id: string): Promise<UploadRecord | null> {
  const { rows } = await db.query<Row>(
    `SELECT id, user_id, filename, size, finished_at, expires_at
       FROM resumable_uploads WHERE id = $1 AND user_id = $2 AND expires_at > now()`,
    [id, userId],
  );
  return rows[0] ? record(rows[0]) : null;
}

/** Marks the upload complete (every byte received). */
export async function markFinished(db: Db, id: string): Promise<void> {
  await db.query('UPDATE resumable_uploads SET finished_at = now() WHERE id = $1 AND finished_at IS NULL', [
    id,
  ]);
}

/** Forgets the uploads (their bytes are the store's to delete). */
export async function forgetUploads(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query('DELETE FROM resumable_uploads WHERE id = ANY($1::text[])', [ids]);
}

/** Ids of uploads past their time, at most `limit`. */
export async function expiredUploadIds(db: Db, now: Date, limit = 500): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM resumable_uploads WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2',
    [now, limit],
  );
  return rows.map((r) => r.id);
}

/**
 * Takes the write lease of upload `id` for `token` when nobody holds it (or their lease ran out).
 * An id with no row yet (the creating request) is free.
 */
export async function takeLease(db: Db, id: string, token: string, seconds: number): Promise<boolean> {
  const { rows } = await db.query<{ free: boolean }>(
    `WITH taken AS (
       UPDATE resumable_uploads
          SET lock_token = $2, locked_until = now() + make_interval(secs => $3)
        WHERE id = $1 AND (lock_token IS NULL OR lock_token = $2 OR locked_until < now())
        RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM taken) OR NOT EXISTS (SELECT 1 FROM resumable_uploads WHERE id = $1) AS free`,
    [id, token, seconds],
  );
  return rows[0]?.free === true;
}

/** Gives the lease back (only the holder's token releases it). */
export async function releaseLease(db: Db, id: string, token: string): Promise<void> {
  await db.query(
    'UPDATE resumable_uploads SET lock_token = NULL, locked_until = NULL WHERE id = $1 AND lock_token = $2',
    [id, token],
  );
}
