import { ENTITY_API_MESSAGES, LIMITS, fileExtension } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityRef } from '../../db/repositories/users.js';
import { findEntityComplaint } from '../../domain/complaints/entity-delivery.js';
import { ENTITY_API_FIELDS, FIELD_BY_NAME, type ComplaintRecord } from '../../domain/complaints/fields.js';
import type { StoredFileRecord } from '../../domain/complaints/repository.js';
import { fieldJson, type JsonValue } from '../../domain/complaints/serializer.js';
import { entityVisibleState } from '../../domain/complaints/state-machine.js';
import { ApiError, notFoundError } from '../../http/errors.js';
import { publicBase } from '../../http/pagination.js';
import { downloadKey, downloadLink } from '../../services/storage/signed-url.js';

/** OpenAPI tag of the supervised-entity API. */
export const ENTITY_API_TAG = 'API de entidades vigiladas';

/** Default page size of the entity API's lists. */
export const ENTITY_PAGE_SIZE = LIMITS.entityPageSize;

/**
 * `cursor` of the entity's `GET /api/queja/`: what its `next` link carries (where the previous
 * page ended). A client that builds `?page=N` itself needs none; one for another page is ignored.
 */
export const ENTITY_CURSOR_QUERY = {
  type: 'string',
  maxLength: 40,
  description:
    'API de entidades: el `cursor` que trae el enlace `next` (dónde terminó la página anterior); la página sigue justo después. Sin él, `page` cuenta desde el principio.',
} as const;

/** The 403 for a caller that is not tied to a supervised entity. */
export function entityOnlyError(): ApiError {
  return new ApiError(403, { status_code: 403, detail: ENTITY_API_MESSAGES.entityOnly });
}

/** The supervised entity the authenticated caller acts for; anyone else gets the 403. */
export function callerEntity(request: FastifyRequest): EntityRef {
  const entity = request.user?.entity;
  if (!entity) throw entityOnlyError();
  return entity;
}

/** The caller's complaint by codigo_queja; unknown and other entities' codes are the same 404. */
export async function entityComplaint(
  app: FastifyInstance,
  entity: EntityRef,
  code: unknown,
): Promise<ComplaintRecord> {
  const complaint = typeof code === 'string' ? await findEntityComplaint(app.db, entity, code) : null;
  if (!complaint) throw notFoundError();
  return complaint;
}

/**
 * A complaint as entities read it: entity-api's fields in its order (dates as Bogotá local time),
 * and `estado_cod` as entity-api knows states (1, 2 or 4; a desisted complaint is 4 with
 * `desistimiento_queja` 1, one in réplica or escalated is 2 with `replica` or `escalamiento_DCF` 1).
 */
export function entityComplaintJson(record: ComplaintRecord): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  const values = record as unknown as Record<string, unknown>;
  for (const name of ENTITY_API_FIELDS) {
    out[name] = fieldJson(FIELD_BY_NAME.get(name)!, values[name]);
  }
  out.estado_cod = entityVisibleState(record.estado_cod);
  return out;
}

/**
 * A stored file as `/api/storage/` answers it: `file` is a signed download link valid
 * {@link LIMITS.downloadLinkMinutes} minutes that ends in the file's name, as the real service's
 * links do (`<base>/files/<id>/<name>?expires=&sig=`, no signature or token needed); `type` is the
 * entity's document type, or for other files (the consumer's) the file's type, its extension
 * (`pdf`), as the real service reports it.
 */
export function entityFileJson(
  app: FastifyInstance,
  request: FastifyRequest,
  file: StoredFileRecord,
  codigoQueja: string,
  now = new Date(),
) {
  return {
    id: file.id,
    file: downloadLink(
      publicBase(request, app.config.publicUrl),
      downloadKey(app.config.secretsKey),
      file.id,
      now,
      LIMITS.downloadLinkMinutes,
      file.original_name,
    ).url,
    type: file.type ?? (fileExtension(file.original_name) || file.kind),
    state: file.state,
    codigo_queja: codigoQueja,
    name: file.original_name,
  };
}
