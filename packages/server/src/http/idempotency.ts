import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { IDEMPOTENCY_TEXTS as T } from '../core.js';
import type { Db } from '../db/driver.js';
import { ApiError, validationError } from './errors.js';

/**
 * `Idempotency-Key` on the filings (ADR 0030): the consumer's `POST /api/queja/` (also an entity's
 * registration through the entity API, same route), and a staff member's filing for a consumer.
 * A request that carries the header and repeats an earlier one of the same caller, route and key
 * gets the first answer again (with `Idempotent-Replayed: true`) and files nothing; the same key
 * with another request is refused (422); a key whose first request is still running answers
 * 409. Keys expire after {@link IDEMPOTENCY_KEY_HOURS}. Only successful answers are kept: after a
 * refusal (400, 403...) nothing was filed, and the corrected request may reuse its key. A key
 * whose first request never answered (its node died) is taken over by the same request after
 * {@link ABANDONED_AFTER_SECONDS} unless a complaint committed under it (recorded in the filing's
 * transaction): then the retry keeps getting the 409, and no second complaint is filed.
 */
export const IDEMPOTENT_ROUTES: readonly string[] = ['POST /api/queja/', 'POST /api/complaint_filing/'];

/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * A first request without an answer after this long was lost with its node (a filing takes
 * seconds once its body has arrived): a retry takes its key over when no complaint committed
 * under it.
 */
export const ABANDONED_AFTER_SECONDS = 120;

/** Visible ASCII, 1 to 255 characters (a UUID fits); the header may quote it (RFC 8941 string). */
const KEY = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key row this request owns (its first use), to store the answer in or release. */
    idempotency?: { callerId: number; route: string; key: string };
  }
}

/** The key the header carries, or `null` when it is not a usable key. */
export function parseIdempotencyKey(raw: string | string[]): string | null {
  if (Array.isArray(raw)) return null;
  const value = raw.trim();
  const unquoted = /^"[^"]*"$/.test(value) ? value.slice(1, -1) : value;
  return KEY.test(unquoted) ? unquoted : null;
}

/** JSON with object keys sorted, so a body's fingerprint does not depend on key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface Part {
  type: 'field' | 'file';
  value?: unknown;
  filename?: string;
  toBuffer?: () => Promise<Buffer>;
}

const isPart = (v: unknown): v is Part =>
  typeof v === 'object' && v !== null && 'fieldname' in v && 'type' in v;

/**
 * What makes two requests the same: the text fields and, for each file, its field, name and
 * content's SHA-256, as parsed (a multipart retry has a new boundary, so its bytes differ).
 */
async function fingerprintOf(request: FastifyRequest): Promise<string> {
  const body = request.body;
  let shape: unknown = body ?? null;
  if (request.isMultipart() && body && typeof body === 'object') {
    const fields: Record<string, unknown[]> = {};
    for (const [name, entry] of Object.entries(body as Record<string, unknown>)) {
      const parts = (Array.isArray(entry) ? entry : [entry]).filter(isPart);
      fields[name] = await Promise.all(
        parts.map(async (part) =>
          part.type === 'file'
            ? {
                file: String(part.filename ?? ''),
                sha256: createHash('sha256')
                  .update(part.toBuffer ? await part.toBuffer() : Buffer.alloc(0))
                  .digest('hex'),
              }
            : String(part.value ?? ''),
        ),
      );
    }
    shape = fields;
  }
  return createHash('sha256').update(stable(shape)).digest('hex');
}

/** Adds the hooks to the filing routes (call before the routes are registered). */
export function installIdempotency(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => IDEMPOTENT_ROUTES.includes(`${method} ${route.url}`))) return;
    // Documented in the OpenAPI document; the value itself is checked by claimKey (a Spanish 400).
    const schema = route.schema ?? {};
    const headers = (schema.headers ?? { type: 'object' }) as { properties?: Record<string, unknown> };
    route.schema = {
      ...schema,
      headers: {
        ...headers,
        properties: {
          ...headers.properties,
          'idempotency-key': {
            type: 'string',
            description: `Opcional. Clave de reintento (1 a 255 caracteres ASCII visibles, p. ej. un UUID): un reenvío con la misma clave y la misma solicitud responde lo mismo que la primera vez y no radica de nuevo; con otra solicitud, 422. Se guarda ${IDEMPOTENCY_KEY_HOURS} horas.`,
          },
        },
      },
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), claimKey(app)];
    route.preSerialization = [...[route.preSerialization ?? []].flat(), keepAnswer(app)];
    route.onSend = [...[route.onSend ?? []].flat(), releaseUnanswered(app)];
  });
}

/** Takes the key for this request, or answers the retry (first answer, 422 or 409) itself. */
function claimKey(app: FastifyInstance) {
  return async function idempotencyKey(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const raw = request.headers['idempotency-key'];
    if (raw === undefined) return undefined;
    const key = parseIdempotencyKey(raw);
    if (key === null) throw validationError({ [T.header]: [T.keyInvalid] });
    const user = request.user;
    if (!user) return undefined;
    const route = `${request.method} ${request.routeOptions.url}`;
    const fingerprint = await fingerprintOf(request);
    // New; expired and taken afresh; or the same request's, abandoned by a node that died before
    // any complaint committed under it.
    const claimed = await app.db.query(
      `INSERT INTO idempotency_keys (caller_id, route, key, fingerprint, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
       ON CONFLICT (caller_id, route, key) DO UPDATE
          SET fingerprint = EXCLUDED.fingerprint, status_code = NULL, response = NULL,
              complaint_id = NULL, created_at = now(), expires_at = EXCLUDED.expires_at
        WHERE idempotency_keys.expires_at < now()
           OR (idempotency_keys.fingerprint = EXCLUDED.fingerprint
               AND idempotency_keys.status_code IS NULL AND idempotency_keys.complaint_id IS NULL
               AND idempotency_keys.created_at < now() - make_interval(secs => $6))
       RETURNING 1`,
      [user.id, route, key, fingerprint, IDEMPOTENCY_KEY_HOURS, ABANDONED_AFTER_SECONDS],
    );
    if (claimed.rows.length > 0) {
      request.idempotency = { callerId: user.id, route, key };
      return undefined;
    }
    const { rows } = await app.db.query<{
      fingerprint: string;
      status_code: number | null;
      response: string | null;
    }>(
      'SELECT fingerprint, status_code, response FROM idempotency_keys WHERE caller_id = $1 AND route = $2 AND key = $3',
      [user.id, route, key],
    );
    const first = rows[0];
    if (first && first.fingerprint !== fingerprint) {
      throw new ApiError(422, { status_code: 422, detail: T.keyReused });
    }
    if (!first || first.status_code === null || first.response === null) {
      throw new ApiError(409, { status_code: 409, detail: T.keyInProgress }, { 'retry-after': '2' });
    }
    reply
      .code(first.status_code)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8');
    return reply.send(first.response);
  };
}

/** Keeps a successful first answer with its key, before it leaves (a retry right after it finds it). */
function keepAnswer(app: FastifyInstance) {
  return async function idempotencyAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    const owned = request.idempotency;
    if (!owned || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    await app.db.query(
      `UPDATE idempotency_keys SET status_code = $4, response = $5
        WHERE caller_id = $1 AND route = $2 AND key = $3`,
      [owned.callerId, owned.route, owned.key, reply.statusCode, JSON.stringify(payload)],
    );
    request.idempotency = undefined;
    return payload;
  };
}

/** A first request that did not succeed and filed nothing frees its key (one that filed keeps it). */
function releaseUnanswered(app: FastifyInstance) {
  return async function idempotencyRelease(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
    const owned = request.idempotency;
    if (!owned) return payload;
    request.idempotency = undefined;
    await app.db
      .query(
        `DELETE FROM idempotency_keys
          WHERE caller_id = $1 AND route = $2 AND key = $3 AND status_code IS NULL AND complaint_id IS NULL`,
        [owned.callerId, owned.route, owned.key],
      )
      .catch((err: unknown) => request.log.warn({ err }, 'idempotency key not released'));
    return payload;
  };
}

/** Records, in the filing's transaction `tx`, the complaint filed under the request's key (if it has one). */
export async function recordIdempotentFiling(
  tx: Db,
  request: FastifyRequest,
  complaintId: number,
): Promise<void> {
  const owned = request.idempotency;
  if (!owned) return;
  await tx.query(
    'UPDATE idempotency_keys SET complaint_id = $4 WHERE caller_id = $1 AND route = $2 AND key = $3',
    [owned.callerId, owned.route, owned.key, complaintId],
  );
}

/** Deletes the keys past their time (the idempotency-keys job). */
export async function deleteExpiredIdempotencyKeys(app: FastifyInstance): Promise<number> {
  const { rowCount } = await app.db.query('DELETE FROM idempotency_keys WHERE expires_at < now()');
  return rowCount;
}
