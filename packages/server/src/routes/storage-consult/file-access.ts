import type { FastifyInstance } from 'fastify';
import type { CallerAccess } from '../../access/route-policy.js';
import { findStoredFile, type StoredFileRecord } from '../../domain/complaints/repository.js';
import { notFoundError } from '../../http/errors.js';
import { readableComplaint } from '../complaints/access.js';
import { holdsModule } from '../../domain/alerts/staff-access.js';
import { COMPLAINT_MODULES } from '../../domain/complaint-work/access.js';
import { internalDocumentComplaint } from '../../domain/complaint-work/internal-documents.js';

/** The staff module that opens technical-support documents. */
export const SUPPORT_READER_MODULE = 'Soporte técnico';

/**
 * A stored file the caller may read: a complaint's file when they may read the complaint (its
 * owner, or staff with a complaints module within their entities); an internal document for the
 * authority's complaint managers; a technical-support document for whoever filed the request or
 * the authority's staff with the support module. Anything else is the 404 that reveals nothing.
 */
export async function readableFile(
  app: FastifyInstance,
  access: CallerAccess,
  id: number,
): Promise<StoredFileRecord> {
  const user = access.user;
  const file = await findStoredFile(app.db, id);
  if (!file) throw notFoundError();
  if (file.complaint_id !== null) {
    await readableComplaint(app, access, String(file.complaint_id));
    return file;
  }
  if (file.kind === 'internal') {
    // The authority's staff with «Gestión de quejas» only (never DCF or EV users).
    const complaintId = await internalDocumentComplaint(app.db, id);
    if (
      complaintId !== null &&
      access.actor === 'authority' &&
      holdsModule(user, [COMPLAINT_MODULES.management.id])
    )
      return file;
    throw notFoundError();
  }
  if (file.kind === 'support') {
    const { rowCount } = await app.db.query(
      `SELECT 1 FROM technical_support_requests r WHERE r.document_file_id = $1 AND (r.user_id = $2 OR EXISTS (
         SELECT 1 FROM modules m WHERE m.name = $3 AND m.id = ANY($4::int[]) AND m.is_active AND $5::boolean))`,
      [id, user.id, SUPPORT_READER_MODULE, user.moduleIds, access.actor === 'authority'],
    );
    if (rowCount > 0) return file;
  }
  throw notFoundError();
}
