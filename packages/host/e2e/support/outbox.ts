import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { DATA_DIR, OTP_RESEND_SECONDS } from './env.js';

const OUTBOX = path.join(DATA_DIR, 'outbox');

/** What the outbox holds: mails (`…-mail-<address>.eml`) and text messages (`…-sms-<number>.txt`). */
export type OutboxKind = 'mail' | 'sms';

/** The outbox files sent to `address`, oldest first (names start with the UTC time). */
async function messagesTo(kind: OutboxKind, address: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(OUTBOX);
  } catch {
    return [];
  }
  const suffix = `-${kind}-${address.toLowerCase()}.${kind === 'mail' ? 'eml' : 'txt'}`;
  return names.filter((name) => name.toLowerCase().endsWith(suffix)).sort();
}

/** What a person reads in an outbox file: a mail's decoded subject and text (MIME, quoted-printable), an SMS as is. */
async function readMessage(kind: OutboxKind, name: string): Promise<string> {
  const raw = await readFile(path.join(OUTBOX, name), 'utf8');
  if (kind === 'sms') return raw;
  const mail = await PostalMime.parse(raw);
  return `${mail.subject ?? ''}\n\n${mail.text ?? ''}`;
}

/** How many messages of `kind` `address` has received so far. */
export async function messageCount(kind: OutboxKind, address: string): Promise<number> {
  return (await messagesTo(kind, address)).length;
}

/**
 * The 6-digit code of the newest message of `kind` to `address` that has one (and, with
 * `containing`, that says it), waiting (up to `timeoutMs`) among the messages after the first
 * `after`, so a code asked for just now is not confused with an older one. Another message sent
 * meanwhile (a notice of the same case, delivered by the outbox after the code) does not hide it.
 */
export async function latestCode(
  kind: OutboxKind,
  address: string,
  after = 0,
  timeoutMs = 10_000,
  containing?: string,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesTo(kind, address);
    for (const name of messages.slice(after).reverse()) {
      const text = await readMessage(kind, name);
      if (containing !== undefined && !text.includes(containing)) continue;
      const codes = text.match(/\b\d{6}\b/g);
      if (codes) return codes[codes.length - 1] as string;
    }
    if (Date.now() > deadline) throw new Error(`no new ${kind} code for ${address} in ${OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The mails sent to `address`, oldest first, each as a person reads it: subject, blank line, decoded text. */
export async function mailTexts(address: string): Promise<string[]> {
  const names = await messagesTo('mail', address);
  return Promise.all(names.map((name) => readMessage('mail', name)));
}

/** How many mails `address` has received so far. */
export function mailCount(address: string): Promise<number> {
  return messageCount('mail', address);
}

/** The code of the newest mail to `address` that has one (see {@link latestCode}). */
export function latestMailCode(address: string, after = 0, timeoutMs = 10_000): Promise<string> {
  return latestCode('mail', address, after, timeoutMs);
}

/** What the sign-in code mail says (packages/server/src/services/mail): other mails do not count. */
const SIGN_IN_MAIL = 'Recibimos una solicitud de ingreso a tu cuenta';

/** The code of the newest sign-in code mail to `address` after its first `after` mails. */
export function latestSignInCode(address: string, after = 0, timeoutMs = 10_000): Promise<string> {
  return latestCode('mail', address, after, timeoutMs, SIGN_IN_MAIL);
}

/**
 * Waits until `windowMs` have passed since the newest sign-in code mailed to `address`: the
 * server sends at most one sign-in code per OTP_RESEND_SECONDS per account (packages/server/docs/sign-in.md),
 * and an earlier test file may have just signed the same demo account in.
 */
export async function untilSignInCodeCanBeResent(
  address: string,
  windowMs = OTP_RESEND_SECONDS * 1000 + 1000,
): Promise<void> {
  const messages = await messagesTo('mail', address);
  for (const name of messages.reverse()) {
    const file = path.join(OUTBOX, name);
    if (!(await readMessage('mail', name)).includes(SIGN_IN_MAIL)) continue;
    const wait = (await stat(file)).mtimeMs + windowMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return;
  }
}
