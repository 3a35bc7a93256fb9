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
    // A MIME message as nodemailer's composer writes it for SMTP; what a mail client shows decodes.
    const [head] = entry!.raw.split('\r\n\r\n');
    expect(head).toContain('MIME-Version: 1.0');
    expect(head).toContain('Date: Thu, 05 Nov 2026 14:30:12 +0000');
    expect(head).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(entry?.subject).toContain('Código de verificación');
    expect(entry?.content).toContain('Tu código de verificación es:');
    expect(entry?.content).toContain('10 minutos');
    expect(extractCode(entry!.content)).toBe('493817');
  });

  it('keeps a code readable in a long mail of several paragraphs with accents, in text and HTML', async () => {
    const outbox = new OutboxTransport(dir);
    const paragraph =
      'Señora Ñúñez, la información de su queja fue actualizada por la entidad vigilada. '.repeat(4);
    await outbox.sendMail({
      to: 'nunez@example.com',
      subject: 'Actualización de su queja — código',
      text: `${paragraph}\n\n${paragraph} Su código es 918273 y vence pronto.\n\nAtentamente,\nPortal SFC`,
      html: `<p>${paragraph}</p><p>Su código es <b>918273</b>.</p>`,
    });
    const [entry] = await readOutbox(dir, 'nunez@example.com');
    expect(entry?.raw).toContain('multipart/alternative');
    expect(entry?.subject).toBe('Actualización de su queja — código');
    expect(entry?.content).toContain(`${paragraph}\n\n${paragraph} Su código es 918273`);
    expect(extractCode(entry!.content)).toBe('918273');
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
