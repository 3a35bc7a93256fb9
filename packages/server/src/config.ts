import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** The development signing key used when SFC_SIGNING_SECRET is unset; printed as such at start. */
export const DEV_SIGNING_SECRET = 'sfc-development-signing-secret-not-for-production';

/** How the captcha check of registration, recovery and technical support is done. */
export type CaptchaMode = 'pow' | 'recaptcha';

/** Everything the server reads from its environment, resolved once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; holds the PGlite data folder, the outbox, uploads and the generated JWT key. */
  dataDir: string;
  /** A PostgreSQL URL; undefined means PGlite in `dataDir/pgdata`. */
  databaseUrl: string | undefined;
  /**
   * A PostgreSQL read replica's URL (streaming standby of `databaseUrl`): reads that may lag
   * (reports, search, exports) go there; undefined means they read `databaseUrl` too.
   */
  databaseReplicaUrl: string | undefined;
  /** The portal's HMAC key for X-SFC-Signature. */
  signingSecret: string;
  /** True when SFC_SIGNING_SECRET was unset and the public development default is in use. */
  signingSecretIsDefault: boolean;
  jwtSecret: string;
  /** Where the JWT key came from: the environment, or a file generated in DATA_DIR. */
  jwtSecretSource: 'env' | 'data-dir';
  /** Key material for encrypting entity signing secrets at rest (SECRETS_KEY, else JWT_SECRET). */
  secretsKey: string;
  /** Ed25519 private key (64 hex digits) that signs the ledger's tree heads; unset: the development key (ADR 0046). */
  ledgerSigningKey?: string;
  /** How often a signed tree head of the ledger is published (seconds; 0: never; default hourly). */
  ledgerHeadJobSeconds?: number;
  accessTokenMinutes: number;
  refreshTokenHours: number;
  smtpUrl: string | undefined;
  /** Absolute base URL (scheme, host, optional path) used for `next` links and signed URLs. */
  publicUrl: string | undefined;
  /** Days before a complaint in which an earlier one of the same consumer and entity is a duplicate candidate (ADR 0015). */
  duplicateWindowDays: number;
  captchaMode: CaptchaMode;
  recaptchaSecret: string | undefined;
  /** Trust X-Forwarded-* headers (set when running behind a reverse proxy). */
  trustProxy: boolean;
  /** Largest accepted JSON body in bytes. */
  bodyLimitBytes: number;
  logLevel: string;
  /** Stored files no record owns are deleted once older than this (a filing never takes as long). */
  orphanFileMinutes: number;
  /** How often the orphan-file sweep runs (also once at start); 0 turns it off. */
  orphanSweepMinutes: number;
  /** How often the 48-hour acknowledgement job looks for overdue complaints (seconds; 0: never). */
  entityAckJobSeconds: number;
  /** How often the deadline-alert job raises "Vencimiento próximo" alerts (seconds; 0: never). */
  deadlineAlertsJobSeconds: number;
  /** How often the early-warning job scans this month and the last for entities' alerts (seconds; 0: never). */
  earlyWarningAlertsJobSeconds: number;
  /** How often the day counts' deltas are folded (seconds; 0: never; ADR 0026). */
  dayCountsJobSeconds: number;
  /** How often the public statistics' job looks for a newly closed day to recompute (seconds; 0: never; ADR 0043). */
  publicStatisticsJobSeconds: number;
  /** How often the mail outbox is swept for what a crash or a failed delivery left (seconds; 0: never). */
  mailOutboxJobSeconds: number;
  /** How often expired Idempotency-Keys of the filings are deleted (seconds; 0: never). */
  idempotencyKeysJobSeconds: number;
  /** How often expired drafts of forms are deleted (seconds; 0: never; ADR 0041). */
  draftsJobSeconds: number;
  /** How often an idle job worker polls PostgreSQL for new jobs (seconds, ≥ 0.5). */
  jobPollingSeconds: number;
  /** Whether this node runs job workers (JOB_WORKERS=0: it only queues jobs, others run them). */
  jobWorkers: boolean;
  /**
   * Registrations accepted from one IP address per hour. One public address may stand for a whole
   * attention office (a kiosk, a NAT), so operators can raise it; bots are held by the captcha too.
   */
  registrationsPerIpHour: number;
  /** Shortest wait between two one-time codes of one purpose for one account (default 60 s). */
  otpResendSeconds: number;
  /** Most one-time codes of one purpose for one account in any hour (default 5). */
  otpCodesPerHour: number;
  /** Staff complaint lists count exactly up to this many rows, then estimate (ADR 0020). */
  exactCountLimit: number;
  /** Most matches one complaint search ranks and lists, the ones registered last (ADRs 0020, 0027). */
  searchRankLimit: number;
  /**
   * How many of the newest complaints a search reads in filing order before it turns to the text
   * index for older matches (ADR 0028).
   */
  searchRecentWindow: number;
  /**
   * About how many of the newest complaints the search's recent text index holds; it is built
   * once there are twice as many complaints, and built again past twice as many (ADR 0060).
   */
  searchRecentIndexSpan: number;
  /** How often the recent text index is checked, and built again when due (seconds; 0: never; ADR 0060). */
  searchRecentIndexJobSeconds: number;
}

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function pollingSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0.5)
    throw new ConfigError(`${name} must be a number of seconds ≥ 0.5`);
  return value;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(`${name} must be a positive integer`);
  return value;
}

function nonNegativeInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be 0 or a positive integer`);
  return value;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/**
 * Reads the JWT key from DATA_DIR, creating it on first use, so tokens survive restarts of a
 * development server without anyone having to invent a secret.
 */
function persistedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * With NODE_ENV=production the public development signing key, and a JWT key that each node
 * would generate for itself (tokens of one node refused by the next), are configuration errors.
 */
function refuseDevelopmentSecrets(signingSecret: string | undefined, jwtSecret: string | undefined): void {
  if (signingSecret === undefined || signingSecret === DEV_SIGNING_SECRET) {
    throw new ConfigError(
      'NODE_ENV=production needs SFC_SIGNING_SECRET (the development signing key is public)',
    );
  }
  if (jwtSecret === undefined || jwtSecret.length < 32) {
    throw new ConfigError(
      'NODE_ENV=production needs JWT_SECRET (at least 32 characters, the same on every node)',
    );
  }
}

/**
 * Resolves the configuration from environment variables with safe local defaults. Creates
 * DATA_DIR (and its parents) because PGlite and the outbox expect it to exist. A relative
 * DATA_DIR is taken from the directory npm was started in (INIT_CWD), so `npm start` and
 * `npm run manage` from the repository root use the same folder.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const base = env.INIT_CWD ?? process.cwd();
  const rawDataDir = optional(env, 'DATA_DIR') ?? './.data';
  const dataDir = isAbsolute(rawDataDir) ? rawDataDir : resolve(base, rawDataDir);
  mkdirSync(dataDir, { recursive: true });

  const captchaMode = (optional(env, 'CAPTCHA_MODE') ?? 'pow') as CaptchaMode;
  if (captchaMode !== 'pow' && captchaMode !== 'recaptcha') {
    throw new ConfigError('CAPTCHA_MODE must be "pow" or "recaptcha"');
  }
  const recaptchaSecret = optional(env, 'RECAPTCHA_SECRET');
  if (captchaMode === 'recaptcha' && !recaptchaSecret) {
    throw new ConfigError('CAPTCHA_MODE=recaptcha needs RECAPTCHA_SECRET');
  }

  const publicUrl = optional(env, 'PUBLIC_URL')?.replace(/\/+$/, '');
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+/.test(publicUrl)) {
    throw new ConfigError('PUBLIC_URL must be an absolute http(s) URL');
  }

  const signingSecret = optional(env, 'SFC_SIGNING_SECRET');
  const envJwt = optional(env, 'JWT_SECRET');
  if (env.NODE_ENV === 'production') refuseDevelopmentSecrets(signingSecret, envJwt);
  // Links in answers and mails (next pages, file links, recovery) come from it; without it they
  // would name the Host header any client can choose.
  if (env.NODE_ENV === 'production' && publicUrl === undefined) {
    throw new ConfigError('NODE_ENV=production needs PUBLIC_URL (the https address clients use)');
  }
  const jwtSecret = envJwt ?? persistedJwtSecret(dataDir);
  if (optional(env, 'DATABASE_REPLICA_URL') !== undefined && optional(env, 'DATABASE_URL') === undefined) {
    throw new ConfigError(
      'DATABASE_REPLICA_URL needs DATABASE_URL (the replica is a standby of that PostgreSQL)',
    );
  }

  return {
    port: positiveInt(env, 'PORT', 8080),
    host: optional(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl: optional(env, 'DATABASE_URL'),
    databaseReplicaUrl: optional(env, 'DATABASE_REPLICA_URL'),
    signingSecret: signingSecret ?? DEV_SIGNING_SECRET,
    signingSecretIsDefault: signingSecret === undefined,
    jwtSecret,
    jwtSecretSource: envJwt ? 'env' : 'data-dir',
    secretsKey: optional(env, 'SECRETS_KEY') ?? jwtSecret,
    ledgerSigningKey: optional(env, 'LEDGER_SIGNING_KEY'),
    ledgerHeadJobSeconds: nonNegativeInt(env, 'LEDGER_HEAD_JOB_SECONDS', 3600),
    accessTokenMinutes: positiveInt(env, 'ACCESS_TOKEN_MINUTES', 30),
    refreshTokenHours: positiveInt(env, 'REFRESH_TOKEN_HOURS', 12),
    smtpUrl: optional(env, 'SMTP_URL'),
    publicUrl,
    captchaMode,
    recaptchaSecret,
    trustProxy: optional(env, 'TRUST_PROXY') === '1' || optional(env, 'TRUST_PROXY') === 'true',
    bodyLimitBytes: positiveInt(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    orphanFileMinutes: positiveInt(env, 'ORPHAN_FILE_MINUTES', 10),
    duplicateWindowDays: positiveInt(env, 'DUPLICATE_WINDOW_DAYS', 60),
    orphanSweepMinutes: nonNegativeInt(env, 'ORPHAN_SWEEP_MINUTES', 5),
    registrationsPerIpHour: positiveInt(env, 'REGISTRATIONS_PER_IP_HOUR', 10),
    entityAckJobSeconds: nonNegativeInt(env, 'ENTITY_ACK_JOB_SECONDS', 60),
    deadlineAlertsJobSeconds: nonNegativeInt(env, 'DEADLINE_ALERTS_JOB_SECONDS', 300),
    earlyWarningAlertsJobSeconds: nonNegativeInt(env, 'EARLY_WARNING_ALERTS_JOB_SECONDS', 3600),
    dayCountsJobSeconds: nonNegativeInt(env, 'DAY_COUNTS_JOB_SECONDS', 60),
    publicStatisticsJobSeconds: nonNegativeInt(env, 'PUBLIC_STATISTICS_JOB_SECONDS', 3600),
    mailOutboxJobSeconds: nonNegativeInt(env, 'MAIL_OUTBOX_JOB_SECONDS', 30),
    idempotencyKeysJobSeconds: nonNegativeInt(env, 'IDEMPOTENCY_KEYS_JOB_SECONDS', 3600),
    draftsJobSeconds: nonNegativeInt(env, 'DRAFTS_JOB_SECONDS', 3600),
    jobPollingSeconds: pollingSeconds(env, 'JOB_POLLING_SECONDS', 2),
    jobWorkers: optional(env, 'JOB_WORKERS') !== '0' && optional(env, 'JOB_WORKERS') !== 'false',
    otpResendSeconds: positiveInt(env, 'OTP_RESEND_SECONDS', 60),
    otpCodesPerHour: positiveInt(env, 'OTP_CODES_PER_HOUR', 5),
    exactCountLimit: positiveInt(env, 'EXACT_COUNT_LIMIT', 10_000),
    searchRankLimit: positiveInt(env, 'SEARCH_RANK_LIMIT', 200),
    searchRecentWindow: positiveInt(env, 'SEARCH_RECENT_WINDOW', 5_000),
    searchRecentIndexSpan: positiveInt(env, 'SEARCH_RECENT_INDEX_SPAN', 100_000),
    searchRecentIndexJobSeconds: nonNegativeInt(env, 'SEARCH_RECENT_INDEX_JOB_SECONDS', 3600),
  };
}
