import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicAccess, signedInAccess, STAFF_ACTORS, accessOf } from '../../access/route-policy.js';
import { SERVER_TEXTS } from '../../core.js';
import {
  complaintReceipt,
  consistencyBetween,
  currentTreeHead,
  integrityOf,
  ledgerKey,
  receiptByCode,
  treeHeadPage,
} from '../../domain/ledger/service.js';
import { pagedResponse } from '../../http/pagination.js';
import { filedByStaff, readableComplaint } from '../complaints/access.js';
import { callerEntity, entityComplaint } from '../entity-api/entity-context.js';

const TAG = 'Registro de integridad';

/** Tree heads change at most once an hour or on a new filing's receipt: short public caching. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** Proofs between fixed sizes and the key never change. */
const IMMUTABLE = 'public, max-age=86400, immutable';

const HEX64 = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{64}$',
  description: 'SHA-256 en hexadecimal',
} as const;
const ID_PARAMS = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 60, description: 'id numérico o codigo_queja' } },
} as const;

function open(reply: FastifyReply, cache: string): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('cache-control', cache);
}

/** The complaint the caller may read: its owner, staff who may see it, the entity it is filed against. */
async function complaintFor(app: FastifyInstance, request: FastifyRequest<{ Params: { id: string } }>) {
  const access = accessOf(request);
  if (access.actor === 'entity-client') return entityComplaint(app, callerEntity(request), request.params.id);
  return readableComplaint(app, access, request.params.id);
}

/** The complaint whose receipt the caller may download: one it may read, or one staff filed for a consumer. */
async function receiptComplaintFor(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { id: string } }>,
) {
  const access = accessOf(request);
  if (STAFF_ACTORS.includes(access.actor)) {
    const filed = await filedByStaff(app, access.user, request.params.id);
    if (filed) return filed;
  }
  return complaintFor(app, request);
}

/**
 * `/api/ledger/…`: the tamper-evident ledger's public proofs (anonymous, unsigned, cacheable:
 * packages/server/docs/ledger-api.md), a complaint's integrity verdict for staff, and
 * `/api/queja/{id}/constancia/`, the filing receipt PDF.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const config = { access: publicAccess() };

  app.get(
    '/ledger/sth/',
    { config, schema: { tags: [TAG], summary: 'Última cabecera firmada del árbol (STH)' } },
    async (_request, reply) => {
      open(reply, CACHE_CONTROL);
      return currentTreeHead(app);
    },
  );

  app.get(
    '/ledger/sth/history/',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Historial de cabeceras firmadas, la más reciente primero',
        querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } },
      },
    },
    async (request, reply) => {
      open(reply, CACHE_CONTROL);
      const { count } = await treeHeadPage(app, 0, 0);
      return pagedResponse(request, app.config.publicUrl, {
        count,
        defaultPageSize: 50,
        fetch: async (limit, offset) => (await treeHeadPage(app, limit, offset)).results,
      });
    },
  );

  app.get(
    '/ledger/key/',
    { config, schema: { tags: [TAG], summary: 'Clave pública Ed25519 que firma las cabeceras' } },
    async (_request, reply) => {
      open(reply, CACHE_CONTROL);
      return ledgerKey(app);
    },
  );

  app.get<{ Params: { code: string }; Querystring: { hash: string } }>(
    '/ledger/receipts/:code/',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Prueba de inclusión de una radicación (código y huella del contenido)',
        params: { type: 'object', properties: { code: { type: 'string', maxLength: 60 } } },
        querystring: { type: 'object', required: ['hash'], properties: { hash: HEX64 } },
      },
    },
    async (request, reply) => {
      const receipt = await receiptByCode(app, request.params.code, request.query.hash);
      open(reply, CACHE_CONTROL);
      return receipt;
    },
  );

  app.get<{ Querystring: { first: number; second: number } }>(
    '/ledger/consistency/',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Prueba de consistencia entre dos tamaños publicados del árbol',
        querystring: {
          type: 'object',
          required: ['first', 'second'],
          properties: {
            first: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
            second: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
          },
        },
      },
    },
    async (request, reply) => {
      const proof = await consistencyBetween(app, request.query.first, request.query.second);
      open(reply, IMMUTABLE);
      return proof;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/ledger/complaints/:id/integrity/',
    {
      config: { access: signedInAccess(STAFF_ACTORS, 'caller-entities', SERVER_TEXTS.accessForbidden) },
      schema: {
        tags: [TAG],
        summary: 'Resultado de la última verificación del registro para una queja',
        params: ID_PARAMS,
      },
    },
    async (request) => integrityOf(app, await complaintFor(app, request)),
  );

  app.get<{ Params: { id: string } }>(
    '/queja/:id/constancia/',
    {
      config: {
        access: signedInAccess(
          ['consumer', 'entity-client', ...STAFF_ACTORS],
          'own-complaints',
          SERVER_TEXTS.accessForbidden,
        ),
      },
      schema: {
        tags: [TAG],
        summary: 'Constancia de radicación (PDF)',
        description:
          'El consumidor dueño de la queja, los funcionarios que pueden verla, el funcionario que la radicó a nombre del consumidor y la entidad contra la que se radicó. PDF con el código, la fecha y hora de Bogotá, la entidad, un resumen, la huella del contenido, la cabecera firmada del registro y un código QR a /verificar.',
        params: ID_PARAMS,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await complaintReceipt(app, await receiptComplaintFor(app, request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
