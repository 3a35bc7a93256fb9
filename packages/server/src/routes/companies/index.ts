import type { FastifyInstance } from 'fastify';
import { ADMIN_MODULES, adminCaller, adminAccess } from '../../domain/staff-admin/access.js';
import { findCompany, type CompanyInput } from '../../domain/staff-admin/companies.js';
import { createApiClient, rotateApiSecret } from '../../domain/staff-admin/company-api-client.js';
import { importCompanySheet, inactivateCompanies } from '../../domain/staff-admin/company-bulk.js';
import { companyImportTemplate } from '../../domain/staff-admin/company-import.js';
import { listCompanies, type CompanyListQuery } from '../../domain/staff-admin/company-list.js';
import { saveCompany } from '../../domain/staff-admin/company-save.js';
import { recordRoutes } from '../../domain/staff-admin/record-routes.js';
import {
  ID_PARAMS,
  ID_SCHEMA,
  IS_ACTIVE_QUERY,
  LIST_QUERY_PROPERTIES,
} from '../../domain/staff-admin/listing.js';
import { SPREADSHEET_MAX_MB } from '../../domain/staff-admin/spreadsheet.js';
import { readForm } from '../complaints/form-input.js';

const TAG = 'Administración: entidades';

const PROPERTIES = {
  tipo_entidad: ID_SCHEMA,
  entidad_cod: { type: 'string', maxLength: 10 },
  name: { type: 'string', maxLength: 200 },
  nit: { type: ['string', 'null'], maxLength: 20 },
  company_group: { type: ['string', 'null'], maxLength: 10 },
  is_active: { type: 'boolean' },
} as const;

const REQUIRED: (keyof CompanyInput)[] = ['tipo_entidad', 'entidad_cod', 'name'];

/** The upload's own size limit (one file; the default per-file limit is larger). */
const SPREADSHEET_MULTIPART = {
  multipartOptions: {
    limits: { fileSize: SPREADSHEET_MAX_MB * 1024 * 1024 + 1, files: 2 },
    throwFileSizeLimit: false,
  },
};

/** An entity as the endpoints answer it. */
type Company = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** Supervised entities (module 5): list, create, edit, massive upload, inactivations, API accounts. */
export async function routes(app: FastifyInstance): Promise<void> {
  const readAccess = adminAccess(ADMIN_MODULES.companies);
  const writeAccess = adminAccess(ADMIN_MODULES.companies, { global: true });

  app.get<{ Querystring: CompanyListQuery }>(
    '/company_list/',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Lista paginada de entidades vigiladas',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...LIST_QUERY_PROPERTIES,
            is_active: IS_ACTIVE_QUERY,
            tipo_entidad: ID_SCHEMA,
            company_group: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (request) => listCompanies(app, request, request.query),
  );

  recordRoutes<Company, CompanyInput>(app, {
    path: '/company_list/',
    tag: TAG,
    readAccess,
    writeAccess,
    summaries: {
      create: 'Crea una entidad vigilada',
      read: 'Una entidad vigilada',
      replace: 'Reemplaza los datos de una entidad',
      edit: 'Edita, activa o inactiva una entidad',
    },
    properties: PROPERTIES,
    required: REQUIRED,
    find: (request, id) => findCompany(app.db, id, adminCaller(request).entityIds),
    save: (request, body, current, method) =>
      saveCompany(
        app,
        request,
        adminCaller(request),
        body,
        current?.id ?? null,
        method === 'patch' ? [] : REQUIRED,
      ),
  });

  app.get(
    '/company/massive/template/',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary:
          'Plantilla de la carga masiva (xlsx): las columnas exactas que acepta y una fila de ejemplo. Tipo y grupo se aceptan por código o por el nombre que muestran las pantallas.',
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="plantilla-entidades.xlsx"')
        .send(await companyImportTemplate()),
  );

  app.post(
    '/company/massive/',
    {
      config: { ...SPREADSHEET_MULTIPART, access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Carga masiva de entidades desde una hoja de cálculo (xlsx, xls o csv)',
        description: 'multipart/form-data con el archivo en `file`. Ver docs/staff-admin-api.md.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => importCompanySheet(app, request, await readForm(request, /^file$/)),
  );

  app.post<{ Body: { ids?: number[]; codes?: string[] } }>(
    '/company/inactivations/',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Inactiva varias entidades por id o por tipo-código (todo o nada)',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ids: { type: 'array', items: ID_SCHEMA, maxItems: 1000 },
            codes: { type: 'array', items: { type: 'string', maxLength: 30 }, maxItems: 1000 },
          },
        },
      },
    },
    async (request) => inactivateCompanies(app, request, request.body),
  );

  app.post<{ Params: { id: string } }>(
    '/company_list/:id/api-client/',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Crea la cuenta de API de la entidad (credenciales mostradas una sola vez)',
        params: ID_PARAMS,
        body: { type: 'object', additionalProperties: false, properties: {} },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(await createApiClient(app, request, request.params.id)),
  );

  app.post<{ Params: { id: string }; Body: { overlap_hours?: number } }>(
    '/company_list/:id/api-client/rotate/',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Rota la clave de firma de la cuenta de API de la entidad',
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { overlap_hours: { type: 'integer', minimum: 0, maximum: 168 } },
        },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await rotateApiSecret(app, request, request.params.id, request.body.overlap_hours)),
  );
}
