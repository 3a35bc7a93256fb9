// The X-SFC-Signature of the supervised-entity API, written from its contract (entity-api.md,
// "Transport and signature") with nothing but Node's crypto: an integration team can read it
// and port it to their own language.
import { createHmac } from 'node:crypto';

/**
 * A number written exactly as given (`new RawNumber('500000.0')`). JavaScript has one number
 * type and writes 500000.0 as 500000; an amount whose lexeme matters (or an integer above 2^53)
 * goes through this wrapper so the body sent and the text signed carry the same digits.
 */
export class RawNumber {
  /** @param {string} lexeme a JSON number, e.g. "500000.0" */
  constructor(lexeme) {
    if (!/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(lexeme)) {
      throw new TypeError(`not a JSON number: ${lexeme}`);
    }
    this.lexeme = lexeme;
  }
}

function serialise(value, itemSeparator, keySeparator) {
  if (value === null) return 'null';
  if (value instanceof RawNumber) return value.lexeme;
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('NaN and Infinity are not JSON');
      return JSON.stringify(value);
    case 'string':
      // JSON.stringify escapes exactly what Python's json.dumps(..., ensure_ascii=False) escapes:
      // the quote, the backslash and control characters (\b \f \n \r \t, others as \u00xx).
      // Non-ASCII text and "/" stay as they are.
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) {
        return `[${value.map((v) => serialise(v, itemSeparator, keySeparator)).join(itemSeparator)}]`;
      }
      const entries = Object.entries(value).filter(([, v]) => v !== undefined);
      const fields = entries.map(
        ([k, v]) => `${JSON.stringify(k)}${keySeparator}${serialise(v, itemSeparator, keySeparator)}`,
      );
      return `{${fields.join(itemSeparator)}}`;
    }
    default:
      throw new TypeError(`cannot write a ${typeof value} as JSON`);
  }
}

/**
 * The text a JSON body is signed over: Python's `json.dumps(body, ensure_ascii=False)`, i.e.
 * keys in the order given, `", "` between items and `": "` after keys. (Keep key order in mind:
 * JavaScript puts integer-like keys such as "10" first in any object.)
 */
export function canonicalJson(value) {
  return serialise(value, ', ', ': ');
}

/** The body as sent: compact JSON with the same lexemes (the server signs its canonical form). */
export function compactJson(value) {
  return serialise(value, ',', ':');
}

/** HMAC-SHA256 of `text` (UTF-8) with the entity's signing secret, as 64 upper-case hex digits. */
export function sign(secret, text) {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex').toUpperCase();
}

/** Signature of a GET (or DELETE): the full absolute URL as requested, query included. */
export function signUrl(secret, absoluteUrl) {
  return sign(secret, absoluteUrl);
}

/** Signature of a JSON body (login, refresh, POST/PUT/PATCH). */
export function signBody(secret, body) {
  return sign(secret, canonicalJson(body));
}

/** Signature of the multipart upload: only `{"codigo_queja": ..., "type": ...}`, never the file. */
export function signUpload(secret, codigoQueja, type) {
  return sign(secret, canonicalJson({ codigo_queja: codigoQueja, type }));
}

/**
 * Signature of another multipart body (the answer to a requerimiento): its text fields, in the
 * order sent, as a JSON object (`{"texto": "..."}`); files are not signed. Line breaks as CRLF,
 * the form multipart sends them in.
 */
export function signFields(secret, fields) {
  const crlf = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, String(v).replace(/\r\n|\r|\n/g, '\r\n')]),
  );
  return sign(secret, canonicalJson(crlf));
}
