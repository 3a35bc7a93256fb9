import { STAFF_ADMIN_TEXTS } from '../../core.js';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  SPREADSHEET_MAX_CELLS,
  SPREADSHEET_MAX_COLUMNS,
  SPREADSHEET_MAX_ROWS,
  readSpreadsheet,
} from './spreadsheet.js';
import { csvOf, farColumnWorkbook } from './spreadsheet-test-kit.js';

/** The longest the event loop went without running a 5 ms timer while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ stall: number; result: T | Error }> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 5);
  try {
    const result = await work().catch((error: Error) => error);
    stall = Math.max(stall, performance.now() - last);
    return { stall, result };
  } finally {
    clearInterval(timer);
  }
}

describe('readSpreadsheet limits', () => {
  it('refuses a small file that declares 16,384 columns, in a moment and without holding the server', async () => {
    const file = farColumnWorkbook(['tipo_entidad', 'codigo', 'nombre']);
    expect(file.length).toBeLessThan(100_000);
    const started = performance.now();
    const { stall, result } = await longestStall(() => readSpreadsheet('entidades.xlsx', file));
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toBe(STAFF_ADMIN_TEXTS.tooManyColumns(SPREADSHEET_MAX_COLUMNS));
    // It took 7-9 s and 1-2 GB when the sheet was expanded before any limit applied.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(stall).toBeLessThan(250);
  });

  it('reads a full-size sheet off the event loop: timers keep running while it is read', async () => {
    const file = csvOf(30, SPREADSHEET_MAX_ROWS);
    const { stall, result } = await longestStall(() => readSpreadsheet('entidades.csv', file));
    expect(result).not.toBeInstanceOf(Error);
    const sheet = result as Awaited<ReturnType<typeof readSpreadsheet>>;
    expect(sheet.rows).toHaveLength(SPREADSHEET_MAX_ROWS);
    expect(sheet.header[29]).toBe('columna_30');
    expect(sheet.rows.at(-1)).toEqual({ row: SPREADSHEET_MAX_ROWS + 1, cells: expect.any(Array) });
    // Read on the event loop this sheet holds it for a third of a second or more.
    expect(stall).toBeLessThan(250);
  });

  it.each([
    [
      'a row too many',
      () => csvOf(3, SPREADSHEET_MAX_ROWS + 1),
      STAFF_ADMIN_TEXTS.tooManyRows(SPREADSHEET_MAX_ROWS),
    ],
    [
      'a column too many',
      () => csvOf(SPREADSHEET_MAX_COLUMNS + 1, 2),
      STAFF_ADMIN_TEXTS.tooManyColumns(SPREADSHEET_MAX_COLUMNS),
    ],
    [
      'more cells than allowed within the row and column limits',
      () => csvOf(Math.ceil(SPREADSHEET_MAX_CELLS / SPREADSHEET_MAX_ROWS) + 1, SPREADSHEET_MAX_ROWS),
      STAFF_ADMIN_TEXTS.tooManyCells(SPREADSHEET_MAX_CELLS),
    ],
  ])('refuses %s with the limit in Spanish', async (_case, file, message) => {
    await expect(readSpreadsheet('entidades.csv', file())).rejects.toThrow(message);
  });

  it('refuses an xlsx whose declared range runs past the row limit, even with few rows written', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['tipo_entidad', 'codigo'],
      [1, '7'],
    ]);
    sheet['!ref'] = `A1:B${SPREADSHEET_MAX_ROWS + 100}`;
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Hoja1');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await expect(readSpreadsheet('entidades.xlsx', file)).rejects.toThrow(
      STAFF_ADMIN_TEXTS.tooManyRows(SPREADSHEET_MAX_ROWS),
    );
  });

  it('keeps dates, numbers and leading zeros as the imports expect', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['codigo', 'fecha', 'valor'],
      ['007', new Date('2026-02-01T00:00:00Z'), 5200],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Hoja1');
    const read = await readSpreadsheet(
      'tarifas.xlsx',
      XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    );
    expect(read).toEqual({
      header: ['codigo', 'fecha', 'valor'],
      rows: [{ row: 2, cells: ['007', '2026-02-01', '5200'] }],
    });
    const csv = await readSpreadsheet('codigos.csv', Buffer.from('\uFEFFcodigo;nombre\n\n0042;Ñandú\n'));
    // Semicolons, as Excel writes CSV in Spanish locales, separate cells too.
    expect(csv).toEqual({ header: ['codigo', 'nombre'], rows: [{ row: 3, cells: ['0042', 'Ñandú'] }] });
  });
});
