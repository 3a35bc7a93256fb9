import type { Db } from '../../db/driver.js';
import type { MailMessage, MessageTransport } from './message-transport.js';

/**
 * The mail outbox (migration 230): mails written in the transaction of the change they tell
 * about, sent afterwards by a job and marked sent, once.
 *
 * Delivery is exactly once except in one window: a sender that dies after the SMTP server
 * accepted a mail and before `sent_at` is written leaves the row to be claimed and sent again
 * when its claim expires (SMTP has no way to ask whether a message was already accepted).
 */

/** How long a sender owns a claimed row; past it another sender may take the row again. */
export const CLAIM_SECONDS = 120;
/** Tries before a row is left unsent for good (its `last_error` says why). */
export const MAX_ATTEMPTS = 8;
/** Sent rows are kept this long, for the record, then deleted by the job. */
const KEEP_SENT_DAYS = 7;

/** Writes `message` to the outbox, in `db`'s transaction when it is one. */
export async function enqueueMail(db: Db, message: MailMessage): Promise<void> {
  await db.query('INSERT INTO mail_outbox (message) VALUES ($1::jsonb)', [JSON.stringify(message)]);
}

/** What one {@link drainMailOutbox} call did. */
export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * Sends the outbox's due rows through `transport`, one at a time, until none is left (or
 * `limit` were tried). Each row is claimed first (`FOR UPDATE SKIP LOCKED`, then
 * `claimed_until`), so senders on several nodes never take the same row; after the transport
 * accepted it the row is marked sent in one statement. A failed try is retried later, backing
 * off by attempts, up to {@link MAX_ATTEMPTS}.
 */
export async function drainMailOutbox(
  db: Db,
  transport: Pick<MessageTransport, 'sendMail'>,
  options: { limit?: number; log?: { warn(details: object, message: string): void } } = {},
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  const limit = options.limit ?? 500;
  while (result.sent + result.failed < limit) {
    const { rows } = await db.query<{ id: number | string; message: MailMessage | string }>(
      `UPDATE mail_outbox
          SET claimed_until = now() + make_interval(secs => $1), attempts = attempts + 1
        WHERE id = (SELECT id FROM mail_outbox
                     WHERE sent_at IS NULL AND attempts < $2
                       AND (claimed_until IS NULL OR claimed_until < now())
                     ORDER BY id LIMIT 1
                     FOR UPDATE SKIP LOCKED)
        RETURNING id, message`,
      [CLAIM_SECONDS, MAX_ATTEMPTS],
    );
    const row = rows[0];
    if (!row) break;
    const message = (typeof row.message === 'string' ? JSON.parse(row.message) : row.message) as MailMessage;
    try {
      await transport.sendMail(message);
    } catch (error) {
      result.failed += 1;
      options.log?.warn({ err: error, outbox: row.id }, 'outbox mail not delivered, retried later');
      // Next try after 30 s, 60 s, 90 s... (the claim is replaced by the wait).
      await db.query(
        `UPDATE mail_outbox
            SET last_error = $2, claimed_until = now() + make_interval(secs => 30 * attempts)
          WHERE id = $1`,
        [row.id, String((error as Error).message ?? error).slice(0, 500)],
      );
      continue;
    }
    await db.query('UPDATE mail_outbox SET sent_at = now(), claimed_until = NULL WHERE id = $1', [row.id]);
    result.sent += 1;
  }
  await db.query(`DELETE FROM mail_outbox WHERE sent_at < now() - make_interval(days => $1)`, [
    KEEP_SENT_DAYS,
  ]);
  return result;
}
