import { SERVER_TEXTS, STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError, validationError } from '../../http/errors.js';
import { createEntityClient, rotateEntitySecret } from '../../services/entity-clients.js';
import { adminCaller } from './access.js';
import { recordChange } from './changes.js';
import { findCompany } from './companies.js';
import { pathId } from './listing.js';

/** The entity `rawId` names among those the caller sees, else 404. */
async function visibleCompany(app: FastifyInstance, request: FastifyRequest, rawId: string) {
  const id = pathId(rawId);
  const company = id === null ? null : await findCompany(app.db, id, adminCaller(request).entityIds);
  if (!company) throw notFoundError();
  return company;
}

const entityRef = (c: { id: number; tipo_entidad: number; entidad_cod: string; name: string }) => ({
  id: c.id,
  tipo_entidad: c.tipo_entidad,
  entidad_cod: c.entidad_cod,
  name: c.name,
});

/** Creates the entity's API account; its credentials are answered this once (never store them). */
export async function createApiClient(app: FastifyInstance, request: FastifyRequest, rawId: string) {
  const caller = adminCaller(request);
  const company = await visibleCompany(app, request, rawId);
  if (company.api_client)
    throw validationError({ [SERVER_TEXTS.nonFieldKey]: [STAFF_ADMIN_TEXTS.apiClientExists] });
  if (!company.is_active)
    throw validationError({ [SERVER_TEXTS.nonFieldKey]: [STAFF_ADMIN_TEXTS.entityInactive] });
  const credentials = await createEntityClient(app.db, app.secretBox, company);
  await recordChange(app.db, {
    actorUserId: caller.user.id,
    ip: request.ip,
    resource: 'company',
    resourceId: company.id,
    action: 'api_client_created',
    changes: [],
  });
  return {
    entity: entityRef(company),
    username: credentials.username,
    password: credentials.password,
    signing_secret: credentials.signingSecret,
    detail: STAFF_ADMIN_TEXTS.credentialsShownOnce,
  };
}

/** Rotates the signing secret of the entity's API account; the old ones live `overlapHours` more. */
export async function rotateApiSecret(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: string,
  overlapHours: number | undefined,
) {
  const caller = adminCaller(request);
  const company = await visibleCompany(app, request, rawId);
  if (!company.api_client)
    throw validationError({ [SERVER_TEXTS.nonFieldKey]: [STAFF_ADMIN_TEXTS.apiClientMissing] });
  const rotated = await rotateEntitySecret(app.db, app.secretBox, company, overlapHours ?? 24);
  await recordChange(app.db, {
    actorUserId: caller.user.id,
    ip: request.ip,
    resource: 'company',
    resourceId: company.id,
    action: 'api_secret_rotated',
    changes: [],
  });
  return {
    entity: entityRef(company),
    signing_secret: rotated.signingSecret,
    old_secrets_expire_at: rotated.oldSecretsExpireAt.toISOString(),
    detail: STAFF_ADMIN_TEXTS.credentialsShownOnce,
  };
}
