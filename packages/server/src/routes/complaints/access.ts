import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../db/repositories/users.js';
import type { ComplaintRecord } from '../../domain/complaints/fields.js';
import { findComplaint } from '../../domain/complaints/repository.js';
import { notFoundError } from '../../http/errors.js';
import { withinEntities } from '../../access/entity-scope.js';
import { STAFF_ACTORS, type CallerAccess } from '../../access/route-policy.js';

/**
 * Staff modules that let a staff member read any complaint (names of the `modules` table, so a
 * renumbering cannot widen access): complaint management, search and history.
 */
export const COMPLAINT_READER_MODULES = ['Gestión de quejas', 'Búsqueda de quejas', 'Histórico de quejas'];

/** Whether `user` is staff holding one of {@link COMPLAINT_READER_MODULES}. */
export async function isComplaintReader(app: FastifyInstance, user: AuthUser): Promise<boolean> {
  if (!user.isStaff || user.moduleIds.length === 0) return false;
  const { rowCount } = await app.db.query(
    'SELECT 1 FROM modules WHERE name = ANY($1::text[]) AND id = ANY($2::int[]) AND is_active',
    [COMPLAINT_READER_MODULES, user.moduleIds],
  );
  return rowCount > 0;
}

/**
 * The complaint a consumer may act on: their own, by numeric id or codigo_queja. Anything else
 * (another consumer's, unknown, malformed) is the entity-api 404: nothing is revealed, not even
 * that the complaint exists.
 */
export async function ownComplaint(
  app: FastifyInstance,
  user: AuthUser,
  idOrCode: unknown,
): Promise<ComplaintRecord> {
  const text = typeof idOrCode === 'number' ? String(idOrCode) : typeof idOrCode === 'string' ? idOrCode : '';
  const complaint = await findComplaint(app.db, text);
  if (!complaint || complaint.owner_user_id === null || complaint.owner_user_id !== user.id)
    throw notFoundError();
  return complaint;
}

/**
 * The complaint the caller may read: a consumer's own; for staff holding a complaints module, one
 * of their entities' (authority staff: any). Anything else, like an unknown id, is the 404.
 */
export async function readableComplaint(
  app: FastifyInstance,
  access: CallerAccess,
  idOrCode: unknown,
): Promise<ComplaintRecord> {
  const text = typeof idOrCode === 'number' ? String(idOrCode) : typeof idOrCode === 'string' ? idOrCode : '';
  const complaint = await findComplaint(app.db, text);
  if (!complaint) throw notFoundError();
  if (access.actor === 'consumer') {
    if (complaint.owner_user_id !== null && complaint.owner_user_id === access.user.id) return complaint;
    throw notFoundError();
  }
  if (!STAFF_ACTORS.includes(access.actor) || !(await isComplaintReader(app, access.user)))
    throw notFoundError();
  if (await withinEntities(app.db, access.entityIds, complaint)) return complaint;
  throw notFoundError();
}

/**
 * The complaint staff member `user` filed on a consumer's behalf (its first version is theirs), by
 * numeric id or codigo_queja, or null. Filing for consumers is not reading complaints: it covers
 * only the filer's own filings (their receipt, handed to the consumer at the reception point).
 */
export async function filedByStaff(
  app: FastifyInstance,
  user: AuthUser,
  idOrCode: unknown,
): Promise<ComplaintRecord | null> {
  if (!user.isStaff) return null;
  const text = typeof idOrCode === 'number' ? String(idOrCode) : typeof idOrCode === 'string' ? idOrCode : '';
  const complaint = await findComplaint(app.db, text);
  if (!complaint) return null;
  const { rowCount } = await app.db.query(
    `SELECT 1 FROM complaint_versions
      WHERE complaint_id = $1 AND version = 1 AND actor_kind = 'staff' AND actor_user_id = $2`,
    [complaint.id, user.id],
  );
  return rowCount > 0 ? complaint : null;
}
