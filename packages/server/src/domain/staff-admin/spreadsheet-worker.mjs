// Reads one spreadsheet off the server's event loop (started by spreadsheet.ts with memory
// limits and a deadline). Plain JavaScript: a worker thread runs a file as Node loads it, both
// from the sources and from the bundled server, with no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx';

/**
 * @typedef {{ rows: number; columns: number; cells: number }} Limits
 * @typedef {{ kind: 'csv'; text: string; limits: Limits } | { kind: 'xlsx' | 'xls'; data: Uint8Array; limits: Limits }} Job
 * @typedef {{ ok: true; header: string[]; rows: { row: number; cells: string[] }[] }
 *   | { ok: false; problem: 'content' | 'rows' | 'columns' | 'cells' | 'empty' }} Outcome
 */

/** @param {unknown} value */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/**
 * The first sheet's header and data rows, or the limit it breaks. SheetJS reads at most
 * `limits.rows` + a few rows (`sheetRows`), into dense rows; the declared range and the rows read
 * are checked against the row, column and cell limits before any row is expanded to its width.
 * @param {Job} job
 * @returns {Outcome}
 */
function read(job) {
  const { limits } = job;
  // The header, and blank rows above it, come before the data rows.
  const sheetRows = limits.rows + 11;
  /** @type {import('xlsx').WorkBook} */
  let book;
  try {
    book =
      job.kind === 'csv'
        ? XLSX.read(job.text, { type: 'string', raw: true, dense: true, sheetRows })
        : XLSX.read(job.data, {
            type: 'array',
            dense: true,
            sheetRows,
            cellDates: true,
            cellHTML: false,
            cellFormula: false,
            cellStyles: false,
          });
  } catch {
    return { ok: false, problem: 'content' };
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) return { ok: false, problem: 'content' };
  const ref = sheet['!ref'];
  if (!ref) return { ok: false, problem: 'empty' };
  const declared = XLSX.utils.decode_range(sheet['!fullref'] ?? ref);
  if (declared.e.r - declared.s.r + 1 > sheetRows) return { ok: false, problem: 'rows' };
  const range = XLSX.utils.decode_range(ref);
  /** @type {({ v?: unknown; t?: string } | undefined)[][]} */
  const data = sheet['!data'] ?? [];
  // The widest row read counts too: a sheet's declared range may understate it.
  let last = Math.max(range.e.c, declared.e.c);
  for (const row of data) if (row && row.length - 1 > last) last = row.length - 1;
  const width = last - range.s.c + 1;
  if (width > limits.columns) return { ok: false, problem: 'columns' };
  const height = Math.min(range.e.r, data.length - 1) - range.s.r + 1;
  if (height * width > limits.cells) return { ok: false, problem: 'cells' };

  /** @type {string[][]} */
  const matrix = [];
  for (let r = range.s.r; r < range.s.r + height; r++) {
    const row = data[r];
    const cells = new Array(width);
    for (let c = 0; c < width; c++) {
      const cell = row?.[range.s.c + c];
      cells[c] = cell && cell.t !== 'e' ? cellText(cell.v) : '';
    }
    matrix.push(cells);
  }
  const headerIndex = matrix.findIndex((cells) => cells.some((c) => c !== ''));
  if (headerIndex === -1) return { ok: false, problem: 'empty' };
  /** @type {{ row: number; cells: string[] }[]} */
  const rows = [];
  for (let i = headerIndex + 1; i < matrix.length; i++) {
    const cells = /** @type {string[]} */ (matrix[i]);
    if (cells.every((c) => c === '')) continue;
    rows.push({ row: range.s.r + i + 1, cells });
    if (rows.length > limits.rows) return { ok: false, problem: 'rows' };
  }
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, header: /** @type {string[]} */ (matrix[headerIndex]), rows };
}

parentPort?.postMessage(read(/** @type {Job} */ (workerData)));
