import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../db/repositories/users.js';
import { findStoredFile, type StoredFileRecord } from '../../domain/complaints/repository.js';
import { notFoundError } from '../../http/errors.js';
import { readableComplaint } from '../complaints/access.js';
import { holdsModule } from '../../domain/alerts/staff-access.js';
import { COMPLAINT_MODULES } from '../../domain/complaint-work/access.js';
import { internalDocumentComplaint } from '../../domain/complaint-work/internal-documents.js';
import { callerEntityIds } from '../../domain/staff-admin/access.js';

/** The staff module that opens technical-support documents. */
export const SUPPORT_READER_MODULE = 'Soporte técnico';

/**
 * A stored file the user may read: a complaint's file when the user may read the complaint (its
 * owner, or staff with a complaints module); a technical-support document for whoever filed the
 * request or staff with the support module. Anything else is the 404 that reveals nothing.
 */
export async function readableFile(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
): Promise<StoredFileRecord> {
  const file = await findStoredFile(app.db, id);
  if (!file) throw notFoundError();
  if (file.complaint_id !== null) {
    await readableComplaint(app, user, String(file.complaint_id));
    return file;
  }
  if (file.kind === 'internal') {
    // The authority's staff with «Gestión de quejas» only (never DCF or EV users).
    const complaintId = await internalDocumentComplaint(app.db, id);
    if (
      complaintId !== null &&
      user.isStaff &&
      holdsModule(user, [COMPLAINT_MODULES.management.id]) &&
      (await callerEntityIds(app.db, user)) === null
    )
      return file;
    throw notFoundError();
  }
  if (file.kind === 'support') {
    const { rowCount } = await app.db.query(
      `SELECT 1 FROM technical_support_requests r WHERE r.document_file_id = $1 AND (r.user_id = $2 OR EXISTS (
         SELECT 1 FROM modules m WHERE m.name = $3 AND m.id = ANY($4::int[]) AND m.is_active AND $5::boolean))`,
      [id, user.id, SUPPORT_READER_MODULE, user.moduleIds, user.isStaff],
    );
    if (rowCount > 0) return file;
  }
  throw notFoundError();
}
