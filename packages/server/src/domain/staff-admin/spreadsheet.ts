import { STAFF_ADMIN_TEXTS } from '../../core.js';
import type { WorkBook } from 'xlsx';

/** Largest spreadsheet accepted, in MB. */
export const SPREADSHEET_MAX_MB = 5;
/** Most data rows accepted. */
export const SPREADSHEET_MAX_ROWS = 5000;

/** A spreadsheet's first sheet: the header row and the data rows, every cell as text. */
export interface SheetRows {
  header: string[];
  /** Data rows with their spreadsheet row number (the header is row 1). */
  rows: { row: number; cells: string[] }[];
}

/** A problem with the whole file (extension, content, size): nothing of it is applied. */
export class SpreadsheetError extends Error {
  override name = 'SpreadsheetError';
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** UTF-8 text without NUL or other binary control characters (a real CSV), else null. */
function csvText(data: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) return null;
  return text.replace(/^\uFEFF/, '');
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/**
 * Reads the first sheet of an xlsx (a zip), xls (an OLE2 compound file) or csv (UTF-8 text),
 * with SheetJS. The extension must be one of the three and the content must be what it says: a
 * renamed PDF or image is refused before SheetJS sees it (SheetJS would read almost anything as
 * text). CSV cells stay text (codes keep their leading zeros). SheetJS is loaded on first use so
 * that it does not weigh on the server's start.
 */
export async function readSpreadsheet(filename: string, data: Buffer): Promise<SheetRows> {
  const extension = extensionOf(filename);
  if (!['xlsx', 'xls', 'csv'].includes(extension))
    throw new SpreadsheetError(STAFF_ADMIN_TEXTS.spreadsheetExtension);
  const XLSX = await import('xlsx');
  let workbook: WorkBook;
  try {
    if (extension === 'csv') {
      const text = csvText(data);
      if (text === null) throw new SpreadsheetError(STAFF_ADMIN_TEXTS.spreadsheetContent);
      workbook = XLSX.read(text, { type: 'string', raw: true, dense: true });
    } else {
      const magic = extension === 'xlsx' ? ZIP : OLE2;
      if (data.length < magic.length || !data.subarray(0, magic.length).equals(magic)) {
        throw new SpreadsheetError(STAFF_ADMIN_TEXTS.spreadsheetContent);
      }
      workbook = XLSX.read(data, {
        type: 'buffer',
        dense: true,
        cellDates: true,
        cellHTML: false,
        cellFormula: false,
      });
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError(STAFF_ADMIN_TEXTS.spreadsheetContent);
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!sheet) throw new SpreadsheetError(STAFF_ADMIN_TEXTS.spreadsheetContent);
  const matrix = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  const firstRow = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  const headerIndex = matrix.findIndex((cells) => cells.some((c) => cellText(c) !== ''));
  if (headerIndex === -1) throw new SpreadsheetError(STAFF_ADMIN_TEXTS.noDataRows);
  const header = (matrix[headerIndex] ?? []).map(cellText);
  const rows: SheetRows['rows'] = [];
  for (let i = headerIndex + 1; i < matrix.length; i++) {
    const cells = (matrix[i] ?? []).map(cellText);
    if (cells.every((c) => c === '')) continue;
    rows.push({ row: firstRow + i + 1, cells });
    if (rows.length > SPREADSHEET_MAX_ROWS)
      throw new SpreadsheetError(STAFF_ADMIN_TEXTS.tooManyRows(SPREADSHEET_MAX_ROWS));
  }
  if (rows.length === 0) throw new SpreadsheetError(STAFF_ADMIN_TEXTS.noDataRows);
  return { header, rows };
}

/** A header cell folded for matching: lower case, no accents, spaces and hyphens as `_`. */
export function foldHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '_');
}
