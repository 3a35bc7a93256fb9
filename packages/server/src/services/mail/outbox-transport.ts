import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { composeEml } from './eml.js';
import type { MailMessage, MessageTransport, SmsMessage } from './message-transport.js';

/** Options of the file outbox. */
export interface OutboxOptions {
  /** Sender shown in the `From:` header of the `.eml` files. */
  from?: string;
  /** Injected clock (tests); defaults to the system time. */
  now?: () => Date;
}

/** The default sender address, a name the consumer recognises. */
export const DEFAULT_MAIL_FROM = 'Portal SFC <no-responder@portal-sfc.local>';

let sequence = 0;

/** `20261105T143012345Z`: compact UTC time, so a plain `ls` lists messages oldest first. */
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('.', '');
}

/** Keeps the recipient readable in the file name without letting it escape the folder. */
export function safeRecipient(to: string): string {
  return (
    to
      .replace(/[^A-Za-z0-9@.+_-]/g, '_')
      .replace(/^\.+/, '_')
      .slice(0, 100) || 'desconocido'
  );
}

/**
 * Development and test transport: one file per message in `dir` (usually `DATA_DIR/outbox/`).
 * Mail becomes an RFC 5322 `.eml`, SMS a `.txt`; names are `<time>-<seq>-<mail|sms>-<recipient>.<ext>`.
 * Files are written under a temporary name and renamed so a reader never sees half a message.
 */
export class OutboxTransport implements MessageTransport {
  private readonly from: string;
  private readonly now: () => Date;

  constructor(
    readonly dir: string,
    options: OutboxOptions = {},
  ) {
    this.from = options.from ?? DEFAULT_MAIL_FROM;
    this.now = options.now ?? (() => new Date());
  }

  /** Writes the mail as an `.eml` file. */
  async sendMail(m: MailMessage): Promise<void> {
    const date = this.now();
    await this.write(
      this.fileName(date, 'mail', m.to, 'eml'),
      await composeEml(m, { from: this.from, date }),
    );
  }

  /** Writes the SMS as a `.txt` file: a `Para:`/`Fecha:` header block, a blank line, the text. */
  async sendSms(m: SmsMessage): Promise<void> {
    const date = this.now();
    const body = `Para: ${m.to}\nFecha: ${date.toISOString()}\n\n${m.text}\n`;
    await this.write(this.fileName(date, 'sms', m.to, 'txt'), body);
  }

  private fileName(date: Date, kind: 'mail' | 'sms', to: string, ext: string): string {
    sequence = (sequence + 1) % 1_000_000;
    const seq = String(sequence).padStart(6, '0');
    // The random part keeps names unique when several server nodes share one outbox folder.
    return `${stamp(date)}-${seq}${randomBytes(2).toString('hex')}-${kind}-${safeRecipient(to)}.${ext}`;
  }

  private async write(name: string, content: string | Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const tmp = join(this.dir, `.${name}.tmp`);
    await writeFile(tmp, content);
    await rename(tmp, join(this.dir, name));
  }
}
