import { SERVER_TEXTS } from '../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from './errors.js';

/**
 * Whether any string or number in `value` passes `test`. File bytes are never looked at: a Buffer
 * is skipped, and of a multipart part (@fastify/multipart's body fields) only a field's text
 * counts, not a file's content nor the part's links back to the whole body, which would have the
 * walk visit every part again at every level.
 */
function someLeaf(value: unknown, test: (leaf: string | number) => boolean, depth = 0): boolean {
  if (typeof value === 'string' || typeof value === 'number') return test(value);
  if (depth > 8 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if ('fieldname' in value && 'type' in value) {
    const part = value as { type: string; value?: unknown };
    return part.type === 'field' && someLeaf(part.value, test, depth + 1);
  }
  return Object.values(value).some((v) => someLeaf(v, test, depth + 1));
}

const holdsNul = (value: unknown) =>
  someLeaf(value, (leaf) => typeof leaf === 'string' && leaf.includes('\u0000'));

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any field would fail the query and answer 500.
 * Refuses it up front as a 400 on the field that carries it (query string or body).
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const fields: Record<string, string[]> = {};
  for (const source of [request.query, request.body]) {
    if (source === null || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      if (holdsNul(value) || key.includes('\u0000'))
        fields[key.split('\u0000').join('')] = [SERVER_TEXTS.fieldInvalid];
    }
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

const holdsNonFinite = (value: unknown) =>
  someLeaf(value, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf));

/**
 * Ajv coerces `"1e400"` to Infinity and lets it through an integer schema, bounds included (its
 * coercion does not re-check the result). After validation, a number that is not finite can only
 * come from such a text: a 400 on the field instead of an SQL error.
 */
export async function rejectNonFiniteNumbers(request: FastifyRequest): Promise<void> {
  const fields: Record<string, string[]> = {};
  for (const source of [request.query, request.params, request.body]) {
    if (source === null || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      if (holdsNonFinite(value)) fields[key] = [SERVER_TEXTS.fieldNotInteger];
    }
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

/** Installs the input checks on every route of the app (NUL characters, numbers out of range). */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('preHandler', rejectNonFiniteNumbers);
}
