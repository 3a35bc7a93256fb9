/** One e-mail to one recipient. `text` is always sent; `html` is an optional alternative part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** One text message to one phone number (digits, optionally with a leading +). */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Where the server's mail and SMS go. Every sender (sign-in codes, registration, recovery) uses this
 * one interface so the delivery channel is a configuration choice, not a code change.
 */
export interface MessageTransport {
  sendMail(m: MailMessage): Promise<void>;
  sendSms(m: SmsMessage): Promise<void>;
}

/** Only the SMS half of a transport: what an SMS gateway has to provide. */
export type SmsSender = Pick<MessageTransport, 'sendSms'>;

/** A message could not be handed over to its channel (SMTP refused it, the gateway failed...). */
export class MessageDeliveryError extends Error {
  override name = 'MessageDeliveryError';
}
