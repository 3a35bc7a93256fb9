import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessageTransport } from './create-message-transport.js';
import { SmtpTransport } from './smtp-transport.js';
import { extractCode, readOutbox } from './outbox-reader.js';
import { MessageDeliveryError } from './message-transport.js';
import { loginCodeSms, registrationCodeMail } from './templates.js';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** Decodes RFC 2047 words (B and Q) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** Decodes a text/plain part whatever transfer encoding nodemailer chose. */
function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function textOf(raw: string): string {
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  for (const part of parts) {
    const [headers, ...rest] = part.split('\r\n\r\n');
    if (/content-type:\s*text\/plain/i.test(headers ?? ''))
      return decodePart(headers!, rest.join('\r\n\r\n'));
  }
  throw new Error('no text/plain part');
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];
let outboxRoot: string;

beforeAll(async () => {
  outboxRoot = await mkdtemp(join(tmpdir(), 'sfc-smtp-'));
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith('rechazo')) return cb(new Error('Mailbox unavailable'));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(outboxRoot, { recursive: true, force: true });
});

describe('SmtpTransport against a real SMTP server', () => {
  it('delivers the Spanish registration mail with its accents and code intact', async () => {
    const transport = createMessageTransport({
      outboxDir: join(outboxRoot, 'outbox'),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Portal SFC <no-responder@sfc.example>',
    });
    await transport.sendMail({ to: 'josé@example.com', ...registrationCodeMail('654321', 'José Núñez') });

    const msg = received.at(-1)!;
    expect(msg.to).toEqual(['josé@example.com']);
    expect(msg.from).toBe('no-responder@sfc.example');
    const subjectLine = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(msg.raw)?.[1] ?? '';
    expect(decodeWords(subjectLine.replace(/\r\n/g, ''))).toBe(
      'Código de confirmación de tu registro en el portal SFC',
    );
    const text = textOf(msg.raw);
    expect(text).toContain('Hola, José Núñez:');
    expect(text).toContain('Gracias por registrarte en el portal de quejas de la SFC.');
    expect(text).toContain('Este código es válido durante 10 minutos');
    expect(text).toContain('654321');
    // Nothing went to the outbox: mail left through SMTP.
    expect(await readOutbox(join(outboxRoot, 'outbox'))).toEqual([]);
  });

  it('keeps SMS in the outbox when no SMS gateway is configured', async () => {
    const dir = join(outboxRoot, 'outbox');
    const transport = createMessageTransport({ outboxDir: dir, smtpUrl: `smtp://127.0.0.1:${port}` });
    const before = received.length;
    await transport.sendSms({ to: '3001234567', text: loginCodeSms('777888') });
    expect(received.length).toBe(before);
    const [sms] = await readOutbox(dir, '3001234567');
    expect(extractCode(sms!.content)).toBe('777888');
  });

  it('reports a recipient the server refuses as a MessageDeliveryError', async () => {
    const transport = new SmtpTransport(`smtp://127.0.0.1:${port}`, { sms: { sendSms: async () => {} } });
    await expect(
      transport.sendMail({ to: 'rechazo@example.com', subject: 'x', text: 'y' }),
    ).rejects.toBeInstanceOf(MessageDeliveryError);
    transport.close();
  });
});
