import {
  ANNUAL_REPORT_STATES,
  ANNUAL_REPORT_TEXTS as T,
  LIMITS,
  MODULE_NAMES,
  SERVER_TEXTS,
  API_ERROR_TEXTS,
} from '../../core.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { insertStoredFiles } from '../../domain/complaints/repository.js';
import { toBogotaLocal } from '../../domain/complaints/dates.js';
import { notifyHandOver, REGISTRY_MODULE_ID } from '../../domain/annual-reports/mail.js';
import { annualReportPdf } from '../../domain/annual-reports/report-pdf.js';
import {
  addHistory,
  callerKind,
  entityParts,
  findReport,
  insertReport,
  reportFiles,
  reportView,
  scopeReports,
  sha256,
  stepComplete,
  stepStatus,
  type ReportRow,
} from '../../domain/annual-reports/repository.js';
import {
  ENTITY_FIELDS,
  SECTION_FIELDS,
  entityRuleProblems,
  readFields,
  stepOf,
  type Problems,
  type SectionData,
} from '../../domain/annual-reports/sections.js';
import {
  isEditable,
  isPrintable,
  nextState,
  type AnnualReportAction,
} from '../../domain/annual-reports/state-machine.js';
import { holdsModule } from '../../domain/alerts/staff-access.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import {
  ADMIN_PAGE_SIZE,
  SqlFilter,
  orderBy,
  pathId,
  LIST_QUERY_PROPERTIES,
} from '../../domain/staff-admin/listing.js';
import { FULL_NAME_SQL } from '../../domain/staff-admin/accounts.js';
import { ApiError, notFoundError, validationError } from '../../http/errors.js';
import { addFieldMessage } from '../../http/field-problems.js';
import { pagedResponse, publicBase } from '../../http/pagination.js';
import { newStorageKey } from '../../services/storage/storage-driver.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { downloadKey, downloadLink } from '../../services/storage/signed-url.js';
import { contentTypeFor, displayName, uploadProblems } from '../../services/storage/upload-rules.js';
import { accountServices } from '../auth/account-services.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';
import { CONSUMER_UPLOAD_LIMITS } from '../complaints/consumer-input.js';
import { fileExtension } from '../../core.js';

const TAG = 'Informe anual del DCF';
/** «Informe anual» (the defender's side) and «Registro de informe anual» (the reviewers'). */
const REPORT_MODULE_ID = 21;
const FILE_FIELD = /^file(-\d{1,3})?$/;

const conflict = (detail: string) => new ApiError(409, { status_code: 409, detail });
const forbidden = (detail: string) => new ApiError(403, { status_code: 403, detail });
const nonField = (message: string) => validationError({ [SERVER_TEXTS.nonFieldKey]: [message] });

const ORDERING: Record<string, string[]> = {
  year: ['r.year'],
  state: ['r.state'],
  updated_at: ['r.updated_at'],
  submitted_at: ['r.submitted_at'],
  dcf: ['sfc_fold(dcf_name)'],
};

interface ListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  state?: string;
  year?: number;
}

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

const TRANSITION_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  properties: {
    action: { type: 'string', enum: ['submit', 'return', 'accept'] },
    comment: { type: 'string', maxLength: 4000 },
  },
} as const;

/**
 * The consumer defender's annual report (portal-spec §7 "Reports"; docs/annual-reports-api.md):
 * the defender creates it, saves it step by step, attaches documents and submits it; the
 * authority's reviewers return it with comments or accept it. Module 21 «Informe anual» or 22
 * «Registro de informe anual» opens the routes; the object rules (author, reviewer, entity
 * scope) come on top.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  // The defender writes the report, the authority reviews it, an entity's staff read its part.
  const access = complaintWorkAccess([REPORT_MODULE_ID, REGISTRY_MODULE_ID], MODULE_NAMES.annualReport);

  const canReview = (request: FastifyRequest) => {
    const caller = adminCaller(request);
    return caller.entityIds === null && holdsModule(caller.user, [REGISTRY_MODULE_ID]);
  };

  /** The report of `rawId` the caller may see, else the 404 that reveals nothing. */
  async function visible(request: FastifyRequest, rawId: unknown, forUpdate = false): Promise<ReportRow> {
    const id = typeof rawId === 'number' ? rawId : pathId(rawId);
    if (id === null) throw notFoundError();
    const report = await findReport(app.db, id, adminCaller(request).entityIds, forUpdate);
    if (!report) throw notFoundError();
    return report;
  }

  /** The report the caller wrote and may still change (403 for others, 409 once submitted). */
  async function editable(request: FastifyRequest, rawId: unknown): Promise<ReportRow> {
    const report = await visible(request, rawId);
    if (report.dcf_user_id !== adminCaller(request).user.id) throw forbidden(T.notAuthor);
    if (!isEditable(report.state)) throw conflict(T.notEditable(ANNUAL_REPORT_STATES[report.state]));
    return report;
  }

  const view = async (request: FastifyRequest, report: ReportRow) => {
    const caller = adminCaller(request);
    return reportView(app.db, report, { ...caller, canReview: canReview(request) });
  };

  // ---- List ---------------------------------------------------------------------------------
  const list = async (request: FastifyRequest<{ Querystring: ListQuery }>) => {
    const caller = adminCaller(request);
    const q = request.query;
    const filter = new SqlFilter();
    scopeReports(filter, caller.entityIds);
    if (q.state) filter.where(`r.state = ${filter.param(q.state)}`);
    if (q.year) filter.where(`r.year = ${filter.param(q.year)}`);
    filter.search(q.search, [
      FULL_NAME_SQL,
      `(SELECT string_agg(e.name, ' ') FROM annual_report_entities x JOIN supervised_entities e ON e.id = x.entity_id WHERE x.report_id = r.id)`,
    ]);
    const from = `FROM annual_reports r JOIN persons p ON p.user_id = r.dcf_user_id ${filter.sql()}`;
    const count = Number(
      (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, filter.params)).rows[0]!.n,
    );
    const order = orderBy(q.ordering, ORDERING, '-updated_at', 'r.id DESC');
    return pagedResponse(request, app.config.publicUrl, {
      count,
      defaultPageSize: ADMIN_PAGE_SIZE,
      fetch: async (limit, offset) => {
        const { rows } = await app.db.query<{
          id: number;
          year: number;
          state: keyof typeof ANNUAL_REPORT_STATES;
          dcf_name: string;
          entities: string | null;
          updated_at: Date;
          submitted_at: Date | null;
        }>(
          `SELECT r.id, r.year, r.state, ${FULL_NAME_SQL} AS dcf_name, r.updated_at, r.submitted_at,
                  (SELECT string_agg(e.name, ', ' ORDER BY e.name) FROM annual_report_entities x
                     JOIN supervised_entities e ON e.id = x.entity_id WHERE x.report_id = r.id) AS entities
             FROM (SELECT r.*, ${FULL_NAME_SQL} AS dcf_name ${from}) r JOIN persons p ON p.user_id = r.dcf_user_id
             ${order} LIMIT ${filter.param(limit)} OFFSET ${filter.param(offset)}`,
          filter.params,
        );
        return rows.map((r) => ({
          id: Number(r.id),
          year: r.year,
          state: r.state,
          state_name: ANNUAL_REPORT_STATES[r.state],
          dcf_name: r.dcf_name.replace(/\s+/g, ' ').trim(),
          entities: r.entities ?? '',
          updated_at: toBogotaLocal(r.updated_at),
          submitted_at: r.submitted_at ? toBogotaLocal(r.submitted_at) : null,
        }));
      },
    });
  };
  const listSchema = {
    tags: [TAG],
    summary: 'Informes anuales visibles para quien consulta.',
    querystring: LIST_QUERY,
  };
  app.get<{ Querystring: ListQuery }>(
    '/dcf/annual_report/',
    { config: { access }, schema: listSchema },
    list,
  );
  app.get<{ Querystring: ListQuery }>(
    '/annual-report-servi/list_reports',
    { config: { access }, schema: listSchema },
    list,
  );

  // ---- Create -------------------------------------------------------------------------------
  const create = async (request: FastifyRequest<{ Body: { year: number } }>, reply: FastifyReply) => {
    const caller = adminCaller(request);
    const kind = await callerKind(app.db, caller.user, caller.entityIds);
    if (kind !== 'dcf' || !holdsModule(caller.user, [REPORT_MODULE_ID])) throw forbidden(T.notDcf);
    const maxYear = new Date().getUTCFullYear();
    const year = request.body.year;
    if (year > maxYear) throw validationError({ year: [T.yearOutOfRange(maxYear)] });
    const taken = await app.db.query('SELECT 1 FROM annual_reports WHERE dcf_user_id = $1 AND year = $2', [
      caller.user.id,
      year,
    ]);
    if ((taken.rowCount ?? 0) > 0) throw conflict(T.yearTaken(year));
    let id: number;
    try {
      id = await insertReport(app.db, caller.user.id, year, caller.entityIds ?? [], new Date());
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict(T.yearTaken(year));
      throw error;
    }
    return reply.code(201).send(await view(request, (await findReport(app.db, id, null))!));
  };
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
  app.post<{ Body: { year: number } }>(
    '/dcf/annual_report/',
    { config: { access }, schema: createSchema },
    create,
  );
  app.post<{ Body: { year: number } }>(
    '/annual-report-servi/create_report',
    { config: { access }, schema: createSchema },
    create,
  );

  // ---- Read ---------------------------------------------------------------------------------
  const detail = async (request: FastifyRequest<{ Querystring: { id: number } }>) =>
    view(request, await visible(request, request.query.id));
  const detailSchema = {
    tags: [TAG],
    summary: 'El informe completo: pasos, entidades, anexos e historial.',
    querystring: ID_QUERY,
  };
  app.get<{ Querystring: { id: number } }>(
    '/dcf/annual_report/detail/',
    { config: { access }, schema: detailSchema },
    detail,
  );
  app.get<{ Querystring: { id: number } }>(
    '/annual-report-servi/get_report',
    { config: { access }, schema: detailSchema },
    detail,
  );

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
    async (request) => {
      const report = await visible(request, request.query.id);
      return { id: report.id, steps: stepStatus(report, await entityParts(app.db, report.id, null)) };
    },
  );
  for (const key of ['incident', 'attention', 'additional'] as const) {
    app.get<{ Querystring: { id: number } }>(
      `/dcf/annual_report/${key}/`,
      {
        config: { access },
        schema: { tags: [TAG], summary: `La sección «${key}» del informe.`, querystring: ID_QUERY },
      },
      async (request) => {
        const report = await visible(request, request.query.id);
        return { id: report.id, [key]: report.sections[key] ?? {} };
      },
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
    async (request) => {
      const caller = adminCaller(request);
      const report = await visible(request, request.query.id);
      const scope = report.dcf_user_id === caller.user.id ? null : caller.entityIds;
      const parts = (await entityParts(app.db, report.id, scope)).filter(
        (p) => request.query.entity === undefined || p.id === request.query.entity,
      );
      return { id: report.id, count: parts.length, results: parts };
    },
  );

  // ---- Steps --------------------------------------------------------------------------------
  const STEP_PARAMS = {
    type: 'object',
    required: ['id', 'n'],
    properties: { id: { type: 'string', maxLength: 20 }, n: { type: 'string', maxLength: 3 } },
  } as const;
  const stepNumber = (raw: string) => {
    const step = /^\d$/.test(raw) ? stepOf(Number(raw)) : null;
    if (!step) throw notFoundError();
    return step;
  };

  app.get<{ Params: { id: string; n: string } }>(
    '/dcf/annual_report/:id/step/:n/',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Lo guardado en un paso.', params: STEP_PARAMS },
    },
    async (request) => {
      const report = await visible(request, request.params.id);
      const step = stepNumber(request.params.n);
      const parts = await entityParts(app.db, report.id, null);
      const data =
        step.key === 'company'
          ? { entities: parts }
          : step.key === 'attachments'
            ? { files: await reportFiles(app.db, report.id) }
            : (report.sections[step.key] ?? {});
      return {
        id: report.id,
        step: step.n,
        key: step.key,
        title: step.title,
        saved: report.saved_steps.includes(step.n),
        complete: report.saved_steps.includes(step.n) && stepComplete(report, parts, step.key),
        data,
      };
    },
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
    async (request) => {
      const report = await editable(request, request.params.id);
      const step = stepNumber(request.params.n);
      const problems: Problems = {};
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw nonField(SERVER_TEXTS.fieldInvalid);
      await app.db.transaction(async (tx) => {
        if (step.key === 'company') {
          const raw = (body as { entities?: unknown }).entities;
          for (const key of Object.keys(body))
            if (key !== 'entities') addFieldMessage(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
          if (!Array.isArray(raw)) {
            addFieldMessage(problems, 'entities', API_ERROR_TEXTS.fieldRequired);
            throw validationError(problems);
          }
          const parts = await entityParts(tx, report.id, null);
          const updates: [number, SectionData][] = [];
          raw.forEach((item: unknown, i: number) => {
            const prefix = `entities.${i}.`;
            const { entity_id: entityId, ...fields } = (
              typeof item === 'object' && item !== null ? item : {}
            ) as Record<string, unknown>;
            if (!parts.some((p) => p.id === entityId)) {
              addFieldMessage(problems, `${prefix}entity_id`, T.unknownEntity);
              return;
            }
            const data = readFields(fields, ENTITY_FIELDS, problems, prefix);
            entityRuleProblems(data, problems, prefix);
            updates.push([entityId as number, data]);
          });
          if (Object.keys(problems).length > 0) throw validationError(problems);
          for (const [entityId, data] of updates) {
            await tx.query(
              'UPDATE annual_report_entities SET data = $3 WHERE report_id = $1 AND entity_id = $2',
              [report.id, entityId, JSON.stringify(data)],
            );
          }
        } else if (step.key !== 'attachments') {
          const data = readFields(body, SECTION_FIELDS[step.key], problems);
          if (Object.keys(problems).length > 0) throw validationError(problems);
          await tx.query(`UPDATE annual_reports SET sections = sections || $2 WHERE id = $1`, [
            report.id,
            JSON.stringify({ [step.key]: data }),
          ]);
        }
        await tx.query(
          `UPDATE annual_reports SET updated_at = $2,
                  saved_steps = CASE WHEN $3 = ANY(saved_steps) THEN saved_steps ELSE array_append(saved_steps, $3) END
            WHERE id = $1`,
          [report.id, new Date(), step.n],
        );
      });
      return view(request, (await findReport(app.db, report.id, null))!);
    },
  );

  // ---- State changes ------------------------------------------------------------------------
  const transition = async (
    request: FastifyRequest<{ Body: { action: AnnualReportAction; comment?: string } }>,
    rawId: unknown,
  ) => {
    const caller = adminCaller(request);
    const { action } = request.body;
    const comment = request.body.comment?.trim() || null;
    const report = await visible(request, rawId);
    if (action === 'submit' && report.dcf_user_id !== caller.user.id) throw forbidden(T.notAuthor);
    if (action !== 'submit' && !canReview(request)) throw forbidden(T.notReviewer);
    if (action === 'return' && !comment) throw validationError({ comment: [T.commentRequired] });
    const now = new Date();
    const updated = await app.db.transaction(async (tx) => {
      const locked = (await findReport(tx, report.id, null, true))!;
      const next = nextState(locked.state, action);
      if (!next.ok) throw conflict(next.reason);
      if (action === 'submit') {
        const parts = await entityParts(tx, locked.id, null);
        const problems: Problems = {};
        for (const s of stepStatus(locked, parts))
          if (!s.complete) addFieldMessage(problems, `step_${s.n}`, T.stepIncomplete(s.title));
        if (Object.keys(problems).length > 0) throw validationError(problems);
      }
      await tx.query(
        `UPDATE annual_reports SET state = $2, updated_at = $3,
                submitted_at = CASE WHEN $2 = 'submitted' THEN $3 ELSE submitted_at END,
                reviewed_at = CASE WHEN $2 IN ('returned', 'accepted') THEN $3 ELSE reviewed_at END,
                reviewer_user_id = CASE WHEN $2 IN ('returned', 'accepted') THEN $4 ELSE reviewer_user_id END
          WHERE id = $1`,
        [locked.id, next.to, now, caller.user.id],
      );
      await addHistory(tx, locked.id, caller.user.id, next.history, locked.state, next.to, comment, now);
      return (await findReport(tx, locked.id, null))!;
    });
    await notifyHandOver(
      { db: app.db, transport: accountServices(app).transport, log: request.log },
      updated,
      action,
      comment,
    );
    return view(request, updated);
  };
  app.put<{ Params: { id: string }; Body: { action: AnnualReportAction; comment?: string } }>(
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
    (request) => transition(request, request.params.id),
  );
  app.patch<{ Querystring: { id: number }; Body: { action: AnnualReportAction; comment?: string } }>(
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
    (request) => transition(request, request.query.id),
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
    async (request, reply) => {
      const form = await readForm(request, FILE_FIELD);
      const problems: Problems = { ...form.problems };
      for (const key of Object.keys(form.fields))
        if (key !== 'id') addFieldMessage(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
      const rawId = form.fields.id;
      if (rawId === undefined || rawId === '') addFieldMessage(problems, 'id', API_ERROR_TEXTS.fieldRequired);
      if (form.files.length === 0) addFieldMessage(problems, 'file', API_ERROR_TEXTS.fieldRequired);
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const report = await editable(request, String(rawId));
      const existing = await reportFiles(app.db, report.id);
      const fileProblems = uploadProblems(form.files, {
        ...CONSUMER_UPLOAD_LIMITS,
        existingBytes: existing.reduce((s, f) => s + f.size, 0),
      });
      if (Object.keys(fileProblems).length > 0) throw validationError(fileProblems);
      const storage = storageFor(app);
      const now = new Date();
      const written: string[] = [];
      try {
        const rows: Parameters<typeof insertStoredFiles>[1] = [];
        for (const f of form.files) {
          const key = newStorageKey('annual-reports', fileExtension(f.filename), now);
          await storage.put(key, f.data, { contentType: contentTypeFor(f.filename), size: f.data.length });
          written.push(key);
          rows.push({
            storage_key: key,
            original_name: displayName(f.filename),
            size_bytes: f.data.length,
            content_type: contentTypeFor(f.filename),
            sha256: sha256(f.data),
            complaint_id: null,
            kind: 'annual_report' as never,
            type: null,
            state: null,
            uploaded_by: adminCaller(request).user.id,
          });
        }
        await app.db.transaction(async (tx) => {
          const stored = await insertStoredFiles(tx, rows, now);
          for (const s of stored) {
            await tx.query('INSERT INTO annual_report_files (report_id, file_id) VALUES ($1, $2)', [
              report.id,
              s.id,
            ]);
          }
          await tx.query('UPDATE annual_reports SET updated_at = $2 WHERE id = $1', [report.id, now]);
          await addHistory(
            tx,
            report.id,
            adminCaller(request).user.id,
            'attached',
            report.state,
            report.state,
            stored.map((s) => s.original_name).join(', '),
            now,
          );
        });
      } catch (error) {
        await Promise.all(written.map((k) => storage.delete(k).catch(() => undefined)));
        throw error;
      }
      return reply.code(201).send({
        detail: T.attached(form.files.length),
        ...(await view(request, (await findReport(app.db, report.id, null))!)),
      });
    },
  );

  app.get<{ Params: { id: string; fileId: string } }>(
    '/dcf/annual_report/:id/files/:fileId/url/',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Enlace de descarga firmado de un anexo del informe.' },
    },
    async (request) => {
      const report = await visible(request, request.params.id);
      const fileId = pathId(request.params.fileId);
      if (fileId === null || !(await reportFiles(app.db, report.id)).some((f) => f.id_storage === fileId))
        throw notFoundError();
      const link = downloadLink(
        publicBase(request, app.config.publicUrl),
        downloadKey(app.config.secretsKey),
        fileId,
        new Date(),
        LIMITS.downloadLinkMinutes,
      );
      return { url: link.url, expires_at: toBogotaLocal(link.expiresAt) };
    },
  );

  // ---- PDF ----------------------------------------------------------------------------------
  app.get<{ Params: { id: string } }>(
    '/dcf/annual_report/:id/pdf/',
    { config: { access }, schema: { tags: [TAG], summary: 'El informe enviado en PDF.' } },
    async (request, reply) => {
      const report = await visible(request, request.params.id);
      if (!isPrintable(report.state)) throw conflict(T.pdfNotReady);
      const pdf = await annualReportPdf(await view(request, report));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="informe-anual-${report.year}-${report.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
