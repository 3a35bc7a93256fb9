import { canonicalJson } from './canonical-json.js';
import { hmacSha256Hex } from './hmac-sha256.js';
import { parseLossless } from './parse-lossless.js';

/** What {@link signatureFor} needs to know about a request. */
export interface SignableRequest {
  /** HTTP method, any case. */
  method: string;
  /** The full absolute URL exactly as requested (scheme, host, path, query). */
  url: string;
  /**
   * The JSON body: a value (plain objects, arrays, LosslessNumber...) or the body text, which
   * is parsed with {@link parseLossless} first. `undefined`, `null` or blank text mean no body.
   */
  body?: unknown;
}

/** Methods whose signature covers the URL instead of the body (entity API, "Transport and signature"). */
const URL_SIGNED_METHODS = new Set(['GET', 'DELETE']);

/**
 * The exact text a request's signature is computed over:
 * - GET and DELETE: `request.url` as given (servers should also try {@link urlSignatureCandidates}).
 * - Every other method: `canonicalJson(body)`. A missing body signs as `{}`, because Python
 *   clients sign `json.dumps(payload or {}, ensure_ascii=False)`.
 * Multipart uploads to `/api/storage/` sign differently: see {@link storageSignaturePayloads}.
 *
 * @throws {JsonParseError} when the body is text that is not JSON.
 * @throws {SignatureError} when the body has no canonical form.
 */
export function signingPayloadFor(request: SignableRequest): string {
  const { body } = request;
  if (typeof body !== 'string' || URL_SIGNED_METHODS.has(request.method.toUpperCase()))
    return valuePayloadFor(request);
  return isJsonBlank(body) ? '{}' : canonicalJson(parseLossless(body));
}

/** {@link signingPayloadFor} of a body that is a value already (text is a JSON string, never parsed). */
export function valuePayloadFor({ method, url, body }: SignableRequest): string {
  if (URL_SIGNED_METHODS.has(method.toUpperCase())) return url;
  return body === undefined || body === null ? '{}' : canonicalJson(body);
}

/**
 * The `X-SFC-Signature` value for a request: {@link hmacSha256Hex} of {@link signingPayloadFor}.
 *
 * @throws {JsonParseError} when the body is text that is not JSON.
 * @throws {SignatureError} when the body has no canonical form.
 */
export function signatureFor(request: SignableRequest, secret: string): string {
  return hmacSha256Hex(secret, signingPayloadFor(request));
}

/**
 * {@link signatureFor} of a request whose body is a value, never text to parse: what the API
 * client signs (it sends the canonical JSON of that same value). It leaves the lossless JSON
 * parser out of the browser bundles, which never sign text bodies.
 *
 * @throws {SignatureError} when the body has no canonical form.
 */
export function signatureForValue(request: SignableRequest, secret: string): string {
  return hmacSha256Hex(secret, valuePayloadFor(request));
}

/**
 * The two texts a multipart `POST /api/storage/` signature may cover: the canonical JSON of
 * `{"codigo_queja": ..., "type": ...}` in that key order, then in the reverse order (clients
 * disagree). The file is never signed. A missing field (`undefined`) signs as `null`, like
 * Python's `data.get(...)`. Multipart fields arrive as text, so a client that signed a number
 * (`"codigo_queja": 123`) only matches if the caller passes the number.
 */
export function storageSignaturePayloads(fields: { codigo_queja: unknown; type: unknown }): [string, string] {
  const codigoQueja = fields.codigo_queja === undefined ? null : fields.codigo_queja;
  const type = fields.type === undefined ? null : fields.type;
  return [
    canonicalJson({ codigo_queja: codigoQueja, type }),
    canonicalJson({ type, codigo_queja: codigoQueja }),
  ];
}

function isJsonBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return false;
  }
  return true;
}
