import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailMessage } from './message-transport.js';

/** Envelope data the caller decides: who sends, when, and under which identifier. */
export interface EmlOptions {
  from: string;
  date: Date;
  messageId?: string;
}

/**
 * The complete RFC 5322 message, composed by nodemailer (the same composer its SMTP transport
 * uses), so a file in the outbox is byte for byte the kind of message an SMTP server would get:
 * encoded-word headers, quoted-printable (or base64) UTF-8 bodies, multipart/alternative with HTML.
 */
export function composeEml(message: MailMessage, options: EmlOptions): Promise<Buffer> {
  const composer = new MailComposer({
    from: options.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    date: options.date,
    ...(options.messageId ? { messageId: options.messageId } : {}),
  });
  return composer.compile().build();
}
