import { DASHBOARD_REPORT_TEXTS, REPORTS_API_TEXTS } from '../../core.js';
import { staffAccess } from '../../access/route-policy.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_MODULE } from '../../domain/alerts/staff-access.js';
import {
  reportOf,
  selectionFor,
  type Report,
  type ReportKind,
  type Selection,
} from '../../domain/reports/complaint-reports.js';
import {
  DIMENSIONS,
  dimensionReport,
  earlyWarningsReport,
  favorabilityReport,
  FRAUD_DIMENSIONS,
  fraudReport,
  mapReport,
  responseTimeReport,
  satisfactionReport,
  UnknownDepartmentError,
  type Dimension,
  type FraudDimension,
} from '../../domain/reports/dashboard-reports.js';
import type { Db } from '../../db/driver.js';
import { Readable } from 'node:stream';
import { bogotaDay, isoDay } from '../../domain/alerts/colombian-calendar.js';
import { countExport, EXPORT_HEADER, exportBatches } from '../../domain/reports/complaint-export.js';
import { csvStream, xlsxStream } from '../../domain/reports/stream-export.js';
import { MAX_RANGE_YEARS, ReportRequestError, type ReportBody } from '../../domain/reports/report-request.js';
import { validationError } from '../../http/errors.js';
import { reportAnswer, answerKey, type ReportQuestion } from '../../domain/reports/report-answers.js';
import { sharedAnswer } from '../../domain/reports/shared-answers.js';

/** OpenAPI tag of the dashboard reports. */
export const REPORTS_TAG = 'Reportes';

/** Most entities one request may name. */
const MAX_ENTITIES = 500;

const REPORT_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['fecha_inicio', 'fecha_fin'],
  properties: {
    // null passes the schema (instead of being coerced to "") so it is refused as null, by name.
    fecha_inicio: {
      type: ['string', 'null'],
      maxLength: 40,
      description: 'Primer día (hora de Bogotá), `YYYY-MM-DD`.',
    },
    fecha_fin: {
      type: ['string', 'null'],
      maxLength: 40,
      description: `Último día, incluido, \`YYYY-MM-DD\`; no anterior a \`fecha_inicio\`, a lo sumo ${MAX_RANGE_YEARS} años después.`,
    },
    entidades: {
      type: 'array',
      maxItems: MAX_ENTITIES,
      items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      description: 'ids de `GET /api/company/`; vacía u omitida: todas las que el usuario puede ver.',
    },
  },
} as const;

const ROW_VALUE = { type: ['string', 'number', 'null'] } as const;

const REPORT_RESPONSE = {
  type: 'object',
  required: ['title', 'fecha_inicio', 'fecha_fin', 'columns', 'rows', 'chart', 'total'],
  properties: {
    title: { type: 'string' },
    fecha_inicio: { type: 'string' },
    fecha_fin: { type: 'string' },
    columns: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'label'],
        properties: { key: { type: 'string' }, label: { type: 'string' } },
      },
    },
    rows: {
      type: 'array',
      description: 'Un objeto por fila con un valor por `columns[].key`.',
      items: { type: 'object', additionalProperties: ROW_VALUE },
    },
    chart: {
      type: 'object',
      required: ['type', 'labels', 'datasets'],
      properties: {
        type: { type: 'string', enum: ['bar', 'line'] },
        labels: { type: 'array', items: { type: 'string' } },
        datasets: {
          type: 'array',
          items: {
            type: 'object',
            required: ['label', 'data'],
            properties: {
              label: { type: 'string' },
              key: { type: 'string', description: 'La columna de `rows` de la que salen los valores.' },
              data: { type: 'array', items: { type: 'number' } },
            },
          },
        },
      },
    },
    total: { type: 'integer' },
  },
} as const;

const COMMON = `JSON \`{"fecha_inicio": "YYYY-MM-DD", "fecha_fin": "YYYY-MM-DD", "entidades"?: [<id>, ...]}\`. Cuenta
las quejas por fecha de radicación (días de Bogotá, ambos incluidos). Un funcionario de una entidad vigilada solo ve
las quejas de su entidad, diga lo que diga \`entidades\`. Respuesta \`{title, fecha_inicio, fecha_fin, columns:
[{key, label}], rows, chart: {type, labels, datasets: [{label, data}]}, total}\`. Errores: 400 por campo (fechas
obligatorias, formato, fin anterior al inicio, entidad inexistente, campos desconocidos); sin el módulo 16
"Reportes", 403 \`{"status_code": 403, "detail": "..."}\`.`;

const REPORTS: { kind: ReportKind; summary: string; description: string }[] = [
  {
    kind: 'complaints',
    summary: 'Quejas por entidad y estado, o por otra dimensión',
    description: `Con \`agrupar_por\` "producto", "motivo", "canal", "estado" o "departamento": una fila por valor (\`grupo\`, \`quejas\`), de más a menos. Sin él (o "entidad"): una fila por entidad (\`entidad\`), una columna por estado de la queja (etiqueta: su nombre) y \`total\`; gráfico de barras con el total por entidad. ${COMMON}`,
  },
  {
    kind: 'volumetry',
    summary: 'Volumetría de quejas por mes',
    description: `Una fila por mes del rango, también los meses sin quejas: \`{"periodo": "YYYY-MM", "total": n}\`; gráfico de líneas. ${COMMON}`,
  },
];

/** One dashboard of `management/*` (ADR 0018): its path, module, extra body fields and builder. */
interface Dashboard {
  path: string;
  modules: number[];
  forbidden: string;
  summary: string;
  description: string;
  extra?: Record<string, unknown>;
  /** Its figures change with the day (terms running out), not only with the data. */
  daily?: boolean;
  build: (db: Db, selection: Selection, body: Record<string, unknown>, now: Date) => Promise<Report>;
}

/** Answers a report request: a body that breaks a rule is a 400 by field. */
async function answer<T>(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: ReportBody }>,
  question: ReportQuestion<T>,
): Promise<T> {
  try {
    // The caller's entities as the route policy read them (the caller cache): no query again.
    return await reportAnswer(app, request.user!, request.body, question, request.access?.entityIds);
  } catch (error) {
    if (error instanceof ReportRequestError) throw validationError(error.problems);
    throw error;
  }
}

/** `POST /api/dashboard/<report>/` of every report (modules 16, 17, 18 and 20). */
export async function routes(app: FastifyInstance): Promise<void> {
  const reportsAccess = staffAccess({
    modules: [STAFF_MODULE.reports],
    forbidden: REPORTS_API_TEXTS.reportsForbidden,
  });
  const dashboards: Dashboard[] = [
    {
      path: 'complaint_response_time',
      modules: [STAFF_MODULE.reports],
      forbidden: REPORTS_API_TEXTS.reportsForbidden,
      summary: 'Tiempos de respuesta frente al término legal',
      description: `Una fila por entidad: respondidas a tiempo (\`a_tiempo\`) y fuera de término, en trámite dentro del término (\`en_termino\`) y vencidas sin respuesta, promedio de días hábiles usados hasta la respuesta y \`total\`. El término es el del motor de plazos, como lo muestra la bandeja: el del régimen de la clasificación de la queja, o sin clasificar el régimen \`queja\` (15 días hábiles con festivos colombianos, más la prórroga de \`prorroga_queja\`); los días hábiles de sus suspensiones no cuentan. Una queja suspendida sin respuesta cuenta en término. ${COMMON}`,
      daily: true,
      build: (db, selection, _body, now) => responseTimeReport(db, selection, now),
    },
    {
      path: 'complaint_satisfaction',
      modules: [STAFF_MODULE.reports],
      forbidden: REPORTS_API_TEXTS.reportsForbidden,
      summary: 'Satisfacción de los consumidores',
      description: `Una fila por entidad con las calificaciones (1 a 5 estrellas) de sus quejas radicadas en el periodo y el promedio (\`null\` sin calificaciones). ${COMMON}`,
      build: (db, selection) => satisfactionReport(db, selection),
    },
    {
      path: 'complaint_early_warnings',
      modules: [STAFF_MODULE.reports],
      forbidden: REPORTS_API_TEXTS.reportsForbidden,
      summary: 'Alertas tempranas por entidad',
      description: `Una fila por entidad: sus quejas en el periodo (\`quejas\`), las que predice su participación en el total de quejas de los 365 días anteriores aplicada al total del periodo (\`esperadas\`), la razón, el valor p de la prueba de Poisson de una cola P(X ≥ quejas) y \`alerta\` ("Sí" con valor p < 0,001 y al menos 5 quejas; docs/decisions/0018). Primero las alertas. ${COMMON}`,
      build: (db, selection) => earlyWarningsReport(db, selection),
    },
    {
      path: 'complaint_favorability',
      modules: [STAFF_MODULE.favorability],
      forbidden: DASHBOARD_REPORT_TEXTS.favorabilityForbidden,
      summary: 'Favorabilidad de las decisiones',
      description: `Una fila por entidad: quejas decididas (\`a_favor_de\` 1 favorable, 2 parcialmente, 3 no favorable al consumidor) y el porcentaje a favor del consumidor. Módulo 18 "Favorabilidad". ${COMMON}`,
      build: (db, selection) => favorabilityReport(db, selection),
    },
    {
      path: 'complaint_fraud',
      modules: [STAFF_MODULE.fraud],
      forbidden: DASHBOARD_REPORT_TEXTS.fraudForbidden,
      summary: 'Fraude por tipo o modalidad',
      description: `Quejas con \`tipo_fraude\` por tipo (\`agrupar_por\` "tipo", por defecto) o modalidad ("modalidad"), con los montos reclamado y reconocido en pesos y el porcentaje reconocido. Módulo 17 "Fraude". ${COMMON}`,
      extra: { agrupar_por: { type: 'string', enum: [...FRAUD_DIMENSIONS] } },
      build: (db, selection, body) =>
        fraudReport(db, selection, (body.agrupar_por as FraudDimension | undefined) ?? 'tipo'),
    },
    {
      path: 'complaint_map',
      modules: [STAFF_MODULE.map],
      forbidden: DASHBOARD_REPORT_TEXTS.mapForbidden,
      summary: 'Quejas por departamento o municipio (mapa)',
      description: `Sin \`departamento\`: una fila por cada uno de los 33 departamentos de la DIVIPOLA (\`codigo\` DANE de 2 dígitos, \`nombre\`, \`quejas\`, también en cero). Con \`departamento\`: una fila por municipio de ese departamento. Módulo 20 "Mapa". ${COMMON}`,
      extra: { departamento: { type: 'string', pattern: '^[0-9]{2}$' } },
      build: async (db, selection, body) => {
        try {
          return await mapReport(db, selection, body.departamento as string | undefined);
        } catch (error) {
          if (error instanceof UnknownDepartmentError)
            throw validationError({ departamento: [DASHBOARD_REPORT_TEXTS.unknownDepartment] });
          throw error;
        }
      },
    },
  ];

  for (const dashboard of dashboards) {
    app.post<{ Body: ReportBody & Record<string, unknown> }>(
      `/dashboard/${dashboard.path}/`,
      {
        config: { access: staffAccess({ modules: dashboard.modules, forbidden: dashboard.forbidden }) },
        schema: {
          tags: [REPORTS_TAG],
          summary: dashboard.summary,
          description: dashboard.description,
          security: [{ signature: [], bearer: [] }],
          body: { ...REPORT_BODY, properties: { ...REPORT_BODY.properties, ...dashboard.extra } },
          response: { 200: REPORT_RESPONSE },
        },
      },
      async (request) => {
        const now = new Date();
        const options: Record<string, unknown> = {};
        for (const field of Object.keys(dashboard.extra ?? {})) options[field] = request.body[field];
        if (dashboard.daily) options.day = bogotaDay(now);
        return answer(app, request, {
          name: dashboard.path,
          options,
          build: (db, selection) => dashboard.build(db, selection, request.body, now),
        });
      },
    );
  }

  app.post<{ Body: ReportBody & { formato?: 'xlsx' | 'csv'; solo_conteo?: boolean } }>(
    '/dashboard/complaint_export/',
    {
      config: { access: reportsAccess },
      schema: {
        tags: [REPORTS_TAG],
        summary: 'Exportación de quejas del periodo (transmitida, para cientos de miles de filas)',
        description: `Una fila por queja radicada en el periodo (código, entidad, fecha, estado, producto, motivo, canal, departamento, municipio, favorabilidad, fraude y montos), en \`formato\` "xlsx" (por defecto) o "csv", escrita mientras se lee en lotes de 5.000: la memoria del servidor no crece con el número de filas. La cabecera \`X-Total-Rows\` dice cuántas filas vienen, para mostrar el avance. ${COMMON}`,
        security: [{ signature: [], bearer: [] }],
        body: {
          ...REPORT_BODY,
          properties: {
            ...REPORT_BODY.properties,
            formato: { type: 'string', enum: ['xlsx', 'csv'] },
            solo_conteo: {
              type: 'boolean',
              description: '`true`: responde solo `{"total": n}`, las filas que vendrían.',
            },
          },
        },
      },
    },
    async (request, reply) => {
      let selection: Selection;
      try {
        selection = await selectionFor(app.db, request.body, request.user!, request.access?.entityIds);
      } catch (error) {
        if (error instanceof ReportRequestError) throw validationError(error.problems);
        throw error;
      }
      const format = request.body.formato ?? 'xlsx';
      const total = await sharedAnswer(app.readDb, answerKey('complaint_export', selection), (db) =>
        countExport(db, selection),
      );
      if (request.body.solo_conteo === true) return reply.send({ total });
      const name = `quejas_${isoDay(selection.request.from)}_${isoDay(selection.request.to)}.${format}`;
      const batches = exportBatches(app.readDb, selection);
      const body =
        format === 'csv' ? csvStream(EXPORT_HEADER, batches) : xlsxStream('Reporte', EXPORT_HEADER, batches);
      return reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-total-rows', String(total))
        .header('access-control-expose-headers', 'X-Total-Rows')
        .header('cache-control', 'private, no-store')
        .send(Readable.from(body));
    },
  );

  for (const report of REPORTS) {
    app.post<{ Body: ReportBody }>(
      `/dashboard/${report.kind}/`,
      {
        config: { access: reportsAccess },
        schema: {
          tags: [REPORTS_TAG],
          summary: report.summary,
          description: report.description,
          security: [{ signature: [], bearer: [] }],
          body:
            report.kind === 'complaints'
              ? {
                  ...REPORT_BODY,
                  properties: {
                    ...REPORT_BODY.properties,
                    agrupar_por: {
                      type: 'string',
                      enum: [...DIMENSIONS],
                      description: 'Por defecto `entidad` (con una columna por estado).',
                    },
                  },
                }
              : REPORT_BODY,
          response: { 200: REPORT_RESPONSE },
        },
      },
      async (request) => {
        const by = (request.body as { agrupar_por?: Dimension }).agrupar_por;
        return answer(app, request, {
          name: report.kind,
          options: { by },
          build: (db, selection) =>
            report.kind === 'complaints' && by !== undefined && by !== 'entidad'
              ? dimensionReport(db, selection, by)
              : reportOf(db, report.kind, selection),
        });
      },
    );
  }
}
