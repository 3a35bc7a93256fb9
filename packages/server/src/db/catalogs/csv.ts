/** A CSV text that does not follow RFC 4180. */
export class CsvError extends Error {
  override name = 'CsvError';
}

/**
 * Parses RFC 4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes) into
 * objects keyed by the header row. Empty lines are skipped.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    field = '';
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n') endRecord();
    else if (ch !== '\r') field += ch;
    i += 1;
  }
  if (quoted) throw new CsvError('Unterminated quoted field');
  if (field !== '' || record.length > 0) endRecord();

  const [header, ...rows] = records;
  if (!header) return [];
  return rows.map((row, index) => {
    if (row.length !== header.length) {
      throw new CsvError(`Row ${index + 2} has ${row.length} fields, the header has ${header.length}`);
    }
    return Object.fromEntries(header.map((name, column) => [name, row[column] as string]));
  });
}
