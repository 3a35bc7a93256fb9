import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { safeRecipient } from './outbox-transport.js';

/** One message found in the outbox folder. */
export interface OutboxEntry {
  file: string;
  kind: 'mail' | 'sms';
  /** The recipient as it appears in the file name (sanitised). */
  to: string;
  /** The whole file as written: for a mail, the MIME message (headers, encoded body). */
  raw: string;
  /** What a reader sees: for a mail, the decoded subject line and plain-text body; for an SMS, the file. */
  content: string;
  /** A mail's decoded subject (`undefined` for an SMS). */
  subject?: string;
}

/** A mail file decoded as a mail client would show it: `Asunto: <subject>`, a blank line, the text. */
async function decodeMail(raw: string): Promise<{ subject: string; content: string }> {
  const mail = await PostalMime.parse(raw);
  const subject = mail.subject ?? '';
  return { subject, content: `Asunto: ${subject}\n\n${mail.text ?? ''}` };
}

const NAME = /^\d{8}T\d{9}Z-[0-9a-f]{10}-(mail|sms)-(.+)\.(eml|txt)$/;

/**
 * Lists the outbox, oldest first (the file names sort by time). Optionally only the messages
 * for one recipient (matched the way file names spell it). Used by the tests and handy in a REPL while trying the sign-in by hand.
 */
export async function readOutbox(dir: string, to?: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const entries: OutboxEntry[] = [];
  for (const file of names.sort()) {
    const m = NAME.exec(file);
    if (!m) continue;
    const recipient = m[2] as string;
    if (to !== undefined && recipient !== safeRecipient(to)) continue;
    const kind = m[1] as 'mail' | 'sms';
    const raw = await readFile(join(dir, file), 'utf8');
    entries.push({
      file,
      kind,
      to: recipient,
      raw,
      ...(kind === 'mail' ? await decodeMail(raw) : { content: raw }),
    });
  }
  return entries;
}

/** The first six-digit code in a message body, or null. */
export function extractCode(content: string): string | null {
  return (
    /\b(\d{6})\b/.exec(
      content
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )?.[1] ?? null
  );
}
