import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSmsSender } from './webhook-sms-sender.js';
import { MessageDeliveryError } from './message-transport.js';

const bodies: unknown[] = [];
let status = 202;
const server = createServer((req: IncomingMessage, res) => {
  let data = '';
  req.on('data', (c: Buffer) => (data += c.toString('utf8')));
  req.on('end', () => {
    bodies.push(JSON.parse(data));
    res.statusCode = status;
    res.end();
  });
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('WebhookSmsSender', () => {
  it('posts the recipient and the text as JSON', async () => {
    status = 202;
    await new WebhookSmsSender(url).sendSms({ to: '3001234567', text: 'código 123456' });
    expect(bodies.at(-1)).toEqual({ to: '3001234567', text: 'código 123456' });
  });

  it('treats a non-2xx answer as a delivery failure', async () => {
    status = 500;
    await expect(new WebhookSmsSender(url).sendSms({ to: '1', text: 'x' })).rejects.toBeInstanceOf(
      MessageDeliveryError,
    );
  });
});
