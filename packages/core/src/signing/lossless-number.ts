import { JsonParseError } from './errors.js';

/**
 * A JSON number kept exactly as written (`1.0`, `500000.0`, `12345678901234567890`).
 *
 * Signatures cover the canonical text of the body, so a number must come back out
 * with the very characters it went in with; a JS `number` would turn `1.0` into `1` and
 * round integers above 2^53. {@link canonicalJson} emits {@link LosslessNumber.lexeme} verbatim.
 */
export class LosslessNumber {
  /** The number's text, a valid RFC 8259 number. */
  readonly lexeme: string;

  /** @throws {JsonParseError} when `lexeme` is not exactly one RFC 8259 number. */
  constructor(lexeme: string) {
    const end = scanNumber(lexeme, 0);
    if (end !== lexeme.length || lexeme.length === 0) {
      throw new JsonParseError('Invalid number lexeme', lexeme, end < 0 ? -end - 1 : end);
    }
    this.lexeme = lexeme;
    Object.freeze(this);
  }

  /** The nearest JS number (lossy above 2^53 and for more than 17 significant digits). */
  toNumber(): number {
    return Number(this.lexeme);
  }

  /** Lets `+n` and `Number(n)` work; same as {@link LosslessNumber.toNumber}. */
  valueOf(): number {
    return this.toNumber();
  }

  /** The lexeme, so template strings and `String(n)` show the number as written. */
  toString(): string {
    return this.lexeme;
  }

  /**
   * `JSON.stringify` of a parsed body gives plain numbers (lossy, like `toNumber`) instead
   * of `{"lexeme": ...}`; use {@link canonicalJson} wherever exact text matters.
   */
  toJSON(): number {
    return this.toNumber();
  }
}

const DIGIT_0 = 0x30;
const DIGIT_1 = 0x31;
const DIGIT_9 = 0x39;

function isDigit(c: number): boolean {
  return c >= DIGIT_0 && c <= DIGIT_9;
}

function skipDigits(text: string, i: number): number {
  while (i < text.length && isDigit(text.charCodeAt(i))) i++;
  return i;
}

/**
 * Scans one RFC 8259 number starting at `start`:
 * `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`.
 * Returns the index just past it, or `-(errorIndex + 1)` when the grammar is broken
 * (a leading zero followed by digits is reported at the second digit, like Python's
 * "Extra data"). Hand-written so it runs in linear time on any input.
 */
export function scanNumber(text: string, start: number): number {
  let i = start;
  if (text.charCodeAt(i) === 0x2d /* - */) i++;
  const first = text.charCodeAt(i);
  if (first === DIGIT_0) {
    i++;
    if (isDigit(text.charCodeAt(i))) return -(i + 1);
  } else if (first >= DIGIT_1 && first <= DIGIT_9) {
    i = skipDigits(text, i + 1);
  } else {
    return -(i + 1);
  }
  if (text.charCodeAt(i) === 0x2e /* . */) {
    i++;
    if (!isDigit(text.charCodeAt(i))) return -(i + 1);
    i = skipDigits(text, i + 1);
  }
  const e = text.charCodeAt(i);
  if (e === 0x65 /* e */ || e === 0x45 /* E */) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 0x2b /* + */ || sign === 0x2d /* - */) i++;
    if (!isDigit(text.charCodeAt(i))) return -(i + 1);
    i = skipDigits(text, i + 1);
  }
  return i;
}
