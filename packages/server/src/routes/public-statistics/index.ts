import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_STATISTICS_TEXTS as T } from '../../core.js';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { publicAccess } from '../../access/route-policy.js';
import { acceptedCoding } from '../../plugins/compression.js';
import { ApiError, validationError } from '../../http/errors.js';
import { DATA_DICTIONARY, LICENCE_ID, LICENCE_TEXT } from '../../domain/public-statistics/dictionary.js';
import { downloadName, statisticsCsv, statisticsXlsx } from '../../domain/public-statistics/open-data.js';
import {
  readPublicStatistics,
  StatisticsNotReadyError,
  statisticsFilters,
} from '../../domain/public-statistics/service.js';
import { StatisticsQueryError } from '../../domain/public-statistics/statistics-query.js';

const TAG = 'Estadísticas públicas';

/** Browsers and proxies may keep an answer this long; the figures change once a day. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

const FILTER = { type: 'string', maxLength: 20 } as const;

const QUERY = {
  type: 'object',
  properties: {
    periodo: {
      ...FILTER,
      description: 'Año `AAAA` o trimestre `AAAA-T1`…`AAAA-T4`; por omisión, el último año publicado.',
    },
    sector: { ...FILTER, description: 'Tipo de entidad (`tipo_entidad`).' },
    entidad: { ...FILTER, description: 'id de la entidad (`GET /api/public-statistics/filters/`).' },
    producto: { ...FILTER, description: 'Código de producto.' },
    departamento: { ...FILTER, description: 'Código DANE del departamento (dos dígitos).' },
  },
} as const;

const DESCRIPTION = `Cifras abiertas de quejas con días cerrados (packages/server/docs/public-statistics-api.md):
resumen, por trimestre, por producto, por motivo y clasificación de entidades del sector. Sin firma ni sesión.
Toda cifra de menos de 10 quejas es "menos de 10"; la que permitiría calcular una así, "reservado". Con ETag
y Cache-Control; 400 por parámetro para filtros inválidos; 503 antes del primer cálculo.`;

/** Open data: readable from any origin, without credentials. */
function openHeaders(reply: FastifyReply, etag?: string): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('cache-control', CACHE_CONTROL);
  if (etag) reply.header('etag', etag);
}

function problem(error: unknown): never {
  if (error instanceof StatisticsQueryError) throw validationError(error.fields);
  if (error instanceof StatisticsNotReadyError)
    throw new ApiError(503, { status_code: 503, detail: T.notReady }, { 'retry-after': '600' });
  throw error;
}

async function statistics(request: FastifyRequest, reply: FastifyReply, app: FastifyInstance) {
  const { formato: _format, ...query } = request.query as Record<string, unknown>;
  const result = await readPublicStatistics(app.db, query).catch(problem);
  openHeaders(reply, result.etag);
  if (request.headers['if-none-match'] === result.etag) {
    reply.code(304);
    return null;
  }
  return result;
}

/** `GET /api/public-statistics/…`: the public statistics, their downloads, filters, dictionary and licence. */
export async function routes(app: FastifyInstance): Promise<void> {
  const config = { access: publicAccess() };

  app.get(
    '/public-statistics/',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Estadísticas públicas de quejas',
        description: DESCRIPTION,
        querystring: QUERY,
      },
    },
    async (request, reply) => {
      const result = await statistics(request, reply, app);
      if (result === null) return reply.send();
      reply.type('application/json; charset=utf-8');
      // Every reader of a day's figures gets the same bytes: compressed once, kept with the answer.
      const coding = acceptedCoding(request.headers['accept-encoding']);
      if (coding === null) return reply.send(result.json);
      const body = (result.encoded[coding] ??=
        coding === 'br'
          ? brotliCompressSync(result.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(result.json, { level: 9 }));
      reply.header('content-encoding', coding);
      reply.header('vary', 'accept-encoding');
      return reply.send(body);
    },
  );

  app.get(
    '/public-statistics/download/',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Descarga CSV o xlsx de las estadísticas públicas',
        description: `Los mismos filtros y \`formato\` = \`csv\` (por omisión) o \`xlsx\`. Columnas: ${T.csvHeader.join(', ')}.`,
        querystring: {
          ...QUERY,
          properties: { ...QUERY.properties, formato: { type: 'string', maxLength: 10 } },
        },
      },
    },
    async (request, reply) => {
      const format = String((request.query as Record<string, unknown>).formato ?? 'csv');
      if (format !== 'csv' && format !== 'xlsx') throw validationError({ formato: [T.badFormat] });
      const result = await statistics(request, reply, app);
      if (result === null) return reply.send();
      const ext = format as 'csv' | 'xlsx';
      reply.header('content-disposition', `attachment; filename="${downloadName(result.body, ext)}"`);
      reply.type(
        ext === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      return ext === 'csv' ? statisticsCsv(result.body) : statisticsXlsx(result.body);
    },
  );

  app.get(
    '/public-statistics/filters/',
    { config, schema: { tags: [TAG], summary: 'Valores de los filtros de las estadísticas públicas' } },
    async (_request, reply) => {
      openHeaders(reply);
      return statisticsFilters(app.db);
    },
  );

  app.get(
    '/public-statistics/dictionary/',
    { config, schema: { tags: [TAG], summary: 'Diccionario de datos de las estadísticas públicas' } },
    async (_request, reply) => {
      openHeaders(reply);
      return { licencia: LICENCE_ID, minimo_publicable: 10, campos: DATA_DICTIONARY };
    },
  );

  app.get(
    '/public-statistics/licence/',
    { config, schema: { tags: [TAG], summary: 'Licencia de las estadísticas públicas (texto)' } },
    async (_request, reply) => {
      openHeaders(reply);
      reply.type('text/plain; charset=utf-8');
      return LICENCE_TEXT;
    },
  );
}
