import { JsonParseError } from './errors.js';
import { hexDigitValue } from './hex-digit.js';
import { mayBeReordered, rememberKeyOrder } from './key-order.js';
import { LosslessNumber, scanNumber } from './lossless-number.js';

/**
 * Deepest nesting of arrays and objects accepted. CPython's parser gives up (RecursionError)
 * a little below 1000 levels, so no Python client can send more; the limit also keeps a
 * hostile body from exhausting the stack.
 */
export const MAX_NESTING_DEPTH = 1000;

/**
 * Parses strict RFC 8259 JSON keeping what signing needs: every number as a
 * {@link LosslessNumber} with its exact lexeme, object keys in the order sent (see
 * `key-order.ts` for array-index-like keys), duplicate keys resolved like Python's `json.loads`
 * (the last value, at the position of the first). Lone surrogate escapes (`"\ud800"`) are
 * accepted, as Python accepts them. Runs in linear time.
 *
 * Rejected, each with a {@link JsonParseError}: trailing commas, single quotes, unquoted keys,
 * comments, leading zeros, `NaN`/`Infinity` (Python accepts these by default, RFC 8259 does
 * not), raw control characters inside strings, invalid escapes, a byte-order mark, empty
 * input, trailing data and nesting deeper than {@link MAX_NESTING_DEPTH}.
 */
export function parseLossless(text: string): unknown {
  const parser = new Parser(text);
  parser.skipWhitespace();
  const value = parser.parseValue(0);
  parser.skipWhitespace();
  if (parser.index < text.length) parser.fail('Extra data');
  return value;
}

class Parser {
  index = 0;

  constructor(private readonly text: string) {}

  fail(reason: string, at: number = this.index): never {
    throw new JsonParseError(reason, this.text, at);
  }

  skipWhitespace(): void {
    const { text } = this;
    let i = this.index;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else break;
    }
    this.index = i;
  }

  parseValue(depth: number): unknown {
    const c = this.text.charCodeAt(this.index);
    switch (c) {
      case 0x7b /* { */:
        return this.parseObject(depth + 1);
      case 0x5b /* [ */:
        return this.parseArray(depth + 1);
      case 0x22 /* " */:
        return this.parseString();
      case 0x74 /* t */:
        return this.parseLiteral('true', true);
      case 0x66 /* f */:
        return this.parseLiteral('false', false);
      case 0x6e /* n */:
        return this.parseLiteral('null', null);
      default:
        if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.parseNumber();
        return this.fail('Expecting value');
    }
  }

  private parseLiteral<T>(word: string, value: T): T {
    if (!this.text.startsWith(word, this.index)) this.fail('Expecting value');
    this.index += word.length;
    return value;
  }

  private parseNumber(): LosslessNumber {
    const start = this.index;
    const end = scanNumber(this.text, start);
    if (end < 0) {
      const at = -end - 1;
      this.fail(
        at > start && this.text.charCodeAt(at - 1) === 0x30
          ? 'Leading zeros are not allowed'
          : 'Invalid number',
        at,
      );
    }
    this.index = end;
    return new LosslessNumber(this.text.slice(start, end));
  }

  private enter(depth: number): void {
    if (depth > MAX_NESTING_DEPTH) this.fail(`Nesting deeper than ${MAX_NESTING_DEPTH} levels`);
    this.index++; // the opening bracket
    this.skipWhitespace();
  }

  private parseArray(depth: number): unknown[] {
    this.enter(depth);
    const result: unknown[] = [];
    if (this.text.charCodeAt(this.index) === 0x5d /* ] */) {
      this.index++;
      return result;
    }
    for (;;) {
      result.push(this.parseValue(depth));
      this.skipWhitespace();
      const c = this.text.charCodeAt(this.index);
      if (c === 0x5d /* ] */) {
        this.index++;
        return result;
      }
      if (c !== 0x2c /* , */) this.fail("Expecting ',' delimiter");
      this.index++;
      this.skipWhitespace();
      if (this.text.charCodeAt(this.index) === 0x5d) this.fail('Trailing comma is not allowed');
    }
  }

  private parseObject(depth: number): Record<string, unknown> {
    this.enter(depth);
    const result: Record<string, unknown> = {};
    if (this.text.charCodeAt(this.index) === 0x7d /* } */) {
      this.index++;
      return result;
    }
    const keys: string[] = [];
    let reorderable = false;
    for (;;) {
      if (this.text.charCodeAt(this.index) !== 0x22) {
        this.fail(
          this.text.charCodeAt(this.index) === 0x7d
            ? 'Trailing comma is not allowed'
            : 'Expecting property name enclosed in double quotes',
        );
      }
      const key = this.parseString();
      this.skipWhitespace();
      if (this.text.charCodeAt(this.index) !== 0x3a /* : */) this.fail("Expecting ':' delimiter");
      this.index++;
      this.skipWhitespace();
      const value = this.parseValue(depth);
      if (!Object.prototype.hasOwnProperty.call(result, key)) {
        keys.push(key);
        if (mayBeReordered(key)) reorderable = true;
      }
      if (key === '__proto__') {
        // Plain assignment would replace the prototype instead of adding a key.
        Object.defineProperty(result, key, { value, writable: true, enumerable: true, configurable: true });
      } else {
        result[key] = value;
      }
      this.skipWhitespace();
      const c = this.text.charCodeAt(this.index);
      if (c === 0x7d /* } */) {
        this.index++;
        if (reorderable) rememberKeyOrder(result, keys);
        return result;
      }
      if (c !== 0x2c /* , */) this.fail("Expecting ',' delimiter");
      this.index++;
      this.skipWhitespace();
    }
  }

  private parseString(): string {
    const { text } = this;
    const opening = this.index;
    let i = opening + 1;
    let runStart = i;
    let out = '';
    for (;;) {
      if (i >= text.length) this.fail('Unterminated string starting', opening);
      const c = text.charCodeAt(i);
      if (c === 0x22 /* " */) {
        this.index = i + 1;
        return out + text.slice(runStart, i);
      }
      if (c === 0x5c /* \ */) {
        out += text.slice(runStart, i) + this.decodeEscape(i);
        i += text.charCodeAt(i + 1) === 0x75 /* u */ ? 6 : 2;
        runStart = i;
        continue;
      }
      if (c < 0x20) this.fail('Invalid control character', i);
      i++;
    }
  }

  /** Decodes the escape starting at `backslash` (2 characters long, or 6 for `\uXXXX`). */
  private decodeEscape(backslash: number): string {
    const { text } = this;
    const c = text.charCodeAt(backslash + 1);
    const simple = SIMPLE_ESCAPES.get(c);
    if (simple !== undefined) return simple;
    if (c !== 0x75 /* u */) return this.fail('Invalid \\escape', backslash);
    let code = 0;
    for (let k = backslash + 2; k < backslash + 6; k++) {
      const digit = hexDigitValue(text.charCodeAt(k));
      if (digit < 0) return this.fail('Invalid \\uXXXX escape', backslash);
      code = code * 16 + digit;
    }
    // Surrogate halves are kept one by one: consecutive escapes of a pair join up by
    // themselves in a UTF-16 string, and a lone one stays lone, as in Python.
    return String.fromCharCode(code);
  }
}

const SIMPLE_ESCAPES = new Map<number, string>([
  [0x22, '"'],
  [0x5c, '\\'],
  [0x2f, '/'],
  [0x62, '\b'],
  [0x66, '\f'],
  [0x6e, '\n'],
  [0x72, '\r'],
  [0x74, '\t'],
]);
