import { JURISDICTIONAL_TEXTS as J } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import { AREA_MODULES, authorityAccess } from '../../domain/jurisdictional/access.js';
import { annexLink, retryAnnex, uploadAnnex } from '../../domain/jurisdictional/annexes.js';
import { createRequest } from '../../domain/jurisdictional/create.js';
import {
  SOLIP_VIEWS,
  formDefinition,
  listReport,
  listRequests,
  type SolipListQuery,
} from '../../domain/jurisdictional/listing.js';
import { requestOr404 } from '../../domain/jurisdictional/lookup.js';
import { classifyRequest, updateRequest } from '../../domain/jurisdictional/review.js';
import { saveSmmlv, smmlvOf } from '../../domain/jurisdictional/smmlv.js';
import { LIST_QUERY_PROPERTIES } from '../../domain/staff-admin/listing.js';
import { publicBase } from '../../http/pagination.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';

const TAG = 'Demandas jurisdiccionales';
const MODULE = AREA_MODULES.jurisdictional;
const ID_QUERY = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
const OPEN_BODY = { type: 'object' } as const;

const LIST_PROPERTIES = {
  ...LIST_QUERY_PROPERTIES,
  view: { type: 'string', enum: Object.keys(SOLIP_VIEWS) },
  status: { type: 'integer', minimum: 1, maximum: 99 },
  solicitude_type: { type: 'string', maxLength: 50 },
  cuantia: { type: 'string', enum: ['minima', 'menor', 'mayor'] },
} as const;

/**
 * Jurisdictional requests (SOLIP), module 24 (docs/jurisdictional-api.md): create, upload and
 * retry annexes, update, classify, SMMLV by year, the three lists, the consolidated report and
 * annex links. The rules live in `domain/jurisdictional/`.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = authorityAccess([MODULE.id], MODULE.name);

  app.get<{ Querystring: SolipListQuery }>(
    '/jurisdiccional-servi/list-solicitudes',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Solicitudes: por clasificar (view=classification), en gestión (management) o todas (history).',
        querystring: { type: 'object', additionalProperties: false, properties: LIST_PROPERTIES },
      },
    },
    async (request) => listRequests(app, request, request.query),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/jurisdiccional-servi/create-solicitude',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Registra una solicitud (demanda o conciliación), desde una queja o sola.',
        description:
          'JSON: `solicitude_type`, `complaint_code` (opcional: completa entidad y demandante), `entity`, `claimant_name`, `claimant_id_type`, `claimant_id_number`, `claimant_email`, `claimant_phone`, `attorney_name`, `attorney_card`, `facts`, `claim`, `amount` (pesos), `claim_items` [{description, value}], `filed_on` (AAAA-MM-DD). 201: la solicitud completa.',
        body: OPEN_BODY,
      },
    },
    async (request, reply) => reply.code(201).send(await createRequest(app, request, request.body)),
  );

  app.get<{ Querystring: { id: number } }>(
    '/jurisdiccional-servi/get-solicitude',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Una solicitud completa: partes, cuantía, anexos, prevalidación e historial.',
        querystring: ID_QUERY,
      },
    },
    async (request) => requestOr404(app.db, request.query.id),
  );

  const uploadSchema = {
    tags: [TAG],
    summary: 'Carga un anexo de una solicitud.',
    description:
      'multipart/form-data: `solicitude_id`, `kind` (identificacion, reclamacion_previa, pruebas, poder, otro) y `file` (mismas reglas que los anexos de una queja). Un archivo rechazado queda como anexo con «Carga fallida» (reintentable) y la respuesta es 400 con el mensaje en `file`.',
    consumes: ['multipart/form-data'],
  };
  for (const [url, schema] of [
    ['/jurisdiccional-servi/upload-solip-file', uploadSchema],
    ['/queries-servi/file/jurisdictional', { ...uploadSchema, summary: 'Igual que upload-solip-file.' }],
  ] as const) {
    app.post(url, { config: { ...CONSUMER_MULTIPART, access }, schema }, async (request, reply) =>
      reply.code(201).send(await uploadAnnex(app, request, await readForm(request, /^file$/))),
    );
  }

  app.post(
    '/jurisdiccional-servi/retry-solip-annexes',
    {
      config: { ...CONSUMER_MULTIPART, access },
      schema: {
        tags: [TAG],
        summary: 'Vuelve a cargar el archivo de un anexo con carga fallida o por corregir.',
        description: 'multipart/form-data: `annex_id` y `file`. 200: la solicitud completa.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => retryAnnex(app, request, await readForm(request, /^file$/)),
  );

  app.patch<{ Querystring: { id: number }; Body: Record<string, unknown> }>(
    '/jurisdiccional-servi/update-solicitude',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Cambia el estado de una solicitud clasificada y el estado u observación de sus anexos.',
        description:
          'JSON: `status` (id de solicitude-status, salvo 1 y 2), `annexes` [{id, status, note}]. 200: la solicitud completa. Estados permitidos: Clasificada → Admitida, Inadmitida o Rechazada; Inadmitida → Admitida o Rechazada; Admitida → En audiencia de conciliación o Terminada; En audiencia → Terminada. Rechazada y Terminada son finales: la solicitud ya no admite cambios (400).',
        querystring: ID_QUERY,
        body: OPEN_BODY,
      },
    },
    async (request) => updateRequest(app, request, request.query.id, request.body),
  );

  app.put<{ Querystring: { id: number }; Body: Record<string, unknown> }>(
    '/jurisdiccional-servi/update-classification',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Confirma o corrige la clasificación propuesta por la prevalidación.',
        description:
          'JSON: `analysis_type` (id de analysis-types), `note`. Igual a la propuesta: «Propuesta automática confirmada»; distinta: «corregida». La solicitud pasa a «Clasificada».',
        querystring: ID_QUERY,
        body: OPEN_BODY,
      },
    },
    async (request) => classifyRequest(app, request, request.query.id, request.body),
  );

  app.get<{ Querystring: { year?: number } }>(
    '/jurisdiccional-servi/smmlv',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'SMMLV por año (todos, o el de `year`).',
        querystring: {
          type: 'object',
          properties: { year: { type: 'integer', minimum: 1990, maximum: 2100 } },
        },
      },
    },
    async (request) => smmlvOf(app.db, request.query.year),
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/jurisdiccional-servi/smmlv',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Registra o corrige el SMMLV de un año: `{year, value, decree}`.',
        body: OPEN_BODY,
      },
    },
    async (request) => saveSmmlv(app.db, request, request.body),
  );

  app.get(
    '/queries-servi/get_form',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Definición del formulario: tipos, anexos y anexos obligatorios por tipo.',
      },
    },
    async () => formDefinition(app.db),
  );

  app.get<{ Querystring: { id: number } }>(
    '/queries-servi/get-url',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Enlace firmado (10 min) del archivo de un anexo: `{url, expires_at}`.',
        querystring: ID_QUERY,
      },
    },
    async (request) => annexLink(app, request, request.query.id),
  );

  app.post<{ Body: SolipListQuery }>(
    '/queries-servi/generate_solip_report',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Informe consolidado (xlsx) de las solicitudes que cumplen los filtros de la lista.',
        body: { type: 'object', additionalProperties: false, properties: { ...LIST_PROPERTIES } },
      },
    },
    async (request, reply) => {
      const buffer = await listReport(app.db, request.body ?? {});
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${J.consolidatedFileName}.xlsx"`)
        .send(buffer);
    },
  );

  app.get(
    '/queries-servi/consolidated-ac-link',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Dónde se genera el informe consolidado: `{url, method}`.' },
    },
    async (request) => ({
      url: `${publicBase(request, app.config.publicUrl)}/api/queries-servi/generate_solip_report`,
      method: 'POST',
    }),
  );
}
