import { Readable } from 'node:stream';
import { API_ERROR_TEXTS, RATES_TEXTS as R, STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import { AREA_MODULES, authorityAccess } from '../../domain/jurisdictional/access.js';
import {
  RATE_COLUMNS,
  RATES_FROM,
  applyRateFilters,
  cellValue,
  csvField,
  rateColumn,
  reportBatches,
  type RateColumn,
  type RateFilters,
} from '../../domain/rates/rates.js';
import { importRates, ratesTemplate } from '../../domain/rates/import-rates.js';
import {
  SPREADSHEET_MAX_MB,
  SpreadsheetError,
  readSpreadsheet,
} from '../../domain/staff-admin/spreadsheet.js';
import { SqlFilter } from '../../domain/staff-admin/listing.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { readForm } from '../complaints/form-input.js';

const TAG = 'Tarifas';
const RATES_MULTIPART = {
  multipartOptions: {
    limits: { fileSize: SPREADSHEET_MAX_MB * 1024 * 1024 + 1, files: 2 },
    throwFileSizeLimit: false,
  },
};
const MODULE = AREA_MODULES.rates;
/** Rows an xlsx report holds at most; bigger reports are generated as CSV, streamed. */
export const XLSX_MAX_ROWS = 100_000;
const PERIOD = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } as const;
const TEXT_LIST = { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 200 } } as const;

interface ReportBody {
  format_id: number;
  columns: string[];
  filters?: RateFilters;
  file_type?: 'xlsx' | 'csv' | 'json';
}

/** Rows of the on-screen preview (`file_type: json`). */
const PREVIEW_ROWS = 20;

async function formatExists(app: FastifyInstance, id: number): Promise<boolean> {
  return (await app.db.query('SELECT 1 FROM rate_formats WHERE id = $1', [id])).rowCount > 0;
}

/**
 * Rate reports (module 27, docs/jurisdictional-api.md "Rates"): the formats and columns, the
 * values of a column for the filters, the report itself (xlsx, or CSV streamed in batches for
 * big results) and the import of entities' rate reports from a spreadsheet.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = authorityAccess([MODULE.id], MODULE.name);

  app.get(
    '/tarifas/columns_for_filter',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Formatos de reporte y columnas (con las que se pueden filtrar).' },
    },
    async () => {
      const { rows } = await app.db.query<{
        id: number;
        slug_name: string;
        name: string;
        description: string;
      }>('SELECT id, slug_name, name, description FROM rate_formats ORDER BY id');
      return {
        formats: rows.map((r) => ({ ...r, id: Number(r.id) })),
        columns: RATE_COLUMNS.map(({ slug_name, label, type, filterable }) => ({
          slug_name,
          label,
          type,
          filterable,
        })),
      };
    },
  );

  app.get<{ Params: { slug_name: string; format_id: string } }>(
    '/tarifas/data_for_fields_filter/:slug_name/:format_id/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Valores de una columna en un formato, para su filtro: `[{id, name}]`.',
        params: {
          type: 'object',
          properties: {
            slug_name: { type: 'string', maxLength: 50 },
            format_id: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (request) => {
      const column = rateColumn(request.params.slug_name);
      const formatId = /^\d{1,9}$/.test(request.params.format_id) ? Number(request.params.format_id) : 0;
      if (!column?.filterable || !(await formatExists(app, formatId))) throw notFoundError();
      if (column.slug_name === 'entidad') {
        const { rows } = await app.db.query<{ id: number; name: string }>(
          `SELECT e.id, e.name FROM supervised_entities e WHERE EXISTS (SELECT 1 FROM rates t WHERE t.entity_id = e.id AND t.format_id = $1) ORDER BY e.name`,
          [formatId],
        );
        return rows.map((r) => ({ id: Number(r.id), name: r.name }));
      }
      const { rows } = await app.db.query<{ v: string }>(
        `SELECT DISTINCT ${column.sql} AS v FROM ${RATES_FROM} WHERE t.format_id = $1 ORDER BY 1`,
        [formatId],
      );
      return rows.map((r) => ({ id: r.v, name: r.v }));
    },
  );

  app.post<{ Body: ReportBody }>(
    '/tarifas/generate_report/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Genera el reporte: xlsx (hasta 100 000 filas), CSV transmitido por partes, o json (total y primeras filas, para la vista previa).',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['format_id', 'columns'],
          properties: {
            format_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            columns: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 50 } },
            file_type: { type: 'string', enum: ['xlsx', 'csv', 'json'] },
            filters: {
              type: 'object',
              additionalProperties: false,
              properties: {
                entidad: {
                  type: 'array',
                  maxItems: 500,
                  items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
                },
                producto: TEXT_LIST,
                servicio: TEXT_LIST,
                canal: TEXT_LIST,
                period_from: PERIOD,
                period_to: PERIOD,
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const problems: Record<string, string[]> = {};
      if (!(await formatExists(app, body.format_id))) problems.format_id = [R.unknownFormat];
      const columns: RateColumn[] = [];
      for (const slug of body.columns) {
        const column = rateColumn(slug);
        if (column) columns.push(column);
        else (problems.columns ??= []).push(R.unknownColumn(slug.slice(0, 50)));
      }
      if (body.columns.length === 0) problems.columns = [R.columnsRequired];
      const f = body.filters ?? {};
      if (f.period_from && f.period_to && f.period_to < f.period_from) problems.period_to = [R.periodOrder];
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const filter = new SqlFilter();
      applyRateFilters(filter, body.format_id, f);
      const header = columns.map((c) => c.label);
      if ((body.file_type ?? 'xlsx') === 'csv') {
        const db = app.db;
        async function* lines() {
          yield `\uFEFF${header.map(csvField).join(';')}\r\n`;
          for await (const batch of reportBatches(db, filter, columns)) {
            yield (
              batch
                .map((row) => columns.map((c, i) => csvField(cellValue(c, row[`c${i}`]))).join(';'))
                .join('\r\n') + '\r\n'
            );
          }
        }
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="reporte-tarifas.csv"')
          .send(Readable.from(lines()));
      }
      const { rows: counted } = await app.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${RATES_FROM} ${filter.sql()}`,
        filter.params,
      );
      if (body.file_type === 'json') {
        const first = await reportBatches(app.db, filter, columns, PREVIEW_ROWS).next();
        const rows = first.done ? [] : first.value;
        return {
          count: Number(counted[0]?.n ?? 0),
          columns: header,
          rows: rows.map((row) => columns.map((c, i) => cellValue(c, row[`c${i}`]))),
        };
      }
      if (Number(counted[0]?.n ?? 0) > XLSX_MAX_ROWS)
        throw validationError({ file_type: [R.tooManyRows(XLSX_MAX_ROWS)] });
      const XLSX = await import('xlsx');
      const data: (string | number | boolean)[][] = [header];
      for await (const batch of reportBatches(app.db, filter, columns)) {
        for (const row of batch) data.push(columns.map((c, i) => cellValue(c, row[`c${i}`])));
      }
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'Tarifas');
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="reporte-tarifas.xlsx"')
        .header('x-report-rows', String(data.length - 1))
        .send(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    },
  );

  app.get(
    '/tarifas/import/template/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Plantilla del reporte de tarifas (xlsx): las columnas exactas que acepta la importación y una fila de ejemplo; la hoja «Formatos» lista los formatos.',
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="plantilla-tarifas.xlsx"')
        .send(await ratesTemplate(app.db)),
  );

  app.post(
    '/tarifas/import/',
    {
      config: { ...RATES_MULTIPART, access },
      schema: {
        tags: [TAG],
        summary: 'Importa un reporte de tarifas (xlsx, xls o csv; campo `file`): todo o nada.',
        description:
          'Columnas: `formato` (id o slug), `entidad` (TIPO-COD o nombre) o `nit`, `producto`, `servicio`, `canal`, `tarifa`, `unidad` (COP o %, opcional), `periodo` (AAAA-MM). Una fila con el mismo formato, entidad, producto, servicio, canal y periodo se reemplaza. 200 `{imported}`; con problemas, 400 con los mensajes por fila en `file`.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const form = await readForm(request, /^file$/);
      const file = form.files[0];
      if (!file) throw validationError({ file: [API_ERROR_TEXTS.fieldRequired] });
      if (file.truncated)
        throw validationError({ file: [STAFF_ADMIN_TEXTS.spreadsheetTooLarge(SPREADSHEET_MAX_MB)] });
      let sheet;
      try {
        sheet = await readSpreadsheet(file.filename, file.data);
      } catch (error) {
        if (error instanceof SpreadsheetError) throw validationError({ file: [error.message] });
        throw error;
      }
      const result = await importRates(app.db, sheet);
      if (result.problems.length > 0) throw validationError({ file: result.problems.slice(0, 50) });
      return { imported: result.imported };
    },
  );
}
