import * as XLSX from 'xlsx';

/**
 * The small spreadsheet that declares a huge sheet: a header, then `rows` rows with one cell each
 * in column XFD (the last of 16,384). Written with SheetJS: a one-cell workbook whose worksheet
 * part is replaced by that XML, zipped again (about 65 KB for 5,000 rows).
 */
export function farColumnWorkbook(header: string[], rows = 5000): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header]), 'Hoja1');
  const zip = XLSX.CFB.read(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer, {
    type: 'buffer',
  });
  const cells = header.map(
    (text, c) => `<c r="${XLSX.utils.encode_cell({ r: 0, c })}" t="inlineStr"><is><t>${text}</t></is></c>`,
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    `<dimension ref="A1:XFD${rows + 1}"/><sheetData><row r="1">${cells.join('')}</row>`,
  ];
  for (let r = 2; r <= rows + 1; r++)
    xml.push(`<row r="${r}"><c r="XFD${r}" t="inlineStr"><is><t>x</t></is></c></row>`);
  xml.push('</sheetData></worksheet>');
  const sheet =
    zip.FileIndex[zip.FullPaths.findIndex((path: string) => path.endsWith('/xl/worksheets/sheet1.xml'))]!;
  sheet.content = Buffer.from(xml.join(''), 'utf8');
  sheet.size = sheet.content.length;
  return XLSX.CFB.write(zip, { type: 'buffer', fileType: 'zip', compression: true }) as Buffer;
}

/** A CSV of a header and `rows` rows of `columns` columns. */
export function csvOf(columns: number, rows: number): Buffer {
  const lines = [Array.from({ length: columns }, (_, c) => `columna_${c + 1}`).join(',')];
  const line = Array.from({ length: columns }, (_, c) => `v${c + 1}`).join(',');
  for (let r = 0; r < rows; r++) lines.push(line);
  return Buffer.from(lines.join('\n'), 'utf8');
}
