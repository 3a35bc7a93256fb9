import multipart from '@fastify/multipart';
import { LIMITS } from './core.js';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { dbTargetFor, openDb, openReadReplica, type Db } from './db/driver.js';
import { readFromReplica } from './db/read-fallback.js';
import { migrate } from './db/migrate.js';
import { installErrorHandling } from './http/errors.js';
import { installIdempotency } from './http/idempotency.js';
import { installUploadRelease } from './domain/uploads/attach-uploads.js';
import { installInputGuards } from './http/input-guards.js';
import { installIntegerBounds } from './http/integer-bounds.js';
import { installJsonBodyParser } from './http/json-body.js';
import { installTransportSecurity } from './http/transport-security.js';
import { PendingCompilations, lazySerializerFactory, lazyValidatorFactory } from './http/lazy-compilers.js';
import { installAccessLog, loggerOptions, requestLoggerFactory } from './logger.js';
import { installAccessPolicy, publicAccess } from './access/route-policy.js';
import { installAuth } from './plugins/auth.js';
import { installCompression } from './plugins/compression.js';
import { installJobs } from './plugins/jobs.js';
import { installOpenApi } from './plugins/openapi.js';
import { installSignatureCheck } from './plugins/signature.js';
import { routeFolders } from './routes/route-folders.js';
import { CallerCache } from './services/caller-cache.js';
import { SecretBox } from './services/secret-box.js';
import { TokenService } from './services/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The resolved configuration. */
    config: AppConfig;
    /** The database (PGlite or PostgreSQL), migrated. */
    db: Db;
    /**
     * Where reads that may lag go (reports, search, exports): the read replica of
     * `DATABASE_REPLICA_URL`, or {@link db} itself when there is none.
     */
    readDb: Db;
    /** Encrypts secrets the server must read back (entity signing secrets, TOTP seeds). */
    secretBox: SecretBox;
    /** Route schemas are compiled on first use; this compiles the rest now (tests). */
    compileSchemas(): number;
  }
}

/** What tests (and the CLI) may hand to {@link buildApp} instead of letting it open its own. */
export interface AppDeps {
  /** An open database; the app migrates it but does not close it (unless `closeDb`). */
  db?: Db;
  /** Close the given `db` when the app closes (the server hands over the one it opened). */
  closeDb?: boolean;
  /** The clock of the token service. */
  now?: () => Date;
  /** Where log lines go (default stdout); tests read them to check redaction. */
  logStream?: NodeJS.WritableStream;
}

/** Registers every route folder (src/routes/route-folders.ts) under `/api`. */
async function registerRouteFolders(app: FastifyInstance): Promise<void> {
  for (const { folder, module } of await routeFolders()) {
    if (typeof module.routes !== 'function')
      throw new Error(`src/routes/${folder}/index.ts exports no routes`);
    await app.register(module.routes, { prefix: '/api' });
  }
}

/**
 * Builds the API server: logging, body parsing, the error contract, the database (migrated),
 * signatures, authentication, the OpenAPI document and every route folder. Listening is the
 * caller's business (`server.ts`); tests use `app.inject`.
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const pendingSchemas = new PendingCompilations();
  const app = Fastify({
    schemaController: {
      compilersFactory: {
        buildValidator: lazyValidatorFactory(pendingSchemas),
        buildSerializer: lazySerializerFactory(pendingSchemas),
      },
    },
    logger: loggerOptions(config.logLevel, deps.logStream),
    // One line per request instead of two (installAccessLog).
    logController: new LogController({ disableRequestLogging: true }),
    // A request's child logger is made only if the request logs something (RequestLogger).
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: {
      // Every problem at once, kept data for the messages, unknown fields reported (not removed).
      customOptions: {
        allErrors: true,
        verbose: true,
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
      },
    },
  });

  installAccessLog(app);
  installErrorHandling(app, config.bodyLimitBytes);
  // Before any route: every integer a client sends is bounded to PostgreSQL's integer range.
  installIntegerBounds(app);
  installTransportSecurity(app, config.publicUrl);
  installJsonBodyParser(app, config.bodyLimitBytes);
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: {
      fileSize: LIMITS.entityFileMaxMb * 1024 * 1024,
      files: 10,
      fields: 100,
      fieldSize: config.bodyLimitBytes,
      parts: 120,
    },
  });

  const ownsDb = deps.db === undefined || deps.closeDb === true;
  const db = deps.db ?? (await openDb(dbTargetFor(config)));
  app.decorate('config', config);
  app.decorate('compileSchemas', () => pendingSchemas.compileAll());
  app.decorate('db', db);
  let readDb = db;
  if (config.databaseReplicaUrl !== undefined) {
    try {
      // Reads that may lag stay up when the replica goes down: they go to the primary for a while.
      readDb = readFromReplica(await openReadReplica(config.databaseReplicaUrl), db, {
        down: (error, retryAt) =>
          app.log.warn(
            { err: error, retryAt: retryAt.toISOString() },
            'read replica unreachable: reports, search and exports read the primary',
          ),
        back: () => app.log.info('read replica reachable again: reports, search and exports read it'),
      });
    } catch (error) {
      if (ownsDb) await db.close();
      throw error;
    }
  }
  app.decorate('readDb', readDb);
  app.decorate('secretBox', new SecretBox(config.secretsKey));
  app.decorate(
    'tokens',
    new TokenService({
      db,
      secret: config.jwtSecret,
      accessTokenMinutes: config.accessTokenMinutes,
      refreshTokenHours: config.refreshTokenHours,
      now: deps.now,
    }),
  );
  app.decorate('callers', new CallerCache());
  let detachCallers: () => Promise<void> = async () => undefined;
  app.addHook('onClose', async () => {
    await detachCallers();
    if (ownsDb) await db.close();
    if (readDb !== db) await readDb.close();
  });
  try {
    await migrate(db);
    detachCallers = await app.callers.attach(db);
  } catch (error) {
    if (ownsDb) await db.close();
    if (readDb !== db) await readDb.close();
    throw error;
  }

  // A POST without any body validates (and signs) as `{}`, like an empty JSON object.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
  });
  installInputGuards(app);
  installSignatureCheck(app);
  installAuth(app);
  installAccessPolicy(app);
  installIdempotency(app);
  installUploadRelease(app);
  await installCompression(app);
  await installOpenApi(app);
  await registerRouteFolders(app);
  await installJobs(app);
  app.get('/healthz', { schema: { hide: true }, config: { access: publicAccess() } }, async () => ({
    status: 'ok',
  }));
  return app;
}
