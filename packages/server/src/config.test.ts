import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ConfigError, DEV_SIGNING_SECRET, loadConfig } from './config.js';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sfc-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('has safe local defaults and flags the development signing key', () => {
  const base = scratch();
  const config = loadConfig({ INIT_CWD: base });
  expect(config).toMatchObject({
    port: 8080,
    dataDir: join(base, '.data'),
    databaseUrl: undefined,
    signingSecret: DEV_SIGNING_SECRET,
    signingSecretIsDefault: true,
    jwtSecretSource: 'data-dir',
    accessTokenMinutes: 30,
    refreshTokenHours: 12,
    captchaMode: 'pow',
  });
  expect(statSync(config.dataDir).isDirectory()).toBe(true);
});

it('generates the JWT key once, keeps it private in DATA_DIR and reuses it', () => {
  const dataDir = join(scratch(), 'nested', 'data');
  const first = loadConfig({ DATA_DIR: dataDir });
  const second = loadConfig({ DATA_DIR: dataDir });
  expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
  expect(second.jwtSecret).toBe(first.jwtSecret);
  expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
});

it('reads every variable', () => {
  const config = loadConfig({
    DATA_DIR: scratch(),
    PORT: '9000',
    DATABASE_URL: 'postgres://u@h/db',
    SFC_SIGNING_SECRET: 'portal',
    JWT_SECRET: 'jwt-secret-from-env',
    ACCESS_TOKEN_MINUTES: '5',
    REFRESH_TOKEN_HOURS: '24',
    PUBLIC_URL: 'https://quejas.example.gov.co/',
    CAPTCHA_MODE: 'recaptcha',
    RECAPTCHA_SECRET: 'r',
  });
  expect(config).toMatchObject({
    port: 9000,
    databaseUrl: 'postgres://u@h/db',
    signingSecret: 'portal',
    signingSecretIsDefault: false,
    jwtSecret: 'jwt-secret-from-env',
    jwtSecretSource: 'env',
    secretsKey: 'jwt-secret-from-env',
    accessTokenMinutes: 5,
    refreshTokenHours: 24,
    publicUrl: 'https://quejas.example.gov.co',
    captchaMode: 'recaptcha',
  });
});

it.each([
  [{ PORT: 'eighty' }, 'PORT'],
  [{ ACCESS_TOKEN_MINUTES: '0' }, 'ACCESS_TOKEN_MINUTES'],
  [{ CAPTCHA_MODE: 'hcaptcha' }, 'CAPTCHA_MODE'],
  [{ CAPTCHA_MODE: 'recaptcha' }, 'RECAPTCHA_SECRET'],
  [{ PUBLIC_URL: 'quejas.example.gov.co' }, 'PUBLIC_URL'],
])('refuses %j', (env, variable) => {
  expect(() => loadConfig({ DATA_DIR: scratch(), JWT_SECRET: 'x'.repeat(32), ...env })).toThrow(ConfigError);
  expect(() => loadConfig({ DATA_DIR: scratch(), JWT_SECRET: 'x'.repeat(32), ...env })).toThrow(variable);
});

it('refuses to start in production with the development signing key, without JWT_SECRET or without PUBLIC_URL', () => {
  const DATA_DIR = scratch();
  const jwt = 'j'.repeat(48);
  expect(() => loadConfig({ DATA_DIR, NODE_ENV: 'production', JWT_SECRET: jwt })).toThrow(
    /SFC_SIGNING_SECRET/,
  );
  expect(() =>
    loadConfig({ DATA_DIR, NODE_ENV: 'production', JWT_SECRET: jwt, SFC_SIGNING_SECRET: DEV_SIGNING_SECRET }),
  ).toThrow(ConfigError);
  expect(() => loadConfig({ DATA_DIR, NODE_ENV: 'production', SFC_SIGNING_SECRET: 'clave-propia' })).toThrow(
    /JWT_SECRET/,
  );
  // Links and mails are built from the public address, never from the Host header.
  expect(() =>
    loadConfig({ DATA_DIR, NODE_ENV: 'production', JWT_SECRET: jwt, SFC_SIGNING_SECRET: 'clave-propia' }),
  ).toThrow(/PUBLIC_URL/);
  const config = loadConfig({
    DATA_DIR,
    NODE_ENV: 'production',
    JWT_SECRET: jwt,
    SFC_SIGNING_SECRET: 'clave-propia',
    PUBLIC_URL: 'https://quejas.example.gov.co',
  });
  expect(config.signingSecretIsDefault).toBe(false);
  expect(config).toMatchObject({ orphanFileMinutes: 10, orphanSweepMinutes: 5, registrationsPerIpHour: 10 });
});

it('reads the abuse limits operators may tune, and refuses values that are not positive integers', () => {
  const DATA_DIR = scratch();
  expect(loadConfig({ DATA_DIR })).toMatchObject({
    registrationsPerIpHour: 10,
    otpResendSeconds: 60,
    otpCodesPerHour: 5,
  });
  expect(
    loadConfig({
      DATA_DIR,
      REGISTRATIONS_PER_IP_HOUR: '200',
      OTP_RESEND_SECONDS: '20',
      OTP_CODES_PER_HOUR: '30',
    }),
  ).toMatchObject({ registrationsPerIpHour: 200, otpResendSeconds: 20, otpCodesPerHour: 30 });
  expect(() => loadConfig({ DATA_DIR, OTP_RESEND_SECONDS: '0' })).toThrow(/OTP_RESEND_SECONDS/);
  expect(() => loadConfig({ DATA_DIR, REGISTRATIONS_PER_IP_HOUR: 'muchas' })).toThrow(
    /REGISTRATIONS_PER_IP_HOUR/,
  );
});
