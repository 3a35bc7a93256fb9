import { createHmac } from 'node:crypto';
import {
  LosslessNumber,
  canonicalJson,
  multipartTextValue,
  signaturesEqual,
  storageSignaturePayloads,
  urlSignatureCandidates,
} from '../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badSignatureError, missingHeaderError, type ApiError } from '../http/errors.js';
import { publicBase } from '../http/pagination.js';
import { signingSecretEntries, signingSecretsForUsername } from '../services/entity-clients.js';
import { bearerVerdict, refreshRejectedError, routeRequiresAuth } from './auth.js';

/** The header carrying the HMAC (entity-api "Transport and signature"). */
export const SIGNATURE_HEADER = 'x-sfc-signature';

const URL_SIGNED = new Set(['GET', 'HEAD', 'DELETE']);

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * Whether a path is under `/api` and needs a signature: everything but the OpenAPI document and
 * the public statistics (open data for anyone, read-only, ADR 0043) and the ledger's public proofs
 * (ADR 0045).
 */
export function pathRequiresSignature(path: string): boolean {
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  if (path.startsWith('/api/public-statistics/')) return false;
  if (path.startsWith('/api/ledger/') && !path.startsWith('/api/ledger/complaints/')) return false;
  return !(path === '/api/docs' || path.startsWith('/api/docs/'));
}

/**
 * Whether this request needs a signature. The matched route decides, not the raw URL: the router
 * decodes the path, so `/%61pi/country/` reaches `/api/country/` and must be signed too. Without
 * a route (404), the raw and the decoded path are both considered.
 */
export function requiresSignature(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return pathRequiresSignature(route);
  const raw = pathOf(request.url);
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: judge by the raw path alone.
  }
  return pathRequiresSignature(raw) || pathRequiresSignature(decoded);
}

interface MultipartPart {
  type: 'field' | 'file';
  fieldname: string;
  value?: unknown;
}

function isPart(value: unknown): value is MultipartPart {
  return typeof value === 'object' && value !== null && 'fieldname' in value && 'type' in value;
}

/** Multipart text fields in the order received (a repeated field keeps its last value). */
function multipartTextFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [name, entry] of Object.entries(body)) {
    const parts = (Array.isArray(entry) ? entry : [entry]).filter(isPart).filter((p) => p.type === 'field');
    const last = parts[parts.length - 1];
    if (last) fields[name] = String(last.value ?? '');
  }
  return fields;
}

/** A multipart field as the client may have had it before sending: the text, or the number it spells. */
function fieldVariants(value: string | undefined): unknown[] {
  if (value === undefined) return [undefined];
  return /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(value) ? [value, new LosslessNumber(value)] : [value];
}

/**
 * Every text the request's signature may have been computed over:
 * - GET/HEAD/DELETE: the absolute URL (PUBLIC_URL or the request's own scheme and host, then the
 *   path and query as requested), raw and percent-decoded;
 * - multipart: `{"codigo_queja","type"}` in either key order (values as text or as the number they
 *   spell), or every text field in the order received, as received or with CRLF line breaks;
 * - otherwise the canonical form of the JSON body, `{}` when there is none.
 */
export function signaturePayloads(request: FastifyRequest, publicUrl: string | undefined): string[] {
  if (URL_SIGNED.has(request.method)) {
    const bases = new Set([publicBase(request, publicUrl), `${request.protocol}://${request.host}`]);
    return [...bases].flatMap((base) => urlSignatureCandidates(`${base}${request.url}`));
  }
  if (request.isMultipart()) {
    const fields = multipartTextFields(request.body);
    const payloads = new Set<string>();
    for (const codigo of fieldVariants(fields.codigo_queja)) {
      for (const type of fieldVariants(fields.type)) {
        for (const payload of storageSignaturePayloads({ codigo_queja: codigo, type })) payloads.add(payload);
      }
    }
    payloads.add(canonicalJson(fields));
    // Clients sign text fields with CRLF line breaks, the form the HTML spec sends them in; one
    // whose transport left a break as LF or CR signed the same CRLF text.
    payloads.add(
      canonicalJson(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, multipartTextValue(v)]))),
    );
    return [...payloads];
  }
  const body = request.losslessBody;
  if (body === undefined) return ['{}'];
  try {
    return [canonicalJson(body)];
  } catch {
    return [];
  }
}

/** Upper-case hex HMAC-SHA256, as core's `hmacSha256Hex`, computed natively (the hot path). */
function hmacSha256Hex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex').toUpperCase();
}

/** Payloads up to this length (signed URLs) have their HMAC remembered ({@link rememberedHmac}). */
const REMEMBERED_PAYLOAD_MAX = 1024;
/** How many HMACs are remembered per process (the oldest goes first). */
const REMEMBERED_HMAC_MAX = 10_000;
const hmacs = new Map<string, string>();

/**
 * The HMAC of a short payload under a secret, remembered: a client reading the same URL again
 * (a list polled, a page re-read) sends the same text, and the HMAC is the same every time, so it
 * is computed once. Keyed by secret and payload, an entry only ever answers for the very text and
 * key it was computed from; what is compared with the header is still the whole HMAC, in constant
 * time. A rotated or expired secret is simply no longer asked for.
 */
function rememberedHmac(secret: string, payload: string): string {
  if (payload.length > REMEMBERED_PAYLOAD_MAX) return hmacSha256Hex(secret, payload);
  const key = `${secret}\n${payload}`;
  let hmac = hmacs.get(key);
  if (hmac === undefined) {
    hmac = hmacSha256Hex(secret, payload);
    if (hmacs.size >= REMEMBERED_HMAC_MAX) hmacs.delete(hmacs.keys().next().value!);
    hmacs.set(key, hmac);
  }
  return hmac;
}

function matches(header: string, payloads: string[], secrets: string[]): boolean {
  let ok = false;
  // Every combination is computed: how many were tried must not depend on which one matched.
  for (const secret of secrets) {
    for (const payload of payloads) {
      if (signaturesEqual(rememberedHmac(secret, payload), header)) ok = true;
    }
  }
  return ok;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const [scheme, token] = header.trim().split(/\s+/);
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * The calling entity's current (and still overlapping) secrets: the entity is the user of the
 * Bearer token, of the refresh token in the body (`/token/refresh/`), or the username in the
 * body (`/login/`). Tokens are only signature-checked here; expiry is the auth hook's business.
 */
async function entitySecrets(app: FastifyInstance, request: FastifyRequest): Promise<string[]> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const userIds = new Set<number>();
  for (const token of [bearerToken(request), typeof body.refresh === 'string' ? body.refresh : null]) {
    if (!token) continue;
    const userId = await app.tokens.userIdIgnoringExpiry(token);
    if (userId !== null) userIds.add(userId);
  }
  const secrets: string[] = [];
  for (const userId of userIds) {
    secrets.push(
      ...(await app.callers.entitySecrets(userId, () => signingSecretEntries(app.db, app.secretBox, userId))),
    );
  }
  if (typeof body.username === 'string' && body.username.length <= 150) {
    secrets.push(...(await signingSecretsForUsername(app.db, app.secretBox, body.username)));
  }
  return secrets;
}

/**
 * Checks `X-SFC-Signature` on every `/api` request (but the OpenAPI document), after the body is
 * parsed and before schema validation and authentication: missing → 400 "missing header", wrong →
 * 400 "Verificación de firma fallida", unless the credentials are the reason (see
 * {@link authenticationProblem}). A request that identifies an entity API account (its token,
 * refresh token or login username) must carry that entity's signature; every other request the
 * portal's.
 */
export function installSignatureCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.method === 'OPTIONS' || !requiresSignature(request)) return;
    const raw = request.headers[SIGNATURE_HEADER];
    if (typeof raw !== 'string' || raw.trim() === '') throw missingHeaderError();
    const header = raw.trim().toUpperCase();
    const payloads = signaturePayloads(request, app.config.publicUrl);
    // An entity signs with its own key only: the portal's key ships in the public browser bundle,
    // so accepting it would let a leaked entity token be used without the entity's secret.
    const entityKeys = await entitySecrets(app, request);
    const accepted = entityKeys.length > 0 ? entityKeys : [app.config.signingSecret];
    if (matches(header, payloads, accepted)) return;
    throw (await authenticationProblem(app, request)) ?? badSignatureError();
  });
}

/**
 * Why a request whose signature did not verify is refused, when the reason is its credentials:
 * without a token that verifies the server cannot know whose key to check, so a client must hear
 * what it recovers from (refresh or log in again) rather than a signature error it loops on.
 * - a Bearer token that does not authenticate (forged, truncated, from another environment,
 *   expired, an inactive user) → the access-token 401;
 * - no Bearer token on a route that needs one → 400 "missing header";
 * - on the refresh route, a refresh token that does not verify → the refresh 401.
 * A token that does authenticate leaves the verdict to the signature: `null`.
 */
async function authenticationProblem(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ApiError | null> {
  const verdict = await bearerVerdict(app, request);
  if (verdict.kind === 'rejected') return verdict.error;
  if (verdict.kind === 'missing' && routeRequiresAuth(request)) return missingHeaderError();
  if (request.routeOptions.config?.refreshTokenBody) {
    const refresh = (request.body as { refresh?: unknown } | undefined)?.refresh;
    if (typeof refresh === 'string' && (await app.tokens.userIdIgnoringExpiry(refresh)) === null) {
      return refreshRejectedError('invalid');
    }
  }
  return null;
}
