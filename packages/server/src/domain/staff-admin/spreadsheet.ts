import { STAFF_ADMIN_TEXTS } from '../../core.js';
import { Worker } from 'node:worker_threads';

/** Largest spreadsheet accepted, in MB. */
export const SPREADSHEET_MAX_MB = 5;
/** Most data rows accepted. */
export const SPREADSHEET_MAX_ROWS = 5000;
/** Most columns accepted (the widest import has a few dozen). */
export const SPREADSHEET_MAX_COLUMNS = 100;
/** Most cells (rows × columns of the sheet's range) accepted. */
export const SPREADSHEET_MAX_CELLS = 200_000;
/** Memory a spreadsheet may use while it is read, in MB (the worker's heap). */
export const SPREADSHEET_MAX_HEAP_MB = 256;
/** Seconds a spreadsheet may take to be read. */
export const SPREADSHEET_MAX_SECONDS = 20;
/** Spreadsheets read at once; more wait their turn (each may use {@link SPREADSHEET_MAX_HEAP_MB}). */
const SPREADSHEETS_AT_ONCE = 2;

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

type WorkerJob =
  | { kind: 'csv'; text: string; limits: WorkerLimits }
  | { kind: 'xlsx' | 'xls'; data: Uint8Array; limits: WorkerLimits };
interface WorkerLimits {
  rows: number;
  columns: number;
  cells: number;
}
type WorkerOutcome =
  | ({ ok: true } & SheetRows)
  | { ok: false; problem: 'content' | 'rows' | 'columns' | 'cells' | 'empty' | 'exhausted' };

const WORKER_URL = new URL('./spreadsheet-worker.mjs', import.meta.url);

/** Readings waiting for a turn (at most {@link SPREADSHEETS_AT_ONCE} run at once). */
const waiting: (() => void)[] = [];
let running = 0;

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SPREADSHEETS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Runs spreadsheet-worker.mjs on `job` in a worker thread with a bounded heap and a deadline: the
 * server's event loop goes on answering, and a file that needs more memory or time than allowed
 * is `exhausted` instead of taking the process with it.
 */
function readInWorker(job: WorkerJob): Promise<WorkerOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: job,
      transferList: job.kind === 'csv' ? [] : [job.data.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: SPREADSHEET_MAX_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (outcome: WorkerOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
      void worker.terminate();
    };
    const deadline = setTimeout(
      () => settle({ ok: false, problem: 'exhausted' }),
      SPREADSHEET_MAX_SECONDS * 1000,
    );
    worker.once('message', (outcome: WorkerOutcome) => settle(outcome));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any other failure of the reading.
    worker.once('error', () => settle({ ok: false, problem: 'exhausted' }));
    worker.once('exit', () => settle({ ok: false, problem: 'exhausted' }));
  });
}

const PROBLEMS: Record<Exclude<WorkerOutcome, { ok: true }>['problem'], string> = {
  content: STAFF_ADMIN_TEXTS.spreadsheetContent,
  empty: STAFF_ADMIN_TEXTS.noDataRows,
  rows: STAFF_ADMIN_TEXTS.tooManyRows(SPREADSHEET_MAX_ROWS),
  columns: STAFF_ADMIN_TEXTS.tooManyColumns(SPREADSHEET_MAX_COLUMNS),
  cells: STAFF_ADMIN_TEXTS.tooManyCells(SPREADSHEET_MAX_CELLS),
  exhausted: STAFF_ADMIN_TEXTS.spreadsheetTooComplex(SPREADSHEET_MAX_SECONDS),
};

/**
 * Reads the first sheet of an xlsx (a zip), xls (an OLE2 compound file) or csv (UTF-8 text),
 * with SheetJS. The extension must be one of the three and the content must be what it says: a
 * renamed PDF or image is refused before SheetJS sees it (SheetJS would read almost anything as
 * text). CSV cells stay text (codes keep their leading zeros). The sheet is read in a worker
 * thread (spreadsheet-worker.mjs) with a bounded heap and a deadline, and its rows, columns and
 * cells are checked against the limits before any row is expanded: a small file that declares a
 * huge sheet (one cell in column XFD on 5,000 rows) is refused in a moment with the limit it breaks.
 */
export async function readSpreadsheet(filename: string, data: Buffer): Promise<SheetRows> {
  const extension = extensionOf(filename);
  if (extension !== 'xlsx' && extension !== 'xls' && extension !== 'csv')
    throw new SpreadsheetError(STAFF_ADMIN_TEXTS.spreadsheetExtension);
  const limits = {
    rows: SPREADSHEET_MAX_ROWS,
    columns: SPREADSHEET_MAX_COLUMNS,
    cells: SPREADSHEET_MAX_CELLS,
  };
  let job: WorkerJob;
  if (extension === 'csv') {
    const text = csvText(data);
    if (text === null) throw new SpreadsheetError(STAFF_ADMIN_TEXTS.spreadsheetContent);
    job = { kind: 'csv', text, limits };
  } else {
    const magic = extension === 'xlsx' ? ZIP : OLE2;
    if (data.length < magic.length || !data.subarray(0, magic.length).equals(magic)) {
      throw new SpreadsheetError(STAFF_ADMIN_TEXTS.spreadsheetContent);
    }
    // A copy of its own, handed over to the worker (the upload's buffer may share its memory).
    job = { kind: extension, data: new Uint8Array(data), limits };
  }
  const outcome = await turn(() => readInWorker(job));
  if (!outcome.ok) throw new SpreadsheetError(PROBLEMS[outcome.problem]);
  return { header: outcome.header, rows: outcome.rows };
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
