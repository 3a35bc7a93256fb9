import { API_ERROR_TEXTS, ENTITY_API_TEXTS, LIMITS, LosslessNumber, SERVER_TEXTS } from '../../core.js';
import { staffAccess } from '../../access/route-policy.js';
import type { FastifyInstance } from 'fastify';
import {
  OPEN_CATALOG_LISTS,
  addCatalogCode,
  countUnknownCatalogCodes,
  isWellFormedCode,
  listUnknownCatalogCodes,
} from '../../domain/complaints/entity-catalog-codes.js';
import type { FieldProblems } from '../../domain/complaints/validation.js';
import { validationError } from '../../http/errors.js';
import { pagedResponse, pageQueryProperties, pageSchema } from '../../http/pagination.js';
import { SIGNED_IN } from '../alerts/schemas.js';
import { jsonObject } from '../complaints/state-errors.js';

/** Module 5 "Entidades": who maintains the entities' catalogs. */
export const ENTITIES_MODULE = 5;

const TAG = 'Catálogos de las entidades';
const NAME_MAX_LENGTH = 200;

const UNKNOWN_CODE_SCHEMA = {
  type: 'object',
  required: ['list', 'field', 'code', 'tipo_entidad', 'entidad_cod', 'codigo_queja', 'times'],
  properties: {
    list: { type: 'string', description: 'Lista de opciones (`reason`, `receptionpoints`)' },
    field: { type: 'string', description: 'Campo de la queja (`macro_motivo_cod`, `punto_recepcion`)' },
    code: { type: 'string' },
    tipo_entidad: { type: 'integer' },
    entidad_cod: { type: 'string' },
    entidad_nombre: { type: ['string', 'null'] },
    codigo_queja: { type: 'string', description: 'La primera queja que lo trajo' },
    times: { type: 'integer', description: 'Escrituras de la entidad que lo trajeron' },
    first_seen: { type: 'string' },
    last_seen: { type: 'string' },
  },
} as const;

/** A name a spreadsheet would run as a formula, or with markup characters. */
const UNSAFE_NAME = /^[=+\-@\t\r]|[<>]/;

const ADDITION_SCHEMA = {
  type: 'object',
  required: ['list', 'code', 'name'],
  properties: { list: { type: 'string' }, code: { type: 'string' }, name: { type: 'string' } },
} as const;

function text(body: Record<string, unknown>, key: string, problems: FieldProblems): string {
  const raw = body[key];
  const value = raw instanceof LosslessNumber ? raw.lexeme : raw;
  if (value === undefined) problems[key] = [API_ERROR_TEXTS.fieldRequired];
  else if (value === null) problems[key] = [SERVER_TEXTS.fieldNotNull];
  else if (typeof value !== 'string' && typeof value !== 'number')
    problems[key] = [SERVER_TEXTS.fieldNotString];
  else {
    const trimmed = String(value).trim();
    if (trimmed === '') problems[key] = [SERVER_TEXTS.fieldBlank];
    return trimmed;
  }
  return '';
}

/**
 * Catalog maintenance for staff holding module 5 "Entidades": the motive and
 * reception-point codes entities sent that the catalogs lack, and adding them to the catalogs.
 * Everyone else signed in gets the 403; without a token, 400 "missing header".
 */
export async function routes(app: FastifyInstance): Promise<void> {
  // The catalogs are the authority's, shared by every entity and consumer: authority staff only.
  const guarded = {
    config: {
      access: staffAccess({
        modules: [ENTITIES_MODULE],
        forbidden: ENTITY_API_TEXTS.unknownCodesForbidden,
        scope: 'authority-wide',
      }),
    },
  };

  app.get(
    '/catalog/unknown_codes/',
    {
      ...guarded,
      schema: {
        tags: [TAG],
        summary: 'Códigos de catálogo enviados por entidades que el portal no conoce',
        description: `Paginada, los vistos más recientemente primero: un registro por código y entidad, con la primera queja
que lo trajo y cuántas escrituras lo trajeron. Un código agregado al catálogo deja de aparecer. Requiere el módulo 5
"Entidades"; si no, 403.`,
        security: SIGNED_IN,
        querystring: { type: 'object', properties: { ...pageQueryProperties } },
        response: { 200: pageSchema(UNKNOWN_CODE_SCHEMA) },
      },
    },
    async (request) =>
      pagedResponse(request, app.config.publicUrl, {
        count: await countUnknownCatalogCodes(app.db),
        defaultPageSize: LIMITS.entityPageSize,
        fetch: (limit, offset) => listUnknownCatalogCodes(app.db, limit, offset),
      }),
  );

  app.post(
    '/catalog/unknown_codes/',
    {
      ...guarded,
      schema: {
        tags: [TAG],
        summary: 'Agrega un código a un catálogo de las entidades',
        description: `JSON \`{"list": "reason" | "receptionpoints", "code": "116", "name": "..."}\` (código de 1 a 4 cifras, nombre
hasta ${NAME_MAX_LENGTH} caracteres) → 201 con lo agregado. Desde entonces el código aparece en \`/api/reason/\` o
\`/api/receptionpoints/\` y deja de listarse como desconocido. Un código ya presente se reactiva con el nombre nuevo.`,
        security: SIGNED_IN,
        response: { 201: ADDITION_SCHEMA },
      },
    },
    async (request, reply) => {
      const body = jsonObject(request.losslessBody ?? request.body);
      const problems: FieldProblems = {};
      const list = text(body, 'list', problems);
      const code = text(body, 'code', problems);
      const name = text(body, 'name', problems);
      if (!problems.list && !OPEN_CATALOG_LISTS.includes(list)) {
        problems.list = [SERVER_TEXTS.fieldInvalidChoice(list)];
      }
      if (!problems.code && !isWellFormedCode(code)) problems.code = [SERVER_TEXTS.fieldInvalidChoice(code)];
      if (!problems.name && [...name].length > NAME_MAX_LENGTH) {
        problems.name = [SERVER_TEXTS.fieldMaxLength(NAME_MAX_LENGTH)];
      } else if (!problems.name && UNSAFE_NAME.test(name)) {
        // Every consumer's option list and every export shows the name: no formulas, no markup.
        problems.name = [ENTITY_API_TEXTS.catalogNameUnsafe];
      }
      if (Object.keys(problems).length > 0) throw validationError(problems);
      await addCatalogCode(app.db, { list, code, name }, request.user!.id);
      return reply.code(201).send({ list, code, name });
    },
  );
}
