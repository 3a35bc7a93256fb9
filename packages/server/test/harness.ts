import { canonicalJson, hmacSha256Hex, parseLossless } from '@sfc/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import type { Db } from '../src/db/driver.js';
import { openPgliteInMemory } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';

/** The portal's signing key in tests. */
export const TEST_PORTAL_SECRET = 'test-portal-signing-secret';
/** The Host every test request is sent with, so signed URLs are `http://api.test/...`. */
export const TEST_HOST = 'api.test';

/** A configuration for tests: quiet logs, fixed portal key, random JWT key, `overrides` last. */
export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SFC_SIGNING_SECRET: TEST_PORTAL_SECRET,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: 'test-secrets-key',
    LOG_LEVEL: 'silent',
    // As in production, links (`next`) are built from the configured public address.
    PUBLIC_URL: `http://${TEST_HOST}`,
    // Periodic jobs only when a test runs them (app.jobs.runNow), never in the middle of one.
    ENTITY_ACK_JOB_SECONDS: '0',
    DEADLINE_ALERTS_JOB_SECONDS: '0',
    EARLY_WARNING_ALERTS_JOB_SECONDS: '0',
    DAY_COUNTS_JOB_SECONDS: '0',
    MAIL_OUTBOX_JOB_SECONDS: '0',
    IDEMPOTENCY_KEYS_JOB_SECONDS: '0',
    DRAFTS_JOB_SECONDS: '0',
    LEDGER_HEAD_JOB_SECONDS: '0',
    SEARCH_RECENT_INDEX_JOB_SECONDS: '0',
  });
  return { ...config, ...overrides };
}

/** A request for {@link signedInject}. */
export interface SignedRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query as sent (`/api/country/?page=2`). */
  url: string;
  /** A value (sent as compact JSON) or the exact body text. */
  body?: unknown;
  /** Key to sign with (default: the portal's); `null` sends no X-SFC-Signature. */
  secret?: string | null;
  /** Use this signature instead of computing one. */
  signature?: string;
  /** Sign this text instead of what the server should reconstruct (to test mismatches). */
  signedPayload?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
  /** The client address the server sees (default 127.0.0.1); throttling counts per address. */
  remoteAddress?: string;
}

/** The signing payload a correct client would use for `request`. */
export function clientPayload(request: SignedRequest): string {
  const method = request.method ?? 'GET';
  if (method === 'GET' || method === 'DELETE') return `http://${TEST_HOST}${request.url}`;
  if (request.body === undefined) return '{}';
  return typeof request.body === 'string'
    ? canonicalJson(parseLossless(request.body))
    : canonicalJson(request.body);
}

/** Sends `request` to `app` signed as a client would sign it. */
export function signedInject(app: FastifyInstance, request: SignedRequest): Promise<LightMyRequestResponse> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { host: TEST_HOST, ...request.headers };
  const secret = request.secret === undefined ? TEST_PORTAL_SECRET : request.secret;
  if (request.signature !== undefined) headers['x-sfc-signature'] = request.signature;
  else if (secret !== null) {
    headers['x-sfc-signature'] = hmacSha256Hex(secret, request.signedPayload ?? clientPayload(request));
  }
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let payload: string | undefined;
  if (request.body !== undefined) {
    payload = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    headers['content-type'] ??= 'application/json';
  }
  return app.inject({ method, url: request.url, headers, payload, remoteAddress: request.remoteAddress });
}

/** What a suite gets: its driver's database, a config, an app, and helpers. */
export interface DriverContext {
  readonly driver: 'pglite' | 'postgres';
  readonly db: Db;
  readonly config: AppConfig;
  /** An app built on {@link DriverContext.db} for the whole file. */
  readonly app: FastifyInstance;
  /** Another app on the same database (closed after the suite), e.g. with other settings. */
  buildApp(options?: { config?: Partial<AppConfig>; deps?: AppDeps }): Promise<FastifyInstance>;
  /** {@link signedInject} on {@link DriverContext.app}. */
  request(request: SignedRequest): Promise<LightMyRequestResponse>;
}

interface Resources {
  db: Db;
  dataDir: string;
  cleanup: () => Promise<void>;
  /** The database's URL (PostgreSQL only). */
  url?: string;
}

/** The run's migrated PGlite tarball, read once per worker (the worker keeps its modules). */
let pgliteDump: { path: string; blob: Blob } | undefined;

/**
 * A fresh PGlite database restored in memory from the run's migrated tarball (test/global-setup.ts),
 * with a data folder of its own for uploads and mails. Restoring a tarball in memory takes a
 * fraction of copying the 1,300-file folder and opening it from disk; the engine, extensions and
 * SQL are the same, and the on-disk folder is what the crash test (test/crash-filings.test.ts)
 * and the end-to-end suite run on.
 */
async function pgliteResources(): Promise<Resources> {
  const path = inject('pgliteDump');
  if (pgliteDump?.path !== path) pgliteDump = { path, blob: new Blob([readFileSync(path)]) };
  const root = mkdtempSync(join(tmpdir(), 'sfc-server-test-'));
  const db = await openPgliteInMemory(pgliteDump.blob);
  return {
    db,
    dataDir: root,
    cleanup: async () => {
      await db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh PostgreSQL database cloned from the run's migrated template, with its URL (for tests
 * that start server processes on it); `cleanup` drops it. Throws when PostgreSQL is unavailable.
 */
export function freshPostgresDatabase(): Promise<Resources & { url: string }> {
  const postgres = inject('postgres');
  if ('skipReason' in postgres) throw new Error(postgres.skipReason);
  return postgresResources(postgres.template, postgres.adminUrl) as Promise<Resources & { url: string }>;
}

async function postgresResources(template: string, adminUrl: string): Promise<Resources> {
  const name = `sfc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  const root = mkdtempSync(join(tmpdir(), 'sfc-server-test-'));
  return {
    db,
    dataDir: root,
    url: url.toString(),
    cleanup: async () => {
      await db.close();
      rmSync(root, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

function suite(name: string, driver: 'pglite' | 'postgres', body: (ctx: DriverContext) => void): void {
  let resources: Resources | undefined;
  let config: AppConfig | undefined;
  let app: FastifyInstance | undefined;
  const extraApps: FastifyInstance[] = [];
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside tests and hooks`);
    return value;
  };
  const ctx: DriverContext = {
    driver,
    get db() {
      return ready(resources, 'ctx.db').db;
    },
    get config() {
      return ready(config, 'ctx.config');
    },
    get app() {
      return ready(app, 'ctx.app');
    },
    async buildApp(options = {}) {
      const built = await buildApp(
        { ...ready(config, 'ctx.config'), ...options.config },
        { db: ready(resources, 'ctx.db').db, ...options.deps },
      );
      extraApps.push(built);
      return built;
    },
    request: (request) => signedInject(ready(app, 'ctx.app'), request),
  };

  describe(`${name} [${driver}]`, () => {
    beforeAll(async () => {
      if (driver === 'pglite') resources = await pgliteResources();
      else {
        const postgres = inject('postgres');
        if ('skipReason' in postgres) throw new Error(postgres.skipReason);
        resources = await postgresResources(postgres.template, postgres.adminUrl);
      }
      config = testConfig(resources.dataDir);
      app = await buildApp(config, { db: resources.db });
    });
    afterAll(async () => {
      for (const extra of extraApps) await extra.close();
      await app?.close();
      await resources?.cleanup();
    });
    body(ctx);
  });
}

/**
 * Declares the same suite twice: on PGlite and on a fresh PostgreSQL database (cloned from the
 * run's migrated template, dropped afterwards). Without a reachable PostgreSQL the second copy is
 * skipped and its name says why (REQUIRE_POSTGRES=1 fails the run instead, in global setup).
 */
export function describeOnBothDrivers(name: string, body: (ctx: DriverContext) => void): void {
  suite(name, 'pglite', body);
  const postgres = inject('postgres');
  if ('skipReason' in postgres) {
    describe.skip(`${name} [postgres] — skipped: ${postgres.skipReason}`, () => body(unavailableContext()));
  } else {
    suite(name, 'postgres', body);
  }
}

/**
 * Declares a suite on a fresh PostgreSQL database only: for wide matrices whose subject is the
 * routes' rules, where a second run on PGlite would only double the time. Without a reachable
 * PostgreSQL it is skipped and its name says why (REQUIRE_POSTGRES=1 fails the run instead).
 */
export function describeOnPostgres(name: string, body: (ctx: DriverContext) => void): void {
  const postgres = inject('postgres');
  if ('skipReason' in postgres) {
    describe.skip(`${name} [postgres] — skipped: ${postgres.skipReason}`, () => body(unavailableContext()));
  } else {
    suite(name, 'postgres', body);
  }
}

/**
 * Declares a suite on PGlite only: for long property-based runs whose subject is the HTTP layer
 * (the same on both drivers), where running twice would only double the time.
 */
export function describeOnPglite(name: string, body: (ctx: DriverContext) => void): void {
  suite(name, 'pglite', body);
}

function unavailableContext(): DriverContext {
  const fail = (): never => {
    throw new Error('PostgreSQL is not available');
  };
  return {
    driver: 'postgres',
    get db() {
      return fail();
    },
    get config() {
      return fail();
    },
    get app() {
      return fail();
    },
    buildApp: fail,
    request: fail,
  };
}
