import { createTransport, type Transporter } from 'nodemailer';
import {
  MessageDeliveryError,
  type MailMessage,
  type MessageTransport,
  type SmsMessage,
  type SmsSender,
} from './message-transport.js';
import { DEFAULT_MAIL_FROM } from './outbox-transport.js';

/** Options of the SMTP transport. */
export interface SmtpTransportOptions {
  /** `From:` of every mail. */
  from?: string;
  /**
   * Where SMS go. SMTP carries no SMS, so without a gateway they keep landing in the outbox
   * (`createMessageTransport` passes an `OutboxTransport` or a `WebhookSmsSender`).
   */
  sms: SmsSender;
}

/**
 * Real mail through an SMTP server given as a URL (`smtp://user:pass@host:587`,
 * `smtps://host:465`; nodemailer's URL options such as `?pool=true` are honoured).
 */
export class SmtpTransport implements MessageTransport {
  private readonly transporter: Transporter;
  private readonly from: string;

  constructor(
    smtpUrl: string,
    private readonly options: SmtpTransportOptions,
  ) {
    this.transporter = createTransport(smtpUrl);
    this.from = options.from ?? DEFAULT_MAIL_FROM;
  }

  /** Sends the mail; a refusal by the SMTP server becomes a `MessageDeliveryError`. */
  async sendMail(m: MailMessage): Promise<void> {
    try {
      await this.transporter.sendMail({
        from: this.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
      });
    } catch (err) {
      throw new MessageDeliveryError(`SMTP delivery to ${m.to} failed: ${(err as Error).message}`, {
        cause: err,
      });
    }
  }

  /** Hands the SMS to the configured SMS sender. */
  sendSms(m: SmsMessage): Promise<void> {
    return this.options.sms.sendSms(m);
  }

  /** Closes pooled SMTP connections (on server shutdown). */
  close(): void {
    this.transporter.close();
  }
}
