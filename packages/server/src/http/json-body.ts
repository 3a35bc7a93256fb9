import { JsonParseError, SERVER_TEXTS, parseLossless } from '../core.js';
import type { FastifyInstance } from 'fastify';
import { validationError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body text exactly as received (signatures are checked over its canonical form). */
    rawBody?: string;
    /**
     * The JSON body parsed losslessly (numbers as LosslessNumber, keys in the order sent): what
     * the signature is computed over, and what handlers read when a number lexeme matters.
     */
    losslessBody?: unknown;
  }
}

function isBlank(text: string): boolean {
  return text.trim() === '';
}

// Keys that would poison prototypes if a handler ever merged the body into another object.
function rejectPoisonedKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new SyntaxError('__proto__');
  if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) {
    throw new SyntaxError('constructor.prototype');
  }
  return value;
}

/**
 * Replaces Fastify's JSON parser with one that keeps the raw text (for signatures), parses it
 * losslessly too, treats an empty body as `{}` (Python clients sign `payload or {}`), and answers
 * malformed JSON with the entity-api 400 body instead of Fastify's English error.
 */
export function installJsonBodyParser(app: FastifyInstance, bodyLimit: number): void {
  app.removeContentTypeParser('application/json');
  // Only JSON and multipart bodies are part of the contract; plain text answers 415 like other types.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, raw, done) => {
    const text = raw as string;
    request.rawBody = text;
    if (isBlank(text)) {
      request.losslessBody = {};
      done(null, {});
      return;
    }
    try {
      request.losslessBody = parseLossless(text);
      const needsReviver = text.includes('__proto__') || text.includes('constructor');
      done(null, needsReviver ? JSON.parse(text, rejectPoisonedKeys) : JSON.parse(text));
    } catch (error) {
      const { line, column } = error instanceof JsonParseError ? error : { line: 1, column: 1 };
      done(
        validationError({ [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.malformedJson(line, column)] }),
        undefined,
      );
    }
  });
}
