import { ANNUAL_REPORT_STATES, LIMITS, MODULE_NAMES } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import { attachFiles, attachmentLink, reportPdf } from '../../domain/annual-reports/attachments.js';
import { REPORT_MODULE_ID } from '../../domain/annual-reports/caller.js';
import {
  createReport,
  readReport,
  readStep,
  reportEntityParts,
  reportSection,
  reportSteps,
  saveStep,
} from '../../domain/annual-reports/drafting.js';
import { handOver } from '../../domain/annual-reports/hand-over.js';
import { listReports, type AnnualReportListQuery } from '../../domain/annual-reports/listing.js';
import { REGISTRY_MODULE_ID } from '../../domain/annual-reports/mail.js';
import type { AnnualReportAction } from '../../domain/annual-reports/state-machine.js';
import { complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { LIST_QUERY_PROPERTIES } from '../../domain/staff-admin/listing.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';

const TAG = 'Informe anual del DCF';
const FILE_FIELD = /^file(-\d{1,3})?$/;

const LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...LIST_QUERY_PROPERTIES,
    state: { type: 'string', enum: Object.keys(ANNUAL_REPORT_STATES) },
    year: { type: 'integer', minimum: 2000, maximum: 2100 },
  },
} as const;

const ID_QUERY = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    entity: { type: 'integer', minimum: 1 },
  },
} as const;

const STEP_PARAMS = {
  type: 'object',
  required: ['id', 'n'],
  properties: { id: { type: 'string', maxLength: 20 }, n: { type: 'string', maxLength: 3 } },
} as const;

const TRANSITION_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  properties: {
    action: { type: 'string', enum: ['submit', 'return', 'accept'] },
    comment: { type: 'string', maxLength: 4000 },
  },
} as const;

type HandOverBody = { action: AnnualReportAction; comment?: string };

/**
 * The consumer defender's annual report (portal-spec §7 "Reports"; docs/annual-reports-api.md):
 * the defender creates it, saves it step by step, attaches documents and submits it; the
 * authority's reviewers return it with comments or accept it. Module 21 «Informe anual» or 22
 * «Registro de informe anual» opens the routes; the object rules (author, reviewer, entity
 * scope) live in `domain/annual-reports/`.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  // The defender writes the report, the authority reviews it, an entity's staff read its part.
  const access = complaintWorkAccess([REPORT_MODULE_ID, REGISTRY_MODULE_ID], MODULE_NAMES.annualReport);

  // ---- List ---------------------------------------------------------------------------------
  const listSchema = {
    tags: [TAG],
    summary: 'Informes anuales visibles para quien consulta.',
    querystring: LIST_QUERY,
  };
  for (const url of ['/dcf/annual_report/', '/annual-report-servi/list_reports']) {
    app.get<{ Querystring: AnnualReportListQuery }>(
      url,
      { config: { access }, schema: listSchema },
      (request) => listReports(app, request, request.query),
    );
  }

  // ---- Create -------------------------------------------------------------------------------
  const createSchema = {
    tags: [TAG],
    summary: 'Crea el borrador del informe anual de un año (solo defensores).',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['year'],
      properties: { year: { type: 'integer', minimum: 2000, maximum: 2100 } },
    },
  };
  for (const url of ['/dcf/annual_report/', '/annual-report-servi/create_report']) {
    app.post<{ Body: { year: number } }>(
      url,
      { config: { access }, schema: createSchema },
      async (request, reply) => reply.code(201).send(await createReport(app, request, request.body.year)),
    );
  }

  // ---- Read ---------------------------------------------------------------------------------
  const detailSchema = {
    tags: [TAG],
    summary: 'El informe completo: pasos, entidades, anexos e historial.',
    querystring: ID_QUERY,
  };
  for (const url of ['/dcf/annual_report/detail/', '/annual-report-servi/get_report']) {
    app.get<{ Querystring: { id: number } }>(url, { config: { access }, schema: detailSchema }, (request) =>
      readReport(app, request, request.query.id),
    );
  }

  app.get<{ Querystring: { id: number } }>(
    '/dcf/annual_report/section/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Los pasos del informe y si cada uno está completo.',
        querystring: ID_QUERY,
      },
    },
    (request) => reportSteps(app, request, request.query.id),
  );
  for (const key of ['incident', 'attention', 'additional'] as const) {
    app.get<{ Querystring: { id: number } }>(
      `/dcf/annual_report/${key}/`,
      {
        config: { access },
        schema: { tags: [TAG], summary: `La sección «${key}» del informe.`, querystring: ID_QUERY },
      },
      (request) => reportSection(app, request, request.query.id, key),
    );
  }
  app.get<{ Querystring: { id: number; entity?: number } }>(
    '/dcf/annual_report/company/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Las partes por entidad (las de quien consulta).',
        querystring: ID_QUERY,
      },
    },
    (request) => reportEntityParts(app, request, request.query.id, request.query.entity),
  );

  // ---- Steps --------------------------------------------------------------------------------
  app.get<{ Params: { id: string; n: string } }>(
    '/dcf/annual_report/:id/step/:n/',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Lo guardado en un paso.', params: STEP_PARAMS },
    },
    (request) => readStep(app, request, request.params.id, request.params.n),
  );

  app.put<{ Params: { id: string; n: string }; Body: unknown }>(
    '/dcf/annual_report/:id/step/:n/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Guarda un paso como borrador (los campos vacíos se aceptan hasta el envío).',
        params: STEP_PARAMS,
      },
    },
    (request) => saveStep(app, request, request.params.id, request.params.n, request.body),
  );

  // ---- State changes ------------------------------------------------------------------------
  app.put<{ Params: { id: string }; Body: HandOverBody }>(
    '/dcf/annual_report/:id/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Envía (defensor), devuelve con observaciones o acepta (revisor) el informe.',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 20 } } },
        body: TRANSITION_BODY,
      },
    },
    (request) => handOver(app, request, request.params.id, request.body),
  );
  app.patch<{ Querystring: { id: number }; Body: HandOverBody }>(
    '/annual-report-servi/update_report',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Como PUT /dcf/annual_report/{id}/.',
        querystring: ID_QUERY,
        body: TRANSITION_BODY,
      },
    },
    (request) => handOver(app, request, request.query.id, request.body),
  );

  // ---- Attachments --------------------------------------------------------------------------
  app.post(
    '/queries-servi/file/annual_report_attach',
    {
      config: { ...CONSUMER_MULTIPART, access },
      schema: {
        tags: [TAG],
        summary: 'Adjunta documentos a un informe en borrador o devuelto',
        description: `multipart/form-data: \`id\` (el informe) y archivos \`file\` o \`file-N\`. Mismas reglas que los anexos de una queja
(extensión y contenido, ${LIMITS.attachmentFileMaxMb} MB por archivo y ${LIMITS.attachmentsTotalMb} MB en total). 201 con el informe.`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) =>
      reply.code(201).send(await attachFiles(app, request, await readForm(request, FILE_FIELD))),
  );

  app.get<{ Params: { id: string; fileId: string } }>(
    '/dcf/annual_report/:id/files/:fileId/url/',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Enlace de descarga firmado de un anexo del informe.' },
    },
    (request) => attachmentLink(app, request, request.params.id, request.params.fileId),
  );

  // ---- PDF ----------------------------------------------------------------------------------
  app.get<{ Params: { id: string } }>(
    '/dcf/annual_report/:id/pdf/',
    { config: { access }, schema: { tags: [TAG], summary: 'El informe enviado en PDF.' } },
    async (request, reply) => {
      const { pdf, fileName } = await reportPdf(app, request, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
