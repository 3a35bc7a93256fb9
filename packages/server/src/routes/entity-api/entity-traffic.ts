import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityRef } from '../../db/repositories/users.js';
import { throttledError } from '../../http/errors.js';
import { recordAuditEvent } from '../../services/audit.js';
import { hitThrottle, type ThrottleRule } from '../../services/throttle.js';

/** A configuration value of the entity traffic that cannot be used. */
export class EntityTrafficConfigError extends Error {
  override name = 'EntityTrafficConfigError';
}

/** Requests an entity may make per window by default. */
export const DEFAULT_ENTITY_RATE: ThrottleRule = { limit: 120, windowSeconds: 60 };

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new EntityTrafficConfigError(`${name} must be a whole number`);
  return value;
}

/**
 * The per-entity limit: `ENTITY_RATE_LIMIT` requests (default 120) per
 * `ENTITY_RATE_WINDOW_SECONDS` (default 60); `ENTITY_RATE_LIMIT=0` turns it off (null).
 */
export function entityRateRule(env: NodeJS.ProcessEnv = process.env): ThrottleRule | null {
  const limit = wholeNumber(env, 'ENTITY_RATE_LIMIT', DEFAULT_ENTITY_RATE.limit);
  const windowSeconds = wholeNumber(env, 'ENTITY_RATE_WINDOW_SECONDS', DEFAULT_ENTITY_RATE.windowSeconds);
  if (limit === 0) return null;
  if (windowSeconds === 0) throw new EntityTrafficConfigError('ENTITY_RATE_WINDOW_SECONDS must be 1 or more');
  return { limit, windowSeconds };
}

/** The throttle counter of one entity (all its API accounts and nodes share it). */
export function entityThrottleKey(entity: EntityRef): string {
  return `entity-api:${entity.tipo_entidad}-${entity.entidad_cod}`;
}

/** The audit event name of an entity API call. */
export const ENTITY_AUDIT_EVENT = 'entity_api';

function entityCaller(request: FastifyRequest): { id: number; username: string; entity: EntityRef } | null {
  const user = request.user;
  if (!user?.isEntityClient || !user.entity) return null;
  return { id: user.id, username: user.username, entity: user.entity };
}

/**
 * Counts and records every call an entity's API account makes, on every route of the app:
 * - before the handler (after signature, token and validation), one hit on the entity's counter
 *   in the database; over the limit → 429 "Solicitud fue regulada (throttled). Se espera que esté
 *   disponible en N segundos." with `Retry-After`;
 * - as the answer goes out (its status known, before its first byte is sent), an `entity_api`
 *   audit event with method, path (no query string), route, status and entity; never a body, a
 *   header or a token. Committed without waiting for the WAL's flush (ADR 0049): an answered call
 *   is always recorded, even if this process dies right after, at the cost of one round trip.
 * Hooks added here apply to routes registered before and after (Fastify builds each route's
 * hooks when the app is ready), so the caller registers this at the root.
 */
export function installEntityTraffic(
  app: FastifyInstance,
  rule: ThrottleRule | null = entityRateRule(),
): void {
  app.addHook('preHandler', async (request) => {
    const caller = entityCaller(request);
    if (!caller || !rule) return;
    const state = await hitThrottle(app.db, entityThrottleKey(caller.entity), rule);
    if (!state.allowed) throw throttledError(state.retryAfterSeconds);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const caller = entityCaller(request);
    if (!caller) return payload;
    const path = request.url.split('?')[0] ?? '';
    try {
      await recordAuditEvent(
        app.db,
        {
          event: ENTITY_AUDIT_EVENT,
          success: reply.statusCode < 400,
          userId: caller.id,
          username: caller.username,
          ip: request.ip,
          detail: {
            method: request.method,
            path: path.slice(0, 300),
            route: request.routeOptions.url ?? null,
            status: reply.statusCode,
            entity: `${caller.entity.tipo_entidad}-${caller.entity.entidad_cod}`,
          },
        },
        { noFlushWait: true },
      );
    } catch (err) {
      request.log.error({ err }, 'entity API call not audited');
    }
    return payload;
  });
}
