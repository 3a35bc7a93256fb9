import { RECOMMENDATION_TEXTS as T } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, notFoundError } from '../../http/errors.js';
import { callerKind, type CallerKind } from '../annual-reports/repository.js';
import { adminCaller } from '../staff-admin/access.js';
import { pathId } from '../staff-admin/listing.js';
import { findRecommendation, targetsOf, type RecommendationRow } from './repository.js';

/** Who works a recommendation: the authority's staff or a defender issue, an entity's users answer. */
export interface RecommendationCaller {
  userId: number;
  kind: CallerKind;
  /** Entities whose copies the caller sees: all (`null`, authority), their own (DCF, EV). */
  entityIds: number[] | null;
}

export const conflict = (detail: string) => new ApiError(409, { status_code: 409, detail });
export const forbidden = (detail: string) => new ApiError(403, { status_code: 403, detail });

export async function recommendationCaller(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<RecommendationCaller> {
  const c = adminCaller(request);
  return { userId: c.user.id, kind: await callerKind(app.db, c.user, c.entityIds), entityIds: c.entityIds };
}

/** Whether `caller` issued `r` (any authority user for the authority's recommendations). */
export const isIssuer = (caller: RecommendationCaller, r: RecommendationRow) =>
  r.issuer_kind === 'authority' ? caller.kind === 'authority' : r.issuer_user_id === caller.userId;

/**
 * The recommendation the caller may see (issuer, or a copy within scope once issued); anything
 * else answers like a recommendation that does not exist.
 */
export async function visibleRecommendation(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
): Promise<{ caller: RecommendationCaller; rec: RecommendationRow }> {
  const caller = await recommendationCaller(app, request);
  const id = typeof rawId === 'number' ? rawId : pathId(rawId);
  const rec = id === null ? null : await findRecommendation(app.db, id);
  if (!rec) throw notFoundError();
  if (isIssuer(caller, rec)) return { caller, rec };
  if (rec.state === 'draft') throw notFoundError();
  if ((await targetsOf(app.db, rec.id, caller.entityIds)).length === 0) throw notFoundError();
  return { caller, rec };
}

/** The caller's own draft `rawId` (403 to others who see it, 409 once issued). */
export async function ownDraft(app: FastifyInstance, request: FastifyRequest, rawId: unknown) {
  const { caller, rec } = await visibleRecommendation(app, request, rawId);
  if (!isIssuer(caller, rec)) throw forbidden(T.issuerOnly);
  if (rec.state !== 'draft') throw conflict(T.notDraft);
  return { caller, rec };
}
