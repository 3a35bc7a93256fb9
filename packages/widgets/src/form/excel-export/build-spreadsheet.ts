import { EXPORT_DEFAULTS, csvLine, type CsvValue, type ExportFormat } from '@sfc/core';

/** One exported column: the row key it reads and the header it gets. */
export interface ExportColumn {
  key: string;
  header: string;
}

/** A row to export: column key → cell value. */
export type ExportRow = Readonly<Record<string, unknown>>;

/** Options of {@link buildSpreadsheet}. */
export interface SpreadsheetOptions {
  format?: ExportFormat;
  /** Worksheet name (xlsx and xls; Excel allows 31 characters). Default "Reporte". */
  sheetName?: string;
  /** Column order and headers; default every key of the rows, as headers. */
  columns?: ReadonlyArray<ExportColumn>;
}

const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv;charset=utf-8',
};

// Characters Excel forbids in sheet names.
const SHEET_NAME_FORBIDDEN = /[\\/?*[\]:]/g;

/** A row value as a CSV cell: numbers stay numbers, dates become `AAAA-MM-DD`, the rest text. */
function csvValue(value: unknown): CsvValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * The CSV of `rows` (lines joined with `\n`, as SheetJS writes them), through the same cell rule
 * as the server's exports: text that would start a formula is neutralised (OWASP), numbers stay
 * numbers.
 */
function csvText(rows: ReadonlyArray<ExportRow>, columns: ReadonlyArray<ExportColumn> | undefined): string {
  const keys = columns?.map((c) => c.key) ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const headers = columns?.map((c) => c.header) ?? keys;
  return [csvLine(headers), ...rows.map((row) => csvLine(keys.map((key) => csvValue(row[key]))))].join('\n');
}

/**
 * Builds the export file. SheetJS is loaded here, with a dynamic `import('xlsx')`, only when
 * someone exports, so pages that never export do not download it. CSV gets a UTF-8 byte-order
 * mark so Excel shows accents ("Bogotá") correctly, and never carries a formula.
 */
export async function buildSpreadsheet(
  rows: ReadonlyArray<ExportRow>,
  {
    format = EXPORT_DEFAULTS.format,
    sheetName = EXPORT_DEFAULTS.sheetName,
    columns,
  }: SpreadsheetOptions = {},
): Promise<Blob> {
  if (format === 'csv') return new Blob([`\ufeff${csvText(rows, columns)}`], { type: MIME.csv });
  const XLSX = await import('xlsx');
  const headers = columns?.map((c) => c.header);
  const data = columns
    ? rows.map((row) => Object.fromEntries(columns.map((c) => [c.header, row[c.key] ?? ''])))
    : rows;
  const sheet = XLSX.utils.json_to_sheet(
    data as Record<string, unknown>[],
    headers ? { header: headers } : undefined,
  );
  const book = XLSX.utils.book_new();
  const safeName =
    sheetName.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, 31).trim() || EXPORT_DEFAULTS.sheetName;
  XLSX.utils.book_append_sheet(book, sheet, safeName);
  const bytes = XLSX.write(book, { bookType: format, type: 'array' }) as ArrayBuffer;
  return new Blob([bytes], { type: MIME[format] });
}
