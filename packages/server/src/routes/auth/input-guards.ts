import { SERVER_TEXTS } from '../../core.js';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../../http/errors.js';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  // Multipart parts: only their text value counts, never a file's bytes.
  if ('fieldname' in value && 'type' in value) {
    return (
      (value as { type: string }).type === 'field' &&
      holdsNul((value as { value?: unknown }).value, depth + 1)
    );
  }
  return Object.values(value).some((v) => holdsNul(v, depth + 1));
}

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

// What busboy says about a body that is not valid multipart (it sets no status code).
const BROKEN_MULTIPART = /multipart|boundary|part header|unexpected end of (form|multipart)/i;

/**
 * Guards every route of the plugin it is installed in: NUL characters answer 400, and a malformed
 * multipart body answers 400 instead of the parser's uncaught error (a 500). Other errors go on
 * to the app's error handler unchanged.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', rejectNulCharacters);
  app.setErrorHandler(async (error: FastifyError, request) => {
    if (request.isMultipart() && error.statusCode === undefined && BROKEN_MULTIPART.test(error.message)) {
      throw validationError({ [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.badRequest] });
    }
    throw error;
  });
}
