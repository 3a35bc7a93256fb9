import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import { API_ERROR_TEXTS, SERVER_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { findComplaintById } from '../complaints/repository.js';
import type { ComplaintRecord } from '../complaints/fields.js';
import type { AdminCaller } from '../staff-admin/access.js';

/**
 * The complaint a case-work route names, within the caller's reach: an id unknown or of an
 * entity the caller is not tied to answers the same 404 (docs/case-work-api.md).
 */
export async function caseComplaint(
  db: Db,
  caller: Pick<AdminCaller, 'entityIds'>,
  id: number | null,
  options: { forUpdate?: boolean } = {},
): Promise<ComplaintRecord> {
  if (id === null) throw notFoundError();
  const complaint = await findComplaintById(db, id, options);
  if (!complaint) throw notFoundError();
  if (caller.entityIds !== null) {
    const { rows } = await db.query(
      'SELECT 1 FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2 AND id = ANY($3::int[])',
      [complaint.tipo_entidad, complaint.entidad_cod, caller.entityIds],
    );
    if (rows.length === 0) throw notFoundError();
  }
  return complaint;
}

/** A required text field, trimmed, 1–`max` characters (400 on `field` otherwise). */
export function requiredText(value: unknown, field: string, max: number, missing?: string): string {
  if (value === undefined || value === null)
    throw validationError({ [field]: [missing ?? API_ERROR_TEXTS.fieldRequired] });
  const text = String(value).trim();
  if (text === '') throw validationError({ [field]: [missing ?? SERVER_TEXTS.fieldBlank] });
  if ([...text].length > max) throw validationError({ [field]: [SERVER_TEXTS.fieldMaxLength(max)] });
  return text;
}

/** The reason an irreversible action requires (400 on `reason` «Indica el motivo…» otherwise). */
export function requiredReason(value: unknown, max = 2000): string {
  return requiredText(value, 'reason', max, T.reasonRequired);
}

/** SQL: a person's display name (first name and first last name) from `persons` aliased `alias`. */
export const personName = (alias: string) =>
  `nullif(btrim(concat_ws(' ', nullif(${alias}.first_name, ''), nullif(${alias}.first_last_name, ''))), '')`;

/** The display name of user `userId` (first name and first last name), or null. */
export async function userDisplayName(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const { rows } = await db.query<{ name: string | null }>(
    `SELECT ${personName('p')} AS name FROM persons p WHERE p.user_id = $1`,
    [userId],
  );
  return rows[0]?.name ?? null;
}

/** The name of the supervised entity (tipo_entidad, entidad_cod), or its code pair. */
export async function entityDisplayName(db: Db, tipo: number, cod: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
    [tipo, cod],
  );
  return rows[0]?.name ?? `${tipo}-${cod}`;
}
