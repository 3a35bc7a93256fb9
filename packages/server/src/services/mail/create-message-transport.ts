import { OutboxTransport } from './outbox-transport.js';
import { SmtpTransport } from './smtp-transport.js';
import { WebhookSmsSender } from './webhook-sms-sender.js';
import type { MessageTransport, SmsSender } from './message-transport.js';

/** The settings that choose the delivery channels. */
export interface MessageTransportConfig {
  /** `DATA_DIR/outbox`: mail without SMTP_URL, and SMS without SMS_WEBHOOK_URL, land here. */
  outboxDir: string;
  /** SMTP_URL: when set, mail goes out through this SMTP server. */
  smtpUrl?: string | undefined;
  /** SMS_WEBHOOK_URL: when set, SMS are POSTed to this gateway instead of the outbox. */
  smsWebhookUrl?: string | undefined;
  /** MAIL_FROM: sender of every mail. */
  mailFrom?: string | undefined;
}

/**
 * Picks the transport from the configuration: the file outbox by default, SMTP for mail when
 * `smtpUrl` is set; SMS independently go to the outbox or to the webhook gateway.
 */
export function createMessageTransport(config: MessageTransportConfig): MessageTransport {
  const outbox = new OutboxTransport(config.outboxDir, config.mailFrom ? { from: config.mailFrom } : {});
  const sms: SmsSender = config.smsWebhookUrl ? new WebhookSmsSender(config.smsWebhookUrl) : outbox;
  if (config.smtpUrl) {
    return new SmtpTransport(config.smtpUrl, { sms, ...(config.mailFrom ? { from: config.mailFrom } : {}) });
  }
  if (sms === outbox) return outbox;
  return { sendMail: (m) => outbox.sendMail(m), sendSms: (m) => sms.sendSms(m) };
}
