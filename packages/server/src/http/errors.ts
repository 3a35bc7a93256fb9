import { API_ERROR_TEXTS, COMPLAINT_MESSAGES, ENTITY_API_TEXTS, MESSAGES, SERVER_TEXTS } from '../core.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { inRequestLanguage } from './language.js';
import { fieldErrorsFromValidation } from './validation-errors.js';

/** The 400 body for field problems: `{"status_code":400,"message":{field:[...]},"detail":"Error en API"}`. */
export interface ValidationBody {
  status_code: 400;
  message: Record<string, string[]>;
  detail: string;
}

/**
 * An error that carries the exact status and body the client must see. Throw it from any
 * handler or hook; the one error handler sends it as is.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

/** The validation body for `fields` (field name → messages; use SERVER_TEXTS.nonFieldKey for the whole body). */
export function validationBody(fields: Record<string, string[]>): ValidationBody {
  return { status_code: 400, message: fields, detail: API_ERROR_TEXTS.validationDetail };
}

/** A throwable validation error. */
export function validationError(fields: Record<string, string[]>): ApiError {
  return new ApiError(400, { ...validationBody(fields) });
}

/** Sends a 400 with field messages in the entity-api validation shape. */
export function sendValidationError(reply: FastifyReply, fields: Record<string, string[]>): FastifyReply {
  return reply.code(400).send(validationBody(fields));
}

/** The 404 body clients parse: `{"status_code":404,"detail":"No encontrado.","messages":[]}`. */
export function notFoundBody(): Record<string, unknown> {
  return { status_code: 404, detail: API_ERROR_TEXTS.notFound, messages: [] };
}

/** Sends the entity-api 404. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(notFoundBody());
}

/** A throwable 404. */
export function notFoundError(): ApiError {
  return new ApiError(404, notFoundBody());
}

/**
 * The real service's envelope for an error it passes on whole (Django REST framework's own body
 * goes under `messages`): `{"status_code": 401, "messages": {"detail": "Token is blacklisted",
 * "code": "token_not_valid"}, "detail": "Error APIException"}`.
 */
export function apiExceptionBody(
  statusCode: number,
  messages: Record<string, unknown>,
): { status_code: number; messages: Record<string, unknown>; detail: string } {
  return { status_code: statusCode, messages, detail: ENTITY_API_TEXTS.apiExceptionDetail };
}

/** The 405 for a method an `/api/` path does not take; `Allow` names the ones it does. */
export function methodNotAllowedError(method: string, allowed: readonly string[]): ApiError {
  return new ApiError(
    405,
    apiExceptionBody(405, { detail: COMPLAINT_MESSAGES.methodNotAllowed(method.slice(0, 20)) }),
    { allow: allowed.join(', ') },
  );
}

/** The 400 for a missing X-SFC-Signature or Authorization header. */
export function missingHeaderError(): ApiError {
  return new ApiError(400, { status_code: 400, detail: 'Error', message: API_ERROR_TEXTS.missingHeader });
}

/** The 400 for a signature that does not verify. */
export function badSignatureError(): ApiError {
  return new ApiError(400, { status_code: 400, detail: 'Error', message: API_ERROR_TEXTS.signatureFailed });
}

/** The 429 with the wait in seconds (also as Retry-After). */
export function throttledError(retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    { status_code: 429, detail: SERVER_TEXTS.throttledWait(seconds) },
    { 'retry-after': String(seconds) },
  );
}

/** The 503 "service unavailable" body. */
export function unavailableError(): ApiError {
  return new ApiError(503, { status_code: 503, detail: API_ERROR_TEXTS.unavailable });
}

// Connection-level failures (database down or restarting): the client should retry later.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '53300']);

function isUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  if (typeof error.code === 'string' && UNAVAILABLE_CODES.has(error.code)) return true;
  return typeof error.message === 'string' && /timeout exceeded when trying to connect/i.test(error.message);
}

// What busboy says about a body that is not valid multipart (it sets no status code).
const BROKEN_MULTIPART = /multipart|boundary|part header|unexpected end of (form|multipart)/i;

/** The parser's uncaught error on a malformed multipart body: the client's fault, so a 400. */
function isBrokenMultipart(error: FastifyError, request: FastifyRequest): boolean {
  return request.isMultipart() && error.statusCode === undefined && BROKEN_MULTIPART.test(error.message);
}

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${bytes} bytes`;
}

function toResponse(
  error: FastifyError & { body?: unknown },
  request: FastifyRequest,
  bodyLimit: number,
): { status: number; body: Record<string, unknown>; headers?: Record<string, string> } {
  if (error instanceof ApiError)
    return { status: error.statusCode, body: error.body, headers: error.headers };
  if (error.validation) {
    return {
      status: 400,
      body: { ...validationBody(fieldErrorsFromValidation(error.validation, error.validationContext)) },
    };
  }
  const nonField = (text: string) => ({
    status: 400,
    body: { ...validationBody({ [SERVER_TEXTS.nonFieldKey]: [text] }) },
  });
  if (isBrokenMultipart(error, request)) return nonField(SERVER_TEXTS.badRequest);
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return nonField(SERVER_TEXTS.bodyTooLarge(formatLimit(bodyLimit)));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const type = String(request.headers['content-type'] ?? '').split(';')[0] ?? '';
      return {
        status: 415,
        body: { status_code: 415, detail: SERVER_TEXTS.unsupportedMediaType(type.slice(0, 100)) },
      };
    }
    default:
      break;
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (bad URL, bad content length, malformed multipart...): the client's
    // fault, but the English internals stay in the log.
    return nonField(SERVER_TEXTS.badRequest);
  }
  if (isUnavailable(error)) {
    return { status: 503, body: { status_code: 503, detail: API_ERROR_TEXTS.unavailable } };
  }
  return { status: 500, body: { status_code: 500, detail: MESSAGES.internalServerError } };
}

/**
 * Which methods each route path takes, kept in a router built like the app's (find-my-way, the
 * router Fastify uses, with the app's options) from every route as it is added. Returns the
 * methods `path` (no query) takes; none for a path no route has.
 */
function methodsByPath(app: FastifyInstance): (path: string) => string[] {
  const { ignoreTrailingSlash, ignoreDuplicateSlashes, maxParamLength } =
    app.initialConfig.routerOptions ?? {};
  const table = FindMyWay({ ignoreTrailingSlash, ignoreDuplicateSlashes, maxParamLength });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      table.on(method, route.url, () => undefined);
      methods.add(method);
    }
  });
  return (path) => [...methods].filter((method) => table.find(method, path) !== null);
}

/**
 * Installs the one error handler and the 404 handler. Every 4xx body has a shape the clients
 * parse; a 5xx never carries internals (they go to the log with the request id). A method an
 * `/api/` path does not take is a 405, as the real service answers, not a 404.
 */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  const methodsOf = methodsByPath(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, headers } = toResponse(error, request, bodyLimit);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: error.code ?? error.name }, 'request rejected');
    if (headers) void reply.headers(headers);
    return reply.code(status).send(inRequestLanguage(body, request));
  });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const allowed = path.startsWith('/api/') ? methodsOf(path) : [];
    if (allowed.length > 0) throw methodNotAllowedError(request.method, allowed);
    return sendNotFound(reply);
  });
}
