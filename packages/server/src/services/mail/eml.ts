import { randomBytes } from 'node:crypto';
import type { MailMessage } from './message-transport.js';

/** Envelope data the caller decides: who sends, when, and under which identifier. */
export interface EmlOptions {
  from: string;
  date: Date;
  messageId?: string;
}

const CRLF = '\r\n';

/** RFC 2047 encoded-word for a header value that is not plain ASCII; ASCII passes unchanged. */
export function encodeHeaderValue(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  // Split on characters (not bytes) so no UTF-8 sequence is cut across two encoded-words.
  const words: string[] = [];
  let chunk = '';
  for (const ch of value) {
    if (Buffer.byteLength(chunk + ch, 'utf8') > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join(`${CRLF} `);
}

/** RFC 5322 date-time, always in UTC so files written on different nodes compare alike. */
export function formatRfc5322Date(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

function normaliseLines(body: string): string {
  return body.replace(/\r?\n/g, CRLF);
}

/**
 * Builds a complete RFC 5322 message. Bodies are UTF-8 with `8bit` transfer encoding so the file
 * stays readable with `cat` (accents and the code appear as written); a non-ASCII subject is
 * encoded as RFC 2047 words so any mail client opens it.
 */
export function buildEml(message: MailMessage, options: EmlOptions): string {
  const domain = options.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const messageId = options.messageId ?? `<${randomBytes(12).toString('hex')}@${domain}>`;
  const headers = [
    `From: ${encodeHeaderValue(options.from)}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeaderValue(message.subject)}`,
    `Date: ${formatRfc5322Date(options.date)}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
  ];
  if (!message.html) {
    headers.push('Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: 8bit');
    return headers.join(CRLF) + CRLF + CRLF + normaliseLines(message.text) + CRLF;
  }
  const boundary = `=_sfc_${randomBytes(8).toString('hex')}`;
  headers.push(`Content-Type: multipart/alternative; boundary="${boundary}"`);
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=UTF-8`,
      'Content-Transfer-Encoding: 8bit',
      '',
      normaliseLines(body),
    ].join(CRLF);
  return (
    headers.join(CRLF) +
    CRLF +
    CRLF +
    [part('text/plain', message.text), part('text/html', message.html), `--${boundary}--`].join(CRLF) +
    CRLF
  );
}
