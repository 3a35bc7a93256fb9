import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { JOB } from '../src/jobs/job-queue.js';
import { consumer, complaintForm, type TestAccount } from '../src/routes/complaints/complaint-test-kit.js';
import { drainMailOutbox, enqueueMail } from '../src/services/mail/mail-outbox.js';
import { createMessageTransport } from '../src/services/mail/create-message-transport.js';
import { describeOnBothDrivers, signedInject, type DriverContext } from './harness.js';

// The consumer's filing confirmation is written to the mail outbox in the filing's transaction
// and sent through SMTP by a job, once: a filing that committed always gets its mail, also when
// the mail server was down or the node went away before sending, and two senders never send one
// mail twice.

/** Mails the SMTP server accepted: recipient and raw message. */
const received: { to: string; raw: string }[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo)
          received.push({ to: to.address, raw: Buffer.concat(chunks).toString('utf8') });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailsTo = (to: string) => received.filter((m) => m.to === to);

describeOnBothDrivers('mail outbox', (ctx: DriverContext) => {
  /** Files a complaint for `owner` through `app` (JSON, as the portal may send it); returns its code. */
  async function file(app: FastifyInstance, owner: TestAccount): Promise<string> {
    const res = await signedInject(app, {
      method: 'POST',
      url: '/api/queja/',
      body: Object.fromEntries(complaintForm()),
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().codigo_queja as string;
  }

  async function outboxRows(to: string) {
    const { rows } = await ctx.db.query<{ attempts: number; sent: boolean; last_error: string | null }>(
      `SELECT attempts, sent_at IS NOT NULL AS sent, last_error FROM mail_outbox
        WHERE message->>'to' = $1 ORDER BY id`,
      [to],
    );
    return rows;
  }

  it('sends the filing confirmation through SMTP once, and marks it sent', async () => {
    const app = await ctx.buildApp({ config: { smtpUrl } });
    const owner = await consumer(ctx);
    const code = await file(app, owner);
    await app.jobs.idle();
    await vi.waitFor(() => expect(mailsTo(owner.email)).toHaveLength(1), { timeout: 10_000 });
    expect(mailsTo(owner.email)[0]!.raw).toContain(code);
    expect(await outboxRows(owner.email)).toEqual([{ attempts: 1, sent: true, last_error: null }]);

    // Another round finds nothing left to send.
    await app.jobs.runNow(JOB.mailOutboxRound);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('keeps the mail of a filing committed while the mail server was down, and sends it once later', async () => {
    // Nothing listens on port 1: the sender's try fails after the filing committed.
    const down = await ctx.buildApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    const owner = await consumer(ctx);
    const code = await file(down, owner);
    await down.jobs.idle();
    const [pending] = await outboxRows(owner.email);
    expect(pending).toMatchObject({ attempts: 1, sent: false });
    expect(pending!.last_error).not.toBeNull();
    expect(mailsTo(owner.email)).toEqual([]);
    await down.close();

    // A node with the mail server back, once the retry's wait (30 s after one try) has passed.
    await ctx.db.query(
      `UPDATE mail_outbox SET claimed_until = now() - interval '1 second' WHERE message->>'to' = $1`,
      [owner.email],
    );
    const up = await ctx.buildApp({ config: { smtpUrl } });
    await up.jobs.runNow(JOB.mailOutboxRound);
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(mailsTo(owner.email)[0]!.raw).toContain(code);
    expect(await outboxRows(owner.email)).toMatchObject([{ attempts: 2, sent: true }]);
    await up.jobs.runNow(JOB.mailOutboxRound);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('two senders draining at once send every mail exactly once', async () => {
    const to = Array.from({ length: 20 }, (_, i) => `lote-${Date.now()}-${i}@example.com`);
    for (const address of to)
      await enqueueMail(ctx.db, { to: address, subject: 'Radicación de su queja', text: 'Texto' });
    const transport = () => createMessageTransport({ outboxDir: ctx.config.dataDir, smtpUrl });
    const [a, b] = await Promise.all([
      drainMailOutbox(ctx.db, transport()),
      drainMailOutbox(ctx.db, transport()),
    ]);
    expect(a.sent + b.sent).toBe(20);
    for (const address of to) expect(mailsTo(address)).toHaveLength(1);
  });
});
