import { MODULE_NAMES, STAFF_ADMIN_TEXTS } from '../../core.js';
import {
  signedInAccess,
  staffAccess,
  type CallerAccess,
  type RoutePolicy,
} from '../../access/route-policy.js';
import { ApiError, notFoundError, validationError } from '../../http/errors.js';
import type { CaseCaller } from './repository.js';
import { CaseStepError } from './service.js';

/** «Recomendaciones» (the spec's «recomendaciones y vocerías»): the module that opens the casework. */
export const CASEWORK_MODULE = 23;

/**
 * The staff routes of the casework: the defender (their entities), the entity's staff (their
 * entity's cases, to answer) and the authority's staff (every case, to read), holding module 23.
 */
export const caseworkStaffAccess: RoutePolicy = staffAccess({
  modules: [CASEWORK_MODULE],
  forbidden: STAFF_ADMIN_TEXTS.moduleForbidden(MODULE_NAMES.recommendations),
});

/** The consumer's side: their own complaints' cases and their own vocerías. */
export const caseworkConsumerAccess: RoutePolicy = signedInAccess(['consumer'], 'own-complaints');

/** The case caller of a request's access (entity API accounts and EV staff answer for the entity). */
export function caseCaller(access: CallerAccess): CaseCaller {
  const side =
    access.actor === 'dcf'
      ? 'dcf'
      : access.actor === 'consumer'
        ? 'consumer'
        : access.actor === 'authority'
          ? 'authority'
          : 'entity';
  return { side, userId: access.user.id, entityIds: side === 'consumer' ? [] : access.entityIds };
}

/** The HTTP error of a refused step, in the shapes clients parse (400 fields, 403/409 detail, 404). */
export function caseHttpError(err: unknown): unknown {
  if (!(err instanceof CaseStepError)) return err;
  if (err.status === 404) return notFoundError();
  if (err.status === 400) return validationError(err.problems);
  return new ApiError(err.status, { status_code: err.status, detail: err.reason });
}
