import { REPORTS_API_TEXTS } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import { STAFF_MODULE } from '../../domain/alerts/staff-access.js';
import { buildReport, type ReportKind } from '../../domain/reports/complaint-reports.js';
import { MAX_RANGE_YEARS, ReportRequestError, type ReportBody } from '../../domain/reports/report-request.js';
import { validationError } from '../../http/errors.js';
import { moduleGuard } from '../alerts/module-guard.js';

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

const ROW_VALUE = { type: ['string', 'integer'] } as const;

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
            properties: { label: { type: 'string' }, data: { type: 'array', items: { type: 'integer' } } },
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
    summary: 'Quejas por entidad y estado',
    description: `Una fila por entidad (\`entidad\`), una columna por estado de la queja (etiqueta: su nombre) y \`total\`; gráfico de barras con el total por entidad. ${COMMON}`,
  },
  {
    kind: 'volumetry',
    summary: 'Volumetría de quejas por mes',
    description: `Una fila por mes del rango, también los meses sin quejas: \`{"periodo": "YYYY-MM", "total": n}\`; gráfico de líneas. ${COMMON}`,
  },
];

/** `POST /api/dashboard/complaints/` and `POST /api/dashboard/volumetry/` (module 16). */
export async function routes(app: FastifyInstance): Promise<void> {
  for (const report of REPORTS) {
    app.post<{ Body: ReportBody }>(
      `/dashboard/${report.kind}/`,
      {
        preValidation: [
          app.authenticate,
          moduleGuard([STAFF_MODULE.reports], REPORTS_API_TEXTS.reportsForbidden),
        ],
        schema: {
          tags: [REPORTS_TAG],
          summary: report.summary,
          description: report.description,
          security: [{ signature: [], bearer: [] }],
          body: REPORT_BODY,
          response: { 200: REPORT_RESPONSE },
        },
      },
      async (request) => {
        try {
          return await buildReport(app.db, report.kind, request.body, request.user!);
        } catch (error) {
          if (error instanceof ReportRequestError) throw validationError(error.problems);
          throw error;
        }
      },
    );
  }
}
