import { API_ERROR_TEXTS, ENTITY_API_TEXTS } from '../core.js';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * The language of error bodies. The real service answers a few texts in English (Django REST
 * framework's unique-field message, Simple JWT's token texts) unless the request asks for
 * Spanish with `Accept-Language`, as Django's locale negotiation does; every other text is
 * Spanish already.
 */

/** The English texts the server answers by default, and their Spanish forms. */
const SPANISH: ReadonlyMap<string, string> = new Map([
  [API_ERROR_TEXTS.complaintDuplicate, ENTITY_API_TEXTS.complaintDuplicateEs],
  [API_ERROR_TEXTS.noActiveAccount, ENTITY_API_TEXTS.noActiveAccountEs],
  [API_ERROR_TEXTS.refreshInvalid, ENTITY_API_TEXTS.refreshInvalidEs],
  [API_ERROR_TEXTS.refreshBlacklisted, ENTITY_API_TEXTS.refreshBlacklistedEs],
]);

/** Languages the server has texts in; English first, so `*` or no preference keeps the defaults. */
const AVAILABLE = ['en', 'es'];

/**
 * Whether `Accept-Language` prefers Spanish among the languages the server has, negotiated by
 * `negotiator` (the library behind Express's and Fastify's `accepts`): `es-CO,es;q=0.9` → Spanish,
 * `en;q=0.3, es` → Spanish, `en-US,es;q=0.5` → English. Missing or unusable → false.
 */
export function prefersSpanish(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  return new Negotiator({ headers: { 'accept-language': value.slice(0, 500) } }).language(AVAILABLE) === 'es';
}

function translate(value: unknown): unknown {
  if (typeof value === 'string') return SPANISH.get(value) ?? value;
  if (Array.isArray(value)) return value.map(translate);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, translate(v)]));
  }
  return value;
}

/** An error body in the language the request asks for (only the default English texts change). */
export function inRequestLanguage<T extends Record<string, unknown>>(body: T, request: FastifyRequest): T {
  return prefersSpanish(request.headers['accept-language']) ? (translate(body) as T) : body;
}
