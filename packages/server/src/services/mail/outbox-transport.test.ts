import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxTransport } from './outbox-transport.js';
import { extractCode, readOutbox } from './outbox-reader.js';
import { loginCodeMail, loginCodeSms } from './templates.js';

let dir: string;
beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'sfc-outbox-')), 'outbox');
});
afterEach(async () => {
  await rm(join(dir, '..'), { recursive: true, force: true });
});

describe('OutboxTransport', () => {
  it('writes a mail as an RFC 5322 .eml whose body shows the Spanish text and the code', async () => {
    const outbox = new OutboxTransport(dir, { now: () => new Date('2026-11-05T14:30:12.345Z') });
    await outbox.sendMail({ to: 'ana.pérez@example.com', ...loginCodeMail('493817', 'Ana') });

    const [entry] = await readOutbox(dir);
    expect(entry?.kind).toBe('mail');
    expect(entry?.file).toMatch(/^20261105T143012345Z-[0-9a-f]{10}-mail-ana\.p_rez@example\.com\.eml$/);
    expect(await readOutbox(dir, 'ana.pérez@example.com')).toHaveLength(1);
    const [head, ...body] = entry!.content.split('\r\n\r\n');
    expect(head).toContain('To: ana.pérez@example.com');
    expect(head).toContain('MIME-Version: 1.0');
    expect(head).toContain('Date: Thu, 05 Nov 2026 14:30:12 +0000');
    // The subject is an RFC 2047 word that decodes to the Spanish subject.
    const word = /Subject: =\?UTF-8\?B\?([^?]+)\?=/.exec(head!)?.[1];
    expect(Buffer.from(word!, 'base64').toString('utf8')).toContain('Código de verificación');
    expect(body.join('\n')).toContain('Tu código de verificación es:');
    expect(body.join('\n')).toContain('10 minutos');
    expect(extractCode(entry!.content)).toBe('493817');
  });

  it('writes an SMS as a .txt naming the recipient', async () => {
    const outbox = new OutboxTransport(dir);
    await outbox.sendSms({ to: '+573001234567', text: loginCodeSms('102938') });
    const entries = await readOutbox(dir, '+573001234567');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.file).toMatch(/-sms-\+573001234567\.txt$/);
    expect(entries[0]?.content).toContain('Para: +573001234567');
    expect(extractCode(entries[0]!.content)).toBe('102938');
  });

  it('names files so that sorting them gives the sending order, one file per message', async () => {
    let t = Date.parse('2026-01-01T00:00:00Z');
    const outbox = new OutboxTransport(dir, { now: () => new Date((t += 1)) });
    for (const code of ['111111', '222222', '333333']) {
      await outbox.sendMail({ to: 'x@example.com', subject: 's', text: `código ${code}` });
    }
    const codes = (await readOutbox(dir)).map((e) => extractCode(e.content));
    expect(codes).toEqual(['111111', '222222', '333333']);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps a hostile recipient inside the outbox folder', async () => {
    const outbox = new OutboxTransport(dir);
    await outbox.sendSms({ to: '../../etc/passwd', text: 'x' });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toContain('/');
  });
});
