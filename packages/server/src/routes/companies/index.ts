import { API_ERROR_TEXTS, SERVER_TEXTS, STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_MODULES,
  adminCaller,
  adminAccess,
  type AdminCaller,
} from '../../domain/staff-admin/access.js';
import { addProblem, type Problems } from '../../domain/staff-admin/accounts.js';
import { recordChange, writeRecorded } from '../../domain/staff-admin/changes.js';
import {
  COMPANY_SELECT,
  companyFromRow,
  companyProblems,
  companySnapshot,
  entityKeyInUse,
  findCompany,
  insertCompany,
  keyProblems,
  loadCompanyCatalogs,
  updateCompany,
  type CompanyInput,
} from '../../domain/staff-admin/companies.js';
import { companyImportTemplate, importCompanies } from '../../domain/staff-admin/company-import.js';
import { recordRoutes } from '../../domain/staff-admin/record-routes.js';
import {
  ID_PARAMS,
  ID_SCHEMA,
  IS_ACTIVE_QUERY,
  LIST_QUERY_PROPERTIES,
  SqlFilter,
  orderBy,
  uniqueOr,
  listPage,
} from '../../domain/staff-admin/listing.js';
import {
  SPREADSHEET_MAX_MB,
  SpreadsheetError,
  readSpreadsheet,
} from '../../domain/staff-admin/spreadsheet.js';
import { validationError } from '../../http/errors.js';
import { createEntityClient, rotateEntitySecret } from '../../services/entity-clients.js';
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

const ORDERING: Record<string, string[]> = {
  name: ['sfc_fold(e.name)'],
  tipo_entidad: ['e.tipo_entidad', "lpad(e.entidad_cod, 10, '0')"],
  entidad_cod: ["lpad(e.entidad_cod, 10, '0')"],
  nit: ['e.nit'],
  created_at: ['e.created_at'],
  id: ['e.id'],
};

/** The upload's own size limit (one file; the default per-file limit is larger). */
const SPREADSHEET_MULTIPART = {
  multipartOptions: {
    limits: { fileSize: SPREADSHEET_MAX_MB * 1024 * 1024 + 1, files: 2 },
    throwFileSizeLimit: false,
  },
};

/** An entity as the endpoints answer it. */
type Company = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

interface ListQuery {
  search?: string;
  ordering?: string;
  is_active?: boolean;
  tipo_entidad?: number;
  company_group?: string;
}

async function saveCompany(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: AdminCaller,
  input: CompanyInput,
  currentId: number | null,
  required: (keyof CompanyInput)[],
) {
  const current = currentId === null ? null : await findCompany(app.db, currentId);
  const catalogs = await loadCompanyCatalogs(app.db);
  const problems: Problems = await companyProblems(input, catalogs, currentId, required);
  if (Object.keys(problems).length === 0) {
    for (const [field, messages] of Object.entries(await keyProblems(input, catalogs, current))) {
      for (const message of messages) addProblem(problems, field, message);
    }
  }
  const keyChanges =
    current !== null &&
    ((input.tipo_entidad !== undefined && input.tipo_entidad !== current.tipo_entidad) ||
      (input.entidad_cod !== undefined && input.entidad_cod !== current.entidad_cod));
  if (
    keyChanges &&
    Object.keys(problems).length === 0 &&
    (await entityKeyInUse(app.db, current.tipo_entidad, current.entidad_cod))
  ) {
    addProblem(problems, SERVER_TEXTS.nonFieldKey, STAFF_ADMIN_TEXTS.entityKeyLocked);
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const write = () =>
    writeRecorded(
      app.db,
      {
        actorUserId: caller.user.id,
        ip: request.ip,
        resource: 'company',
        current,
        find: findCompany,
        snapshot: companySnapshot,
      },
      async (tx) => {
        let companyId: number;
        if (current === null) {
          companyId = await insertCompany(
            tx,
            {
              ...input,
              tipo_entidad: input.tipo_entidad!,
              entidad_cod: input.entidad_cod!,
              name: input.name!,
            },
            catalogs.types.get(input.tipo_entidad!) ?? null,
          );
        } else {
          companyId = current.id;
          await updateCompany(tx, companyId, input);
        }
        return companyId;
      },
    );
  const tipo = String(input.tipo_entidad ?? current?.tipo_entidad ?? '');
  const code = input.entidad_cod ?? current?.entidad_cod ?? '';
  // The check above names the usual holders of an entity's key; any other row that refers to it
  // (reception points, reports, alerts…) makes the database refuse, with the same answer.
  const writeUnlessReferenced = async () => {
    try {
      return await write();
    } catch (error) {
      if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION)
        throw validationError({ [SERVER_TEXTS.nonFieldKey]: [STAFF_ADMIN_TEXTS.entityKeyLocked] });
      throw error;
    }
  };
  const id = await uniqueOr(writeUnlessReferenced, 'entidad_cod', STAFF_ADMIN_TEXTS.entityTaken(tipo, code));
  return (await findCompany(app.db, id))!;
}

/** PostgreSQL's SQLSTATE for a row still referred to by another table's foreign key. */
const FOREIGN_KEY_VIOLATION = '23503';

function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}

/** Supervised entities (module 5): list, create, edit, massive upload, inactivations, API accounts. */
export async function routes(app: FastifyInstance): Promise<void> {
  const readAccess = adminAccess(ADMIN_MODULES.companies);
  const writeAccess = adminAccess(ADMIN_MODULES.companies, { global: true });

  app.get<{ Querystring: ListQuery }>(
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
    async (request) => {
      const caller = adminCaller(request);
      const q = request.query;
      const filter = new SqlFilter();
      if (caller.entityIds !== null) filter.where(`e.id = ANY(${filter.param(caller.entityIds)}::int[])`);
      filter.search(q.search, [
        'e.name',
        "COALESCE(e.nit, '')",
        'e.entidad_cod',
        "e.tipo_entidad::text || '-' || e.entidad_cod",
      ]);
      if (q.is_active !== undefined) filter.where(`e.is_active = ${filter.param(q.is_active)}`);
      if (q.tipo_entidad !== undefined) filter.where(`e.tipo_entidad = ${filter.param(q.tipo_entidad)}`);
      if (q.company_group)
        filter.where(`COALESCE(e.company_group, t.company_group) = ${filter.param(q.company_group)}`);
      const order = orderBy(q.ordering, ORDERING, 'name', 'e.id');
      return listPage(app, request, {
        count: 'FROM supervised_entities e JOIN entity_types t ON t.tipo_entidad = e.tipo_entidad',
        rows: COMPANY_SELECT,
        filter,
        order,
        map: companyFromRow,
      });
    },
  );

  const visible = recordRoutes<Company, CompanyInput>(app, {
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
    async (request) => {
      const caller = adminCaller(request);
      const form = await readForm(request, /^file$/);
      const problems: Problems = { ...form.problems };
      for (const key of Object.keys(form.fields))
        addProblem(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
      const file = form.files[0];
      if (!file) addProblem(problems, 'file', API_ERROR_TEXTS.fieldRequired);
      else if (form.files.length > 1) addProblem(problems, 'file', STAFF_ADMIN_TEXTS.spreadsheetOneFile);
      else if (file.truncated)
        addProblem(problems, 'file', STAFF_ADMIN_TEXTS.spreadsheetTooLarge(SPREADSHEET_MAX_MB));
      if (Object.keys(problems).length > 0 || !file) throw validationError(problems);
      try {
        const sheet = await readSpreadsheet(file.filename, file.data);
        return await importCompanies(app.db, file.filename, sheet, {
          userId: caller.user.id,
          ip: request.ip,
        });
      } catch (error) {
        if (error instanceof SpreadsheetError) throw validationError({ file: [error.message] });
        throw error;
      }
    },
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
    async (request) => {
      const caller = adminCaller(request);
      const ids = [...new Set(request.body.ids ?? [])];
      const codes = [...new Set((request.body.codes ?? []).map((c) => c.trim()))];
      if (ids.length + codes.length === 0)
        throw validationError({ [SERVER_TEXTS.nonFieldKey]: [STAFF_ADMIN_TEXTS.idsOrCodesRequired] });
      if (ids.length + codes.length > 1000)
        throw validationError({ [SERVER_TEXTS.nonFieldKey]: [STAFF_ADMIN_TEXTS.tooManyItems(1000)] });
      const { rows } = await app.db.query<{ id: number; key: string }>(
        `SELECT id, tipo_entidad::text || '-' || entidad_cod AS key FROM supervised_entities
          WHERE id = ANY($1::int[]) OR (tipo_entidad::text || '-' || entidad_cod) = ANY($2::text[])`,
        [ids, codes],
      );
      const problems: Problems = {};
      const foundIds = new Set(rows.map((r) => Number(r.id)));
      const foundKeys = new Set(rows.map((r) => r.key));
      const missingIds = ids.filter((id) => !foundIds.has(id));
      const missingCodes = codes.filter((c) => !foundKeys.has(c));
      if (missingIds.length > 0)
        addProblem(problems, 'ids', STAFF_ADMIN_TEXTS.entitiesNotFound(missingIds.slice(0, 20).join(', ')));
      if (missingCodes.length > 0)
        addProblem(
          problems,
          'codes',
          STAFF_ADMIN_TEXTS.entitiesNotFound(
            missingCodes
              .slice(0, 20)
              .map((c) => c.slice(0, 30))
              .join(', '),
          ),
        );
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const targets = [...foundIds];
      await app.db.transaction(async (tx) => {
        for (const id of targets) {
          const before = (await findCompany(tx, id))!;
          if (!before.is_active) continue;
          await updateCompany(tx, id, { is_active: false });
          await recordChange(tx, {
            actorUserId: caller.user.id,
            ip: request.ip,
            resource: 'company',
            resourceId: id,
            action: 'inactivated',
            changes: [{ field: 'is_active', before: 'true', after: 'false' }],
          });
        }
      });
      const entities = await app.db.query<{
        id: number;
        tipo_entidad: number;
        entidad_cod: string;
        name: string;
      }>(
        'SELECT id, tipo_entidad, entidad_cod, name FROM supervised_entities WHERE id = ANY($1::int[]) ORDER BY name, id',
        [targets],
      );
      return {
        inactivated: targets.length,
        entities: entities.rows.map((e) => ({
          ...e,
          id: Number(e.id),
          tipo_entidad: Number(e.tipo_entidad),
        })),
      };
    },
  );

  const entityRef = (c: { id: number; tipo_entidad: number; entidad_cod: string; name: string }) => ({
    id: c.id,
    tipo_entidad: c.tipo_entidad,
    entidad_cod: c.entidad_cod,
    name: c.name,
  });

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
    async (request, reply) => {
      const caller = adminCaller(request);
      const company = await visible(request, request.params.id);
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
      noStore(reply);
      return reply.code(201).send({
        entity: entityRef(company),
        username: credentials.username,
        password: credentials.password,
        signing_secret: credentials.signingSecret,
        detail: STAFF_ADMIN_TEXTS.credentialsShownOnce,
      });
    },
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
    async (request, reply) => {
      const caller = adminCaller(request);
      const company = await visible(request, request.params.id);
      if (!company.api_client)
        throw validationError({ [SERVER_TEXTS.nonFieldKey]: [STAFF_ADMIN_TEXTS.apiClientMissing] });
      const rotated = await rotateEntitySecret(
        app.db,
        app.secretBox,
        company,
        request.body.overlap_hours ?? 24,
      );
      await recordChange(app.db, {
        actorUserId: caller.user.id,
        ip: request.ip,
        resource: 'company',
        resourceId: company.id,
        action: 'api_secret_rotated',
        changes: [],
      });
      noStore(reply);
      return reply.send({
        entity: entityRef(company),
        signing_secret: rotated.signingSecret,
        old_secrets_expire_at: rotated.oldSecretsExpireAt.toISOString(),
        detail: STAFF_ADMIN_TEXTS.credentialsShownOnce,
      });
    },
  );
}
