import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { canonicalJson, hmacSha256Hex } from '../../core.js';
import { expect } from 'vitest';
import { TEST_HOST, TEST_PORTAL_SECRET, type DriverContext } from '../../../test/harness.js';
import { solveCaptcha } from '../../services/captcha/index.js';
import { extractCode, readOutbox } from '../../services/mail/index.js';

/**
 * Helpers shared by the sign-in and user route tests: what a portal client does, step by step,
 * with the messages read back from the file outbox.
 */

/** A strong password that is not on the common list. */
export const GOOD_PASSWORD = 'Río-Magdalena#2026';

/** The first bytes of a real PDF. */
export const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n', 'latin1');
/** The first bytes of a real PNG. */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** A fresh, unique e-mail address. */
export function newEmail(prefix = 'consumidor'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

/** A file part for {@link multipartRequest}. */
export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Sends a signed multipart request (the signature covers the text fields, as the portal signs them). */
export function multipartRequest(
  ctx: DriverContext,
  url: string,
  fields: [string, string][],
  files: FilePart[] = [],
  token?: string,
) {
  const boundary = `----sfc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const headers: Record<string, string> = {
    host: TEST_HOST,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'x-sfc-signature': hmacSha256Hex(TEST_PORTAL_SECRET, canonicalJson(Object.fromEntries(fields))),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return ctx.app.inject({ method: 'POST', url, headers, payload: Buffer.concat(chunks) });
}

/** Asks for a proof-of-work challenge and solves it, as the portal does before a protected form. */
export async function captchaAnswer(ctx: DriverContext): Promise<string> {
  const res = await ctx.request({ url: '/api/captcha/' });
  expect(res.statusCode).toBe(200);
  const { challenge, difficulty } = res.json() as { challenge: string; difficulty: number };
  return solveCaptcha(challenge, difficulty);
}

/** The outbox folder of the suite's app. */
export function outboxDir(ctx: DriverContext): string {
  return join(ctx.config.dataDir, 'outbox');
}

/** The messages in the outbox for `to`, oldest first. */
export async function outboxFor(ctx: DriverContext, to: string) {
  // Mails queued as jobs (ADR 0014) are sent first; a remote node has no `jobs` here.
  await (ctx.app as Partial<Pick<typeof ctx.app, 'jobs'>>).jobs?.idle();
  return readOutbox(outboxDir(ctx), to);
}

/** The code of the newest message to `to`. */
export async function latestCode(ctx: DriverContext, to: string): Promise<string> {
  const messages = await outboxFor(ctx, to);
  const code = messages.length > 0 ? extractCode(messages.at(-1)!.content) : null;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Registration fields for a consumer. */
export function registrationFields(
  email: string,
  captcha: string,
  overrides: Record<string, string> = {},
): [string, string][] {
  return Object.entries({
    email,
    password: GOOD_PASSWORD,
    captcha,
    first_name: 'María',
    first_last_name: 'Núñez',
    second_last_name: 'Peña',
    identification_type: '1',
    identification_number: '1023456789',
    person_type: '1',
    ...overrides,
  });
}

/** Registers and confirms a consumer; returns its id. */
export async function registeredConsumer(
  ctx: DriverContext,
  email = newEmail(),
): Promise<{ id: number; email: string }> {
  const res = await multipartRequest(ctx, '/api/user/', registrationFields(email, await captchaAnswer(ctx)));
  expect(res.statusCode, res.body).toBe(201);
  const confirm = await ctx.request({
    method: 'POST',
    url: '/api/confirmcode/code/',
    body: { email, code: await latestCode(ctx, email) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { id: (res.json() as { id: number }).id, email };
}

/** Prelogin with the right password; returns the body. */
export async function prelogin(ctx: DriverContext, username: string, password = GOOD_PASSWORD) {
  const res = await ctx.request({ method: 'POST', url: '/api/preloginuser/', body: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    user_id: number;
    email: string;
    phone: string | null;
    mfa: { mail: boolean; sms: boolean; qr: boolean };
  };
}

/** Signs in with the mail code; returns `{access, refresh, user}`. */
export async function signInByMail(ctx: DriverContext, email: string, password = GOOD_PASSWORD) {
  const { user_id } = await prelogin(ctx, email, password);
  // Earlier sign-ins in the same test file must not trip the one-code-a-minute limit.
  await ageCodes(ctx, user_id);
  const sent = await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id } });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestCode(ctx, email);
  const res = await ctx.request({ url: `/api/mfa-otp/?otp=${code}&user_id=${user_id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access: string; refresh: string; user: { id: number; email: string } };
}

/** Lets the resend interval pass by ageing the user's codes in the database. */
export async function ageCodes(ctx: DriverContext, userId: number, seconds = 61): Promise<void> {
  await ctx.db.query(
    `UPDATE one_time_codes SET created_at = created_at - make_interval(secs => $2::double precision),
       last_sent_at = last_sent_at - make_interval(secs => $2::double precision) WHERE user_id = $1`,
    [userId, seconds],
  );
}

/**
 * Every request of a test file comes from one address, so the per-address limits (registrations,
 * mailings, failed sign-ins) would trip across unrelated tests: each test starts with none counted.
 */
export async function resetThrottles(ctx: DriverContext): Promise<void> {
  await ctx.db.query('DELETE FROM throttle_counters');
}
