import { SignatureError } from './errors.js';
import { orderedKeys } from './key-order.js';
import { LosslessNumber } from './lossless-number.js';
import { MAX_NESTING_DEPTH } from './parse-lossless.js';
import { pythonFloatRepr } from './python-float.js';

/**
 * Serialises `value` exactly as Python's `json.dumps(value, ensure_ascii=False)` does: the
 * text that request bodies are signed over.
 *
 * - Separators `", "` and `": "`; `{}` and `[]` for empty containers; object keys in insertion
 *   order (parsed objects keep the order sent, even for array-index-like keys; for objects
 *   built in JS, the engine lists such keys first in numeric order and that order is used).
 * - Strings: only `"`, `\` and characters below U+0020 are escaped (`\n \r \t \b \f` short,
 *   the rest `\u00XX` in lowercase hex); everything else is raw, including `/`, DEL and U+2028.
 * - {@link LosslessNumber}: its lexeme verbatim. `bigint`: its digits.
 * - JS `number`: safe integers as integers. `1.0` and `1` are the same JS number, so `1.0`
 *   comes out as `1` and `-0` as `0`: use a LosslessNumber to keep a float lexeme. Everything
 *   else as Python's float repr (`0.1`, `1e-05`, `1e+16`): that includes integral values beyond
 *   ±(2^53 − 1), which a JS number no longer holds exactly (use a bigint or LosslessNumber for
 *   exact big integers). Note `JSON.stringify` writes some floats differently (`1e-7`, `0.00001`,
 *   `1e+21`): to sign what you send, send this canonical text as the body.
 * - `undefined` object members are left out and `undefined` array items become `null`, as
 *   `JSON.stringify` does, so a body sent with `JSON.stringify` signs like the object it came from.
 *
 * @throws {SignatureError} for NaN and ±Infinity (Python clients send with `allow_nan=False`),
 *   `undefined` at the top level, functions, symbols, non-plain objects (Date, Map, class
 *   instances: Python's `json.dumps` rejects them too), cycles and nesting deeper than
 *   {@link MAX_NESTING_DEPTH}.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined) throw new SignatureError('Cannot sign undefined');
  return write(value, 0, new Set());
}

function write(value: unknown, depth: number, ancestors: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return formatNumber(value);
    case 'bigint':
      return value.toString();
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value === null) return 'null';
      if (value instanceof LosslessNumber) return value.lexeme;
      return writeContainer(value, depth + 1, ancestors);
    default:
      throw new SignatureError(`Cannot sign a value of type ${typeof value}`);
  }
}

function writeContainer(value: object, depth: number, ancestors: Set<object>): string {
  if (ancestors.has(value)) throw new SignatureError('Cannot sign a circular structure');
  if (depth > MAX_NESTING_DEPTH) throw new SignatureError(`Nesting deeper than ${MAX_NESTING_DEPTH} levels`);
  ancestors.add(value);
  let out: string;
  if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (i > 0) out += ', ';
      out += item === undefined ? 'null' : write(item, depth, ancestors);
    }
    out += ']';
  } else {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) {
      throw new SignatureError(`Cannot sign a ${value.constructor?.name ?? 'non-plain'} object`);
    }
    const record = value as Record<string, unknown>;
    out = '{';
    let first = true;
    for (const key of orderedKeys(record)) {
      const member = record[key];
      if (member === undefined) continue;
      out += `${first ? '' : ', '}${quote(key)}: ${write(member, depth, ancestors)}`;
      first = false;
    }
    out += '}';
  }
  ancestors.delete(value);
  return out;
}

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) {
    throw new SignatureError(`Cannot sign ${value}: JSON has no NaN or Infinity`);
  }
  // -0 is a safe integer and String(-0) is "0", which is what Python prints for the int 0.
  return Number.isSafeInteger(value) ? String(value) : pythonFloatRepr(value);
}

const SHORT_ESCAPES: Record<number, string> = {
  0x22: '\\"',
  0x5c: '\\\\',
  0x0a: '\\n',
  0x0d: '\\r',
  0x09: '\\t',
  0x08: '\\b',
  0x0c: '\\f',
};

/** Python's `py_encode_basestring`: quote, escape `"`, `\` and C0 controls, nothing else. */
function quote(text: string): string {
  let out = '"';
  let runStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c !== 0x22 && c !== 0x5c) continue;
    out += text.slice(runStart, i) + (SHORT_ESCAPES[c] ?? `\\u00${c.toString(16).padStart(2, '0')}`);
    runStart = i + 1;
  }
  return `${out}${text.slice(runStart)}"`;
}
