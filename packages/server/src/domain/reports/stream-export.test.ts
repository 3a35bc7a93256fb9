import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { csvStream, xlsxStream, type ExportCell } from './stream-export.js';

async function* batchesOf(rows: ExportCell[][], size: number): AsyncGenerator<ExportCell[][]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function collect(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

const HEADER = ['Código', 'Entidad', 'Monto reclamado (COP)'];
const ROWS: ExportCell[][] = [
  ['172026000001', 'Bancolombia', 1_500_000],
  ['1392026000002', 'Davivienda, "sede" <Bogotá> & más', null],
  ['41302026000003', 'Línea 1\nLínea 2', 0.5],
];

describe('streamed exports', () => {
  it('writes an xlsx that SheetJS reads back cell by cell', async () => {
    const file = await collect(xlsxStream('Reporte', HEADER, batchesOf(ROWS, 2)));
    const book = XLSX.read(file);
    expect(book.SheetNames).toEqual(['Reporte']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Reporte!, { header: 1, defval: null });
    expect(rows).toEqual([HEADER, ...ROWS]);
  });

  it('keeps many rows in order across batches', async () => {
    const many: ExportCell[][] = Array.from({ length: 5000 }, (_, i) => [`Q${i}`, i]);
    const book = XLSX.read(await collect(xlsxStream('Quejas', ['Código', 'N'], batchesOf(many, 1000))));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Quejas!, { header: 1 });
    expect(rows).toHaveLength(5001);
    expect(rows[4321]).toEqual(['Q4320', 4320]);
  });

  it('writes RFC 4180 CSV with a BOM, quoting what needs it', async () => {
    const text = (await collect(csvStream(HEADER, batchesOf(ROWS, 1)))).toString('utf8');
    expect(text).toBe(
      '\uFEFFCódigo,Entidad,Monto reclamado (COP)\r\n' +
        '172026000001,Bancolombia,1500000\r\n' +
        '1392026000002,"Davivienda, ""sede"" <Bogotá> & más",\r\n' +
        '41302026000003,"Línea 1\nLínea 2",0.5\r\n',
    );
  });
});
