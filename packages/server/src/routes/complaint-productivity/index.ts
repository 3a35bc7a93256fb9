import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUALITY_TEXTS } from '../../core.js';
import { bogotaDay, isoDay } from '../../domain/alerts/colombian-calendar.js';
import { complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { byDirection, productivityRows, type ProductivityQuery } from '../../domain/quality/productivity.js';
import { periodBounds } from '../../domain/quality/samples.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import {
  ADMIN_PAGE_SIZE,
  ID_SCHEMA,
  SqlFilter,
  isoOrNull,
  pathId,
} from '../../domain/staff-admin/listing.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { pageQueryProperties, pagedResponse } from '../../http/pagination.js';
import { periodProblems } from '../complaint-sample/index.js';

const TAG = 'Calidad: productividad';
/** Module 14 «Reporte de productividad» and module 19 «Productividad» (the dashboard chart). */
const MODULE_IDS = [14, 19];

interface PeriodQuery {
  period_from?: string;
  period_to?: string;
  direction?: number;
  analyst?: number;
}

const PERIOD_PROPERTIES = {
  period_from: { type: 'string', maxLength: 10, description: 'Día inicial (AAAA-MM-DD, Bogotá).' },
  period_to: { type: 'string', maxLength: 10, description: 'Día final, incluido.' },
  direction: ID_SCHEMA,
  analyst: ID_SCHEMA,
} as const;

/** The period asked for, by default the 90 days up to today (Bogotá). */
function period(q: PeriodQuery): { from: string; to: string } {
  const today = bogotaDay(new Date());
  const from = q.period_from?.trim() || isoDay(today - 89);
  const to = q.period_to?.trim() || isoDay(today);
  const problems = periodProblems(from, to);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return { from, to };
}

function reportQuery(
  request: FastifyRequest,
  q: PeriodQuery,
): ProductivityQuery & { from: string; to: string } {
  const { from, to } = period(q);
  const { start, end } = periodBounds(from, to);
  return {
    from,
    to,
    start,
    end,
    directionId: q.direction,
    analystId: q.analyst,
    entityIds: adminCaller(request).entityIds,
  };
}

/** Productivity of analysts and directions (modules 14 and 19). */
export async function routes(app: FastifyInstance): Promise<void> {
  const reportAccess = complaintWorkAccess(MODULE_IDS, QUALITY_TEXTS.modules.productivityReport);
  const dashboardAccess = complaintWorkAccess(MODULE_IDS, QUALITY_TEXTS.modules.productivity);

  app.get<{ Querystring: PeriodQuery & { page?: number; page_size?: number } }>(
    '/complaint_productivity/',
    {
      config: { access: reportAccess },
      schema: {
        tags: [TAG],
        summary:
          'Por analista: quejas asignadas, gestionadas y cerradas, tiempo de gestión en días hábiles (promedio y percentil 90) y evaluaciones.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageQueryProperties, ...PERIOD_PROPERTIES },
        },
      },
    },
    async (request) => {
      const rows = await productivityRows(app.db, reportQuery(request, request.query));
      return pagedResponse(request, app.config.publicUrl, {
        count: rows.length,
        defaultPageSize: ADMIN_PAGE_SIZE,
        fetch: async (limit, offset) => rows.slice(offset, offset + limit),
      });
    },
  );

  app.get<{ Querystring: PeriodQuery & { page?: number; page_size?: number } }>(
    '/complaint_productivity/evaluations/',
    {
      config: { access: reportAccess },
      schema: {
        tags: [TAG],
        summary: 'Las evaluaciones de muestras del periodo, las más recientes primero.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageQueryProperties, ...PERIOD_PROPERTIES },
        },
      },
    },
    async (request) => {
      const q = reportQuery(request, request.query);
      const filter = new SqlFilter();
      filter.where(`v.evaluated_at >= ${filter.param(q.start)} AND v.evaluated_at < ${filter.param(q.end)}`);
      if (q.entityIds !== null) filter.where(`e.id = ANY(${filter.param(q.entityIds)}::int[])`);
      if (q.analystId !== undefined) filter.where(`v.evaluator_user_id = ${filter.param(q.analystId)}`);
      if (q.directionId !== undefined) filter.where(`p.direction_id = ${filter.param(q.directionId)}`);
      const from = `complaint_sample_evaluations v
        JOIN complaints c ON c.id = v.complaint_id
        JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
        JOIN complaint_samples s ON s.id = v.sample_id
        LEFT JOIN option_items cr ON cr.list = 'criterion' AND cr.code = v.criterion_code
        LEFT JOIN persons p ON p.user_id = v.evaluator_user_id`;
      const { rows: total } = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${from} ${filter.sql()}`,
        filter.params,
      );
      return pagedResponse(request, app.config.publicUrl, {
        count: Number(total[0]?.n ?? 0),
        defaultPageSize: ADMIN_PAGE_SIZE,
        fetch: async (limit, offset) => {
          const { rows } = await app.db.query<Record<string, unknown>>(
            `SELECT v.sample_id, s.name AS sample_name, c.id AS complaint_id, c.codigo_queja, e.name AS entity_name,
                    v.criterion_code, cr.name AS criterion_name, v.verdict, v.evaluated_at, v.evaluator_user_id,
                    btrim(concat_ws(' ', nullif(p.first_name, ''), nullif(p.first_last_name, ''))) AS evaluator
               FROM ${from} ${filter.sql()}
              ORDER BY v.evaluated_at DESC, v.sample_id DESC, c.id, v.criterion_code
              LIMIT ${filter.param(limit)} OFFSET ${filter.param(offset)}`,
            filter.params,
          );
          return rows.map((r) => ({
            key: `${String(r.sample_id)}-${String(r.complaint_id)}-${String(r.criterion_code)}`,
            evaluator: { id: Number(r.evaluator_user_id), name: String(r.evaluator ?? '') },
            complaint: {
              id: Number(r.complaint_id),
              codigo_queja: String(r.codigo_queja),
              entity: String(r.entity_name),
            },
            criterion: { id: Number(r.criterion_code), name: String(r.criterion_name ?? r.criterion_code) },
            verdict: String(r.verdict),
            verdict_label: QUALITY_TEXTS.verdicts[String(r.verdict)] ?? String(r.verdict),
            sample: { id: Number(r.sample_id), name: String(r.sample_name) },
            evaluated_at: isoOrNull(r.evaluated_at),
          }));
        },
      });
    },
  );

  app.get<{ Params: { complaint: string; criterion: string } }>(
    '/complaint_productivity/detail/:complaint/:criterion/',
    {
      config: { access: reportAccess },
      schema: {
        tags: [TAG],
        summary: 'Las evaluaciones de una queja en un criterio, en todas las muestras.',
        params: {
          type: 'object',
          required: ['complaint', 'criterion'],
          properties: {
            complaint: { type: 'string', maxLength: 20 },
            criterion: { type: 'string', maxLength: 20 },
          },
        },
      },
    },
    async (request) => {
      const complaintId = pathId(request.params.complaint);
      const criterion = pathId(request.params.criterion);
      if (complaintId === null || criterion === null) throw notFoundError();
      const entityIds = adminCaller(request).entityIds;
      const { rows: found } = await app.db.query<Record<string, unknown>>(
        `SELECT c.id, c.codigo_queja, c.texto_queja, e.name AS entity_name, cr.name AS criterion_name
           FROM complaints c
           JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
           JOIN option_items cr ON cr.list = 'criterion' AND cr.code = $2
          WHERE c.id = $1 AND ($3::int[] IS NULL OR e.id = ANY($3::int[]))`,
        [complaintId, String(criterion), entityIds],
      );
      const complaint = found[0];
      if (!complaint) throw notFoundError();
      const { rows } = await app.db.query<Record<string, unknown>>(
        `SELECT v.sample_id, s.name AS sample_name, v.verdict, v.comment, v.evaluated_at,
                btrim(concat_ws(' ', nullif(p.first_name, ''), nullif(p.first_last_name, ''))) AS evaluator
           FROM complaint_sample_evaluations v JOIN complaint_samples s ON s.id = v.sample_id
           LEFT JOIN persons p ON p.user_id = v.evaluator_user_id
          WHERE v.complaint_id = $1 AND v.criterion_code = $2 ORDER BY v.evaluated_at DESC`,
        [complaintId, String(criterion)],
      );
      return {
        complaint: {
          id: Number(complaint.id),
          codigo_queja: String(complaint.codigo_queja),
          entity: String(complaint.entity_name),
          texto_queja: String(complaint.texto_queja),
        },
        criterion: { id: criterion, name: String(complaint.criterion_name) },
        evaluations: rows.map((r) => ({
          sample: { id: Number(r.sample_id), name: String(r.sample_name) },
          verdict: String(r.verdict),
          verdict_label: QUALITY_TEXTS.verdicts[String(r.verdict)] ?? String(r.verdict),
          comment: String(r.comment),
          evaluator: String(r.evaluator ?? ''),
          evaluated_at: isoOrNull(r.evaluated_at),
        })),
      };
    },
  );

  app.post<{ Params: { x: string }; Body: PeriodQuery }>(
    '/dashboard/complaint_productivity/:x/',
    {
      config: { access: dashboardAccess },
      schema: {
        tags: [TAG],
        summary:
          'Datos del gráfico de productividad agrupados por analista (`analyst`) o por dirección (`direction`).',
        params: {
          type: 'object',
          required: ['x'],
          properties: { x: { type: 'string', maxLength: 20 } },
        },
        body: { type: 'object', additionalProperties: false, properties: PERIOD_PROPERTIES },
      },
    },
    async (request) => {
      const x = request.params.x;
      if (x !== 'analyst' && x !== 'direction') throw notFoundError();
      const q = reportQuery(request, request.body ?? {});
      const rows = await productivityRows(app.db, q);
      const C = QUALITY_TEXTS.productivityColumns;
      const groups =
        x === 'analyst'
          ? rows.map((r) => ({ name: r.analyst.name, ...r }))
          : byDirection(rows).map((g) => ({ ...g }));
      return {
        title: x === 'analyst' ? QUALITY_TEXTS.groupByAnalyst : QUALITY_TEXTS.groupByDirection,
        fecha_inicio: q.from,
        fecha_fin: q.to,
        group_by: x,
        chart: {
          type: 'bar',
          labels: groups.map((g) => g.name),
          datasets: [
            { label: C.assigned, data: groups.map((g) => g.assigned) },
            { label: C.handled, data: groups.map((g) => g.handled) },
            { label: C.closed, data: groups.map((g) => g.closed) },
            { label: C.evaluations, data: groups.map((g) => g.evaluations) },
          ],
        },
        rows: groups,
        total: groups.length,
      };
    },
  );
}
