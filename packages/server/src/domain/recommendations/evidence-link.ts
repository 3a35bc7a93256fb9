import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError } from '../../http/errors.js';
import { toBogotaLocal } from '../complaints/dates.js';
import { pathId } from '../staff-admin/listing.js';
import { signedFileLink } from '../uploads/staff-files.js';
import { isIssuer, visibleRecommendation } from './caller.js';

/** A signed download link of an evidence file of recommendation `rawId`, within the caller's copies. */
export async function evidenceLink(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  rawFileId: unknown,
) {
  const { caller, rec } = await visibleRecommendation(app, request, rawId);
  const fileId = pathId(rawFileId);
  const scope = isIssuer(caller, rec) ? null : caller.entityIds;
  const { rowCount } = await app.db.query(
    `SELECT 1 FROM recommendation_event_files ef JOIN recommendation_events ev ON ev.id = ef.event_id
       JOIN recommendation_entities t ON t.id = ev.target_id
      WHERE ef.file_id = $1 AND t.recommendation_id = $2 AND ($3::int[] IS NULL OR t.entity_id = ANY($3::int[]))`,
    [fileId, rec.id, scope],
  );
  if (fileId === null || !rowCount) throw notFoundError();
  const link = signedFileLink(app, request, fileId);
  return { url: link.url, expires_at: toBogotaLocal(link.expiresAt) };
}
