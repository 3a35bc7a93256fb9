import { MessageDeliveryError, type SmsMessage, type SmsSender } from './message-transport.js';

/**
 * A minimal SMS gateway adapter: POSTs `{"to","text"}` as JSON to `url` (SMS_WEBHOOK_URL).
 * Most SMS providers offer, or can be fronted by, such an HTTP hook; a 2xx answer counts as sent.
 */
export class WebhookSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** Posts the message; any network failure or non-2xx answer is a `MessageDeliveryError`. */
  async sendSms(m: SmsMessage): Promise<void> {
    let status: number;
    try {
      const res = await this.fetchImpl(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ to: m.to, text: m.text }),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
    } catch (err) {
      throw new MessageDeliveryError(`SMS gateway unreachable: ${(err as Error).message}`, { cause: err });
    }
    if (status < 200 || status >= 300) throw new MessageDeliveryError(`SMS gateway answered ${status}`);
  }
}
