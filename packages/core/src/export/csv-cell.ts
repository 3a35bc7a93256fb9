/**
 * What a CSV cell may hold: text, a number, a yes/no, or nothing. Dates are written by the caller
 * as the text they want in the file.
 */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * First characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (or
 * start one through DDE): `=`, `+`, `-`, `@`, tab and carriage return (OWASP "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a spreadsheet would read `text` as a formula. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/**
 * `text` as a spreadsheet shows it as text: a cell that would start a formula gets a leading
 * single quote (OWASP), anything else is returned as is.
 */
export function neutraliseFormula(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}

/**
 * One CSV cell (RFC 4180) that no spreadsheet runs as a formula. Finite numbers are written as
 * numbers (a negative amount stays `-1500`, a number, in a numeric column); text that would start
 * a formula gets a leading single quote and is always quoted, so the quote and the rest of the
 * cell travel together; other text is quoted when it holds the separator, a double quote or a
 * line break. `null`, `undefined` and non-finite numbers are an empty cell.
 */
export function csvCell(value: CsvValue, separator: ',' | ';' = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = String(value);
  const neutralised = startsLikeFormula(text);
  const safe = neutralised ? `'${text}` : text;
  const needsQuotes = neutralised || safe.includes(separator) || /["\r\n]/.test(safe);
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (without its line break) of `values`, every cell through {@link csvCell}. */
export function csvLine(values: readonly CsvValue[], separator: ',' | ';' = ','): string {
  return values.map((value) => csvCell(value, separator)).join(separator);
}
