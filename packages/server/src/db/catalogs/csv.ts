import { parse } from 'csv-parse/sync';

/** A CSV text that does not follow RFC 4180. */
export class CsvError extends Error {
  override name = 'CsvError';
}

/**
 * Parses RFC 4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes, CRLF or
 * LF, a UTF-8 byte-order mark) into objects keyed by the header row, with csv-parse. Every value
 * stays text (leading zeros of DANE codes are kept); empty lines are skipped; a row whose field
 * count differs from the header's is refused.
 */
export function parseCsv(text: string): Record<string, string>[] {
  try {
    return parse(text, { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  } catch (error) {
    throw new CsvError((error as Error).message);
  }
}
