import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions, FastifyRequest } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';

const SECRET_FIELDS = [
  'password',
  'new_password',
  'old_password',
  'otp',
  'code',
  'token',
  'refresh',
  'access',
  'secret',
  'signingSecret',
  'jwtSecret',
  'secretsKey',
  'totp_secret',
];

const HEADER_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-sfc-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-sfc-signature"]',
];

/**
 * Log paths censored by pino: credential headers, and secret-named fields at the top level and
 * up to two levels down (bodies, configs and errors that a handler might log).
 */
export const REDACT_PATHS = [
  ...HEADER_PATHS,
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

const SECRET_QUERY = /otp|token|code|pass|secret|signature|refresh|access/i;

/** The URL with the values of secret-looking query parameters replaced (`/mfa-otp/?otp=[redacted]`). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_QUERY.test(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/**
 * Fastify logger options: structured JSON (pino), secrets redacted, query secrets masked. Without
 * a `stream`, lines go to stdout asynchronously: a request never waits for its log line to be
 * written (a synchronous write to a slow pipe would hold every request behind it).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream: stream ?? (level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false })),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}

/**
 * One log line per answered request (`request completed`: method, URL with secret query values
 * masked, host, address, status, milliseconds), in place of Fastify's two (`incoming request` and
 * `request completed`, turned off by the log controller's `disableRequestLogging`). The line is built from those
 * fields only, never from headers or bodies, so it is written by a child logger without the
 * redaction paths: matching the root's wildcard paths cost more per request than everything else
 * the line needs (ADR 0025). Every other line (handlers, errors) keeps the root's redaction.
 */
export function installAccessLog(app: FastifyInstance): void {
  const access = app.log.child({}, { redact: { paths: [] } });
  app.addHook('onResponse', async (request, reply) => {
    access.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
}

/**
 * A request's logger, made when the request first logs a line. Fastify gives every request a
 * child logger with its `reqId`; making one runs the root's redaction over the bindings (its
 * wildcard paths), which cost more than the access line itself, and most requests log nothing
 * else than that line (written by {@link installAccessLog}, not through this logger).
 */
export class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    call(this.logger, 'fatal', args);
  }
  error(...args: unknown[]): void {
    call(this.logger, 'error', args);
  }
  warn(...args: unknown[]): void {
    call(this.logger, 'warn', args);
  }
  info(...args: unknown[]): void {
    call(this.logger, 'info', args);
  }
  debug(...args: unknown[]): void {
    call(this.logger, 'debug', args);
  }
  trace(...args: unknown[]): void {
    call(this.logger, 'trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

function call(logger: FastifyBaseLogger, level: LevelName, args: unknown[]): void {
  (logger[level] as (...a: unknown[]) => void).apply(logger, args);
}

/** Fastify's `childLoggerFactory`: a {@link RequestLogger}. */
export function requestLoggerFactory(
  this: FastifyInstance,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
