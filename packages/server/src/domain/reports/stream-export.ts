import { crc32, createDeflateRaw } from 'node:zlib';
import { csvLine } from '../../core.js';

/**
 * Spreadsheets written as a stream, in constant memory, for exports of hundreds of thousands of
 * rows (docs/decisions/0018): CSV (RFC 4180, UTF-8 with BOM so Excel reads accents; text that would
 * start a formula neutralised, numbers kept as numbers) and xlsx (an Office Open XML workbook of
 * one sheet with inline strings, zipped entry by entry with data descriptors, so nothing needs to
 * be known before the rows are written). The rows come from an async iterable of batches; each
 * batch is turned into bytes and handed on before the next is read.
 */

/** A cell: a text, a number or nothing. */
export type ExportCell = string | number | null;

/** The CSV of `header` and every row of `batches`. */
export async function* csvStream(
  header: readonly string[],
  batches: AsyncIterable<ExportCell[][]>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(`\uFEFF${csvLine(header)}\r\n`, 'utf8');
  for await (const rows of batches) {
    yield Buffer.from(rows.map((row) => `${csvLine(row)}\r\n`).join(''), 'utf8');
  }
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// eslint-disable-next-line no-control-regex -- these control characters are what XML forbids
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// eslint-disable-next-line no-control-regex -- the same, and what XML escapes: one test for both
const XML_SPECIAL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff&<>"]/;

/** Text safe inside XML (characters XML 1.0 forbids are dropped). */
function xmlText(text: string): string {
  // Most cells hold nothing to escape: one test, no copy.
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(XML_FORBIDDEN, '').replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);
}

/** The column letters of index `i` (0 → A, 26 → AA). */
function columnName(i: number): string {
  let name = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Column letters by index, made once (a sheet has few columns and many rows). */
const COLUMN_NAMES: string[] = Array.from({ length: 64 }, (_, i) => columnName(i));

/** The XML of one row; strings are built by appending (a row is written once per export row). */
function sheetRow(cells: readonly ExportCell[], index: number): string {
  const r = index + 1;
  let xml = `<row r="${r}">`;
  for (let c = 0; c < cells.length; c += 1) {
    const value = cells[c];
    if (value === null || value === undefined || value === '') continue;
    const ref = `${COLUMN_NAMES[c] ?? columnName(c)}${r}`;
    if (typeof value === 'number' && Number.isFinite(value)) xml += `<c r="${ref}"><v>${value}</v></c>`;
    else
      xml += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
  }
  return `${xml}</row>`;
}

const STATIC_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ],
];

function workbookXml(sheetName: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/** One zip entry as it is being written: what the central directory needs afterwards. */
interface ZipEntry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
// Bit 3: sizes and CRC follow the data (data descriptor); bit 11: UTF-8 names.
const FLAGS = 0x0008 | 0x0800;

function localHeader(name: Buffer): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(20, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(8, 8);
  b.writeUInt16LE(DOS_TIME, 10);
  b.writeUInt16LE(DOS_DATE, 12);
  b.writeUInt16LE(name.length, 26);
  return Buffer.concat([b, name]);
}

function dataDescriptor(entry: ZipEntry): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(entry.crc >>> 0, 4);
  b.writeUInt32LE(entry.compressed, 8);
  b.writeUInt32LE(entry.size, 12);
  return b;
}

function centralDirectory(entries: readonly ZipEntry[], offset: number): Buffer {
  const parts = entries.map((e) => {
    const b = Buffer.alloc(46);
    b.writeUInt32LE(0x02014b50, 0);
    b.writeUInt16LE(20, 4);
    b.writeUInt16LE(20, 6);
    b.writeUInt16LE(FLAGS, 8);
    b.writeUInt16LE(8, 10);
    b.writeUInt16LE(DOS_TIME, 12);
    b.writeUInt16LE(DOS_DATE, 14);
    b.writeUInt32LE(e.crc >>> 0, 16);
    b.writeUInt32LE(e.compressed, 20);
    b.writeUInt32LE(e.size, 24);
    b.writeUInt16LE(e.name.length, 28);
    b.writeUInt32LE(e.offset, 42);
    return Buffer.concat([b, e.name]);
  });
  const directory = Buffer.concat(parts);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}

/**
 * Deflates the chunks of `source` as one zip entry named `name`, yielding the local header, the
 * compressed bytes as they come and the data descriptor; `entry` is filled in on the way.
 */
async function* zipEntry(name: string, offset: number, source: AsyncIterable<Buffer>, entries: ZipEntry[]) {
  const entry: ZipEntry = { name: Buffer.from(name, 'utf8'), offset, crc: 0, compressed: 0, size: 0 };
  yield localHeader(entry.name);
  const deflate = createDeflateRaw({ level: 1 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) =>
      deflate.write(chunk, (error) => (error ? reject(error) : resolve())),
    );
  for await (const chunk of source) {
    entry.crc = crc32(chunk, entry.crc);
    entry.size += chunk.length;
    await write(chunk);
    // Flush what zlib has so far: memory stays at one batch, whatever the number of rows.
    await new Promise<void>((resolve) => deflate.flush(() => resolve()));
    for (const piece of output.splice(0)) {
      entry.compressed += piece.length;
      yield piece;
    }
  }
  await new Promise<void>((resolve) => deflate.end(() => resolve()));
  await new Promise<void>((resolve) => (deflate.readableEnded ? resolve() : deflate.once('end', resolve)));
  for (const piece of output.splice(0)) {
    entry.compressed += piece.length;
    yield piece;
  }
  yield dataDescriptor(entry);
  entries.push(entry);
}

async function* once(text: string): AsyncGenerator<Buffer> {
  yield Buffer.from(text, 'utf8');
}

/** The xlsx (one sheet, `sheetName`) of `header` and every row of `batches`. */
export async function* xlsxStream(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<ExportCell[][]>,
): AsyncGenerator<Buffer> {
  const entries: ZipEntry[] = [];
  let offset = 0;
  const emit = async function* (parts: AsyncIterable<Buffer>) {
    for await (const part of parts) {
      offset += part.length;
      yield part;
    }
  };
  for (const [name, xml] of STATIC_PARTS) yield* emit(zipEntry(name, offset, once(xml), entries));
  yield* emit(zipEntry('xl/workbook.xml', offset, once(workbookXml(sheetName)), entries));
  async function* sheet(): AsyncGenerator<Buffer> {
    yield Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRow(header, 0)}`,
      'utf8',
    );
    let index = 1;
    for await (const rows of batches) {
      let xml = '';
      for (const row of rows) xml += sheetRow(row, index++);
      yield Buffer.from(xml, 'utf8');
    }
    yield Buffer.from('</sheetData></worksheet>', 'utf8');
  }
  yield* emit(zipEntry('xl/worksheets/sheet1.xml', offset, sheet(), entries));
  yield centralDirectory(entries, offset);
}
