import { DRAFT_LIMITS, DRAFT_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { ApiError, notFoundError, validationError } from '../../http/errors.js';

/**
 * Drafts of long forms (ADR 0041): one per author, form kind and object, kept while the user
 * types so that nothing is lost on a reload, a closed tab, an expired session or another device.
 * Every lookup is keyed on the author: another user's draft is the same 404 as none at all.
 */

/** A draft as the API answers it. */
export interface DraftView {
  id: number;
  form: string;
  object_id: string | null;
  payload: Record<string, unknown>;
  version: number;
  updated_at: string;
  expires_at: string;
}

/** What a save carries: `version` is the one the client last read (absent: it read none). */
export interface DraftSave {
  form: string;
  objectId: string | null;
  payload: Record<string, unknown>;
  version: number | null;
}

interface DraftRow {
  id: number;
  form: string;
  object_key: string;
  payload: Record<string, unknown> | string;
  version: number;
  updated_at: Date | string;
  expires_at: Date | string;
}

const COLUMNS = 'id, form, object_key, payload, version, updated_at, expires_at';

function view(row: DraftRow): DraftView {
  return {
    id: Number(row.id),
    form: row.form,
    object_id: row.object_key === '' ? null : row.object_key,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    version: Number(row.version),
    updated_at: new Date(row.updated_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
  };
}

function expiry(now: Date): Date {
  return new Date(now.getTime() + DRAFT_LIMITS.keepDays * 86_400_000);
}

/** The author's drafts of `form` (and `objectId` when given), newest first. */
export async function listDrafts(
  db: Db,
  userId: number,
  form: string,
  objectId: string | null,
): Promise<DraftView[]> {
  const { rows } = await db.query<DraftRow>(
    `SELECT ${COLUMNS} FROM drafts
      WHERE user_id = $1 AND form = $2 AND ($3::text IS NULL OR object_key = $3) AND expires_at > now()
      ORDER BY updated_at DESC LIMIT 100`,
    [userId, form, objectId ?? null],
  );
  return rows.map(view);
}

/** The author's draft `id`, or the 404 that reveals nothing. */
export async function readDraft(db: Db, userId: number, id: number): Promise<DraftView> {
  const { rows } = await db.query<DraftRow>(
    `SELECT ${COLUMNS} FROM drafts WHERE id = $1 AND user_id = $2 AND expires_at > now()`,
    [id, userId],
  );
  if (!rows[0]) throw notFoundError();
  return view(rows[0]);
}

/** The 409 of a save that names a version other than the draft's current one. */
function conflictError(current: DraftView | null): ApiError {
  return new ApiError(409, { status_code: 409, detail: DRAFT_TEXTS.versionConflict, current });
}

/**
 * Saves the author's draft: a new one when none exists and no version is named; otherwise only
 * over the version the client read (optimistic concurrency), so a second tab's older copy never
 * replaces a newer one silently. A draft that expired or was deleted meanwhile is started again.
 */
export async function saveDraft(db: Db, userId: number, save: DraftSave, now: Date): Promise<DraftView> {
  const text = JSON.stringify(save.payload);
  if (Buffer.byteLength(text, 'utf8') > DRAFT_LIMITS.payloadMaxBytes) {
    throw validationError({ payload: [DRAFT_TEXTS.payloadTooLarge(DRAFT_LIMITS.payloadMaxBytes / 1024)] });
  }
  const objectKey = save.objectId ?? '';
  return db.transaction(async (tx) => {
    // An expired draft is as good as none: it is replaced, whatever version the client names.
    await tx.query(
      'DELETE FROM drafts WHERE user_id = $1 AND form = $2 AND object_key = $3 AND expires_at <= $4',
      [userId, save.form, objectKey, now],
    );
    const params = [userId, save.form, objectKey, text, now, expiry(now)];
    if (save.version !== null) {
      const updated = await tx.query<DraftRow>(
        `UPDATE drafts SET payload = $4::jsonb, version = version + 1, updated_at = $5, expires_at = $6
          WHERE user_id = $1 AND form = $2 AND object_key = $3 AND version = $7
          RETURNING ${COLUMNS}`,
        [...params, save.version],
      );
      if (updated.rows[0]) return view(updated.rows[0]);
    }
    const inserted = await tx.query<DraftRow>(
      `INSERT INTO drafts (user_id, form, object_key, payload, version, created_at, updated_at, expires_at)
       VALUES ($1, $2, $3, $4::jsonb, 1, $5, $5, $6)
       ON CONFLICT (user_id, form, object_key) DO NOTHING
       RETURNING ${COLUMNS}`,
      params,
    );
    if (inserted.rows[0]) return view(inserted.rows[0]);
    const { rows } = await tx.query<DraftRow>(
      `SELECT ${COLUMNS} FROM drafts WHERE user_id = $1 AND form = $2 AND object_key = $3`,
      [userId, save.form, objectKey],
    );
    throw conflictError(rows[0] ? view(rows[0]) : null);
  });
}

/** Deletes the author's draft `id` (submitted or discarded); another's or none is the 404. */
export async function deleteDraft(db: Db, userId: number, id: number): Promise<void> {
  const { rowCount } = await db.query('DELETE FROM drafts WHERE id = $1 AND user_id = $2', [id, userId]);
  if (rowCount === 0) throw notFoundError();
}

/** Deletes every expired draft (the drafts job); returns how many. */
export async function deleteExpiredDrafts(db: Db, now: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM drafts WHERE expires_at <= $1', [now]);
  return rowCount;
}
