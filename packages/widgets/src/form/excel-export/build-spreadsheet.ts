import { EXPORT_DEFAULTS, type ExportFormat } from '@sfc/core';

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

/**
 * Builds the export file. SheetJS is loaded here, with a dynamic `import('xlsx')`, only when
 * someone exports, so pages that never export do not download it. CSV gets a UTF-8 byte-order
 * mark so Excel shows accents ("Bogotá") correctly.
 */
export async function buildSpreadsheet(
  rows: ReadonlyArray<ExportRow>,
  {
    format = EXPORT_DEFAULTS.format,
    sheetName = EXPORT_DEFAULTS.sheetName,
    columns,
  }: SpreadsheetOptions = {},
): Promise<Blob> {
  const XLSX = await import('xlsx');
  const headers = columns?.map((c) => c.header);
  const data = columns
    ? rows.map((row) => Object.fromEntries(columns.map((c) => [c.header, row[c.key] ?? ''])))
    : rows;
  const sheet = XLSX.utils.json_to_sheet(
    data as Record<string, unknown>[],
    headers ? { header: headers } : undefined,
  );
  if (format === 'csv') {
    return new Blob([`\ufeff${XLSX.utils.sheet_to_csv(sheet)}`], { type: MIME.csv });
  }
  const book = XLSX.utils.book_new();
  const safeName =
    sheetName.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, 31).trim() || EXPORT_DEFAULTS.sheetName;
  XLSX.utils.book_append_sheet(book, sheet, safeName);
  const bytes = XLSX.write(book, { bookType: format, type: 'array' }) as ArrayBuffer;
  return new Blob([bytes], { type: MIME[format] });
}
