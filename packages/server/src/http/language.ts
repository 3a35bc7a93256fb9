import { API_ERROR_TEXTS, ENTITY_API_TEXTS } from '../core.js';
import type { FastifyRequest } from 'fastify';

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

/** Languages the server has texts in; the first of them the client prefers wins. */
const AVAILABLE = new Set(['es', 'en']);

/** An RFC 9110 weight (`q=0` to `q=1`, three decimals at most; 1 when absent); anything else NaN. */
function quality(weight: string | undefined): number {
  if (weight === undefined) return 1;
  return /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i.test(weight) ? Number(weight.slice(2)) : Number.NaN;
}

/**
 * Whether `Accept-Language` prefers Spanish among the languages the server has: the ranges in
 * order of their `q` (1 when absent; ties keep the order sent), the first whose primary subtag
 * is `es` or `en` decides (`es-CO,es;q=0.9` → Spanish, `en;q=0.3, es` → Spanish,
 * `en-US,es;q=0.5` → English). Missing or unusable → false (the default texts).
 */
export function prefersSpanish(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranges = text
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: quality(weight), index };
    })
    .filter((r) => AVAILABLE.has(r.primary) && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges[0]?.primary === 'es';
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
