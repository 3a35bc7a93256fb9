import type { FastifyInstance } from 'fastify';
import { QUALITY_TEXTS, SERVER_TEXTS, formatDisplayDate } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { CONFIDENCE_RANGE, MARGIN_RANGE } from '../../domain/quality/sample-size.js';
import { createSample, newSeed, type SampleRequest, type Strata } from '../../domain/quality/samples.js';
import {
  activeCriteria,
  evaluationRows,
  sampleDetail,
  sampleItemCount,
  sampleItemPage,
  sampleListCount,
  sampleListPage,
  visibleSample,
} from '../../domain/quality/sample-views.js';
import { adminCaller, type AdminCaller } from '../../domain/staff-admin/access.js';
import {
  ADMIN_PAGE_SIZE,
  ID_PARAMS,
  ID_SCHEMA,
  SqlFilter,
  pathId,
  uniqueOr,
} from '../../domain/staff-admin/listing.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { pageQueryProperties, pagedResponse } from '../../http/pagination.js';

const TAG = 'Calidad: muestras';
const SAMPLES_MODULE = { id: 13, name: QUALITY_TEXTS.modules.samples };

interface CreateBody {
  name?: string;
  entities: number[];
  period_from: string;
  period_to: string;
  strata?: Strata;
  confidence?: number;
  margin?: number;
  seed?: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day `YYYY-MM-DD`. */
export function isIsoDay(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
}

/** The period fields' problems (both named by their body keys). */
export function periodProblems(from: string, to: string, keys = ['period_from', 'period_to']) {
  const problems: Record<string, string[]> = {};
  if (!isIsoDay(from)) problems[keys[0]!] = [QUALITY_TEXTS.dateInvalid];
  if (!isIsoDay(to)) problems[keys[1]!] = [QUALITY_TEXTS.dateInvalid];
  if (Object.keys(problems).length === 0 && to < from) problems[keys[1]!] = [QUALITY_TEXTS.periodOrder];
  return problems;
}

async function checkedEntities(db: Db, ids: number[], caller: AdminCaller): Promise<number[]> {
  const unique = [...new Set(ids)];
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM supervised_entities WHERE id = ANY($1::int[])',
    [unique],
  );
  const known = new Set(rows.map((r) => Number(r.id)));
  const bad = unique.find(
    (id) => !known.has(id) || (caller.entityIds !== null && !caller.entityIds.includes(id)),
  );
  if (bad !== undefined) throw validationError({ entities: [QUALITY_TEXTS.entityUnknown(bad)] });
  return unique.sort((a, b) => a - b);
}

/** The sample of a path id the caller may see, or the 404. */
async function sampleOr404(db: Db, raw: string, caller: AdminCaller): Promise<number> {
  const id = pathId(raw);
  if (id === null || !(await visibleSample(db, id, caller))) throw notFoundError();
  return id;
}

const CODE_PARAMS = {
  type: 'object',
  required: ['id', 'code'],
  properties: { id: { type: 'string', maxLength: 20 }, code: { type: 'string', maxLength: 40 } },
} as const;

/** Samples of closed complaints and their evaluation (module 13 «Muestras»). */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = complaintWorkAccess([SAMPLES_MODULE.id], SAMPLES_MODULE.name);

  app.get<{ Querystring: { page?: number; page_size?: number } }>(
    '/complaint_sample/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Muestras creadas, las más recientes primero, con su avance.',
        querystring: { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties } },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const filter = new SqlFilter();
      if (caller.entityIds !== null) filter.where(`s.entity_ids <@ ${filter.param(caller.entityIds)}::int[]`);
      return pagedResponse(request, app.config.publicUrl, {
        count: await sampleListCount(app.db, filter),
        defaultPageSize: ADMIN_PAGE_SIZE,
        fetch: (limit, offset) => sampleListPage(app.db, filter, limit, offset),
      });
    },
  );

  app.post<{ Body: CreateBody }>(
    '/complaint_sample/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Calcula el tamaño (población finita), sortea las quejas con la semilla y guarda la muestra.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['entities', 'period_from', 'period_to'],
          properties: {
            name: { type: 'string', maxLength: 150 },
            entities: { type: 'array', minItems: 1, maxItems: 50, items: ID_SCHEMA },
            period_from: { type: 'string', maxLength: 10 },
            period_to: { type: 'string', maxLength: 10 },
            strata: { type: 'string', enum: ['none', 'producto', 'canal'] },
            confidence: { type: 'number', minimum: CONFIDENCE_RANGE.min, maximum: CONFIDENCE_RANGE.max },
            margin: { type: 'number', minimum: MARGIN_RANGE.min, maximum: MARGIN_RANGE.max },
            seed: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = adminCaller(request);
      const body = request.body;
      const problems = periodProblems(body.period_from, body.period_to);
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const entityIds = await checkedEntities(app.db, body.entities, caller);
      const sample: SampleRequest = {
        // Unnamed: «Muestra 07/01/2026 a 09/30/2026», its period as people read dates.
        name:
          body.name?.trim() ||
          `${QUALITY_TEXTS.sampleTitle} ${QUALITY_TEXTS.periodText(formatDisplayDate(body.period_from), formatDisplayDate(body.period_to))}`,
        entityIds,
        periodFrom: body.period_from,
        periodTo: body.period_to,
        strata: body.strata ?? 'none',
        confidence: body.confidence ?? 0.95,
        margin: body.margin ?? 0.05,
        seed: body.seed ?? newSeed(),
      };
      const id = await createSample(app.db, sample, caller.user.id);
      if (id === null) throw validationError({ [SERVER_TEXTS.nonFieldKey]: [QUALITY_TEXTS.emptyPopulation] });
      return reply.code(201).send(await sampleDetail(app.db, id));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/complaint_sample/:id/',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Una muestra: parámetros, avance y resultados.', params: ID_PARAMS },
    },
    async (request) =>
      sampleDetail(app.db, await sampleOr404(app.db, request.params.id, adminCaller(request))),
  );

  app.get<{ Params: { id: string }; Querystring: { page?: number; page_size?: number } }>(
    '/complaint_sample/:id/complaints/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Las quejas de una muestra en el orden del sorteo, con sus veredictos por criterio.',
        params: ID_PARAMS,
        querystring: { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties } },
      },
    },
    async (request) => {
      const id = await sampleOr404(app.db, request.params.id, adminCaller(request));
      return pagedResponse(request, app.config.publicUrl, {
        count: await sampleItemCount(app.db, id),
        defaultPageSize: ADMIN_PAGE_SIZE,
        fetch: (limit, offset) => sampleItemPage(app.db, id, limit, offset),
      });
    },
  );

  app.get<{ Params: { id: string; code: string } }>(
    '/complaint_sample/:id/complaints/:code/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Una queja de la muestra y su evaluación por criterio.',
        params: CODE_PARAMS,
      },
    },
    async (request) => {
      const id = await sampleOr404(app.db, request.params.id, adminCaller(request));
      const item = await evaluationRows(app.db, id, request.params.code);
      if (!item) throw notFoundError();
      return item;
    },
  );

  app.put<{
    Params: { id: string; code: string; criterion: string };
    Body: { verdict: string; comment?: string };
  }>(
    '/complaint_sample/:id/complaints/:code/evaluations/:criterion/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Guarda el veredicto y el comentario de una queja en un criterio.',
        params: {
          type: 'object',
          required: ['id', 'code', 'criterion'],
          properties: {
            id: { type: 'string', maxLength: 20 },
            code: { type: 'string', maxLength: 40 },
            criterion: { type: 'string', maxLength: 20 },
          },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['verdict'],
          properties: {
            verdict: { type: 'string', enum: ['cumple', 'no_cumple', 'no_aplica'] },
            comment: { type: 'string', maxLength: 1000 },
          },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const id = await sampleOr404(app.db, request.params.id, caller);
      const { rows } = await app.db.query<{ complaint_id: number }>(
        `SELECT i.complaint_id FROM complaint_sample_items i JOIN complaints c ON c.id = i.complaint_id
          WHERE i.sample_id = $1 AND c.codigo_queja = $2`,
        [id, request.params.code],
      );
      if (rows.length === 0) throw notFoundError();
      const criteria = await activeCriteria(app.db);
      if (!criteria.some((c) => c.id === request.params.criterion)) {
        throw validationError({ criterion: [QUALITY_TEXTS.criterionUnknown] });
      }
      await app.db.query(
        `INSERT INTO complaint_sample_evaluations
           (sample_id, complaint_id, criterion_code, verdict, comment, evaluator_user_id, evaluated_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (sample_id, complaint_id, criterion_code) DO UPDATE
           SET verdict = EXCLUDED.verdict, comment = EXCLUDED.comment,
               evaluator_user_id = EXCLUDED.evaluator_user_id, evaluated_at = EXCLUDED.evaluated_at`,
        [
          id,
          rows[0]!.complaint_id,
          request.params.criterion,
          request.body.verdict,
          (request.body.comment ?? '').trim(),
          caller.user.id,
        ],
      );
      return evaluationRows(app.db, id, request.params.code);
    },
  );

  // The criterion list as a managed list: every criterion (active or not), add, rename, (in)activate.
  app.get(
    '/complaint_sample/criteria/',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Todos los criterios de evaluación, activos e inactivos.' },
    },
    async () => {
      const { rows } = await app.db.query<{ code: string; name: string; is_active: boolean }>(
        `SELECT code, name, is_active FROM option_items WHERE list = 'criterion' ORDER BY sort, code::int`,
      );
      const results = rows.map((r) => ({ id: Number(r.code), name: r.name, is_active: r.is_active }));
      return { count: results.length, next: null, previous: null, results, pages: 1, current_page: 1 };
    },
  );

  app.post<{ Body: { name: string } }>(
    '/criterion/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Agrega un criterio de evaluación.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1, maxLength: 150 } },
        },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (name === '') throw validationError({ name: [SERVER_TEXTS.fieldBlank] });
      await assertFreeName(app.db, name, null);
      const row = await uniqueOr(
        async () =>
          (
            await app.db.query<{ code: string }>(
              `INSERT INTO option_items (list, code, name, sort)
               SELECT 'criterion', (coalesce(max(code::int), 0) + 1)::text, $1, coalesce(max(code::int), 0) + 1
                 FROM option_items WHERE list = 'criterion' RETURNING code`,
              [name],
            )
          ).rows[0]!,
        'name',
        QUALITY_TEXTS.criterionNameTaken,
      );
      return reply.code(201).send({ id: Number(row.code), name, is_active: true });
    },
  );

  app.patch<{ Params: { id: string }; Body: { name?: string; is_active?: boolean } }>(
    '/criterion/:id/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Renombra, activa o inactiva un criterio.',
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 150 },
            is_active: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw notFoundError();
      const name = request.body.name?.trim();
      if (name === '') throw validationError({ name: [SERVER_TEXTS.fieldBlank] });
      if (name !== undefined) await assertFreeName(app.db, name, String(id));
      const { rows } = await app.db.query<{ code: string; name: string; is_active: boolean }>(
        `UPDATE option_items SET name = coalesce($2, name), is_active = coalesce($3, is_active)
          WHERE list = 'criterion' AND code = $1 RETURNING code, name, is_active`,
        [String(id), name ?? null, request.body.is_active ?? null],
      );
      const row = rows[0];
      if (!row) throw notFoundError();
      return { id: Number(row.code), name: row.name, is_active: row.is_active };
    },
  );
}

async function assertFreeName(db: Db, name: string, except: string | null): Promise<void> {
  const { rows } = await db.query(
    `SELECT 1 FROM option_items WHERE list = 'criterion' AND sfc_fold(btrim(name)) = sfc_fold($1)
       AND ($2::text IS NULL OR code <> $2)`,
    [name, except],
  );
  if (rows.length > 0) throw validationError({ name: [QUALITY_TEXTS.criterionNameTaken] });
}
