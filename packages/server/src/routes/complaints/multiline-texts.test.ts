import { createApiClient, createSessionStore, type ApiClient } from '@sfc/core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  describeOnPostgres,
  TEST_HOST,
  TEST_PORTAL_SECRET,
  type DriverContext,
} from '../../../test/harness.js';
import { captchaAnswer, newEmail, resetThrottles } from '../auth/sign-in-test-kit.js';
import { PDF, complaintForm, consumer, type TestAccount } from './complaint-test-kit.js';

/**
 * The portal's own API client under Node: its request goes through Node's `Request` (undici), so
 * the multipart body is serialised exactly as `fetch` would put it on the wire, then handed to
 * the app. What the server sees is what a real client sends.
 */
function portalClient(ctx: DriverContext, token?: string): ApiClient {
  const store = createSessionStore();
  if (token) store.getState().setTokens({ access: token, refresh: 'unused' });
  return createApiClient({
    origin: `http://${TEST_HOST}`,
    signingSecret: TEST_PORTAL_SECRET,
    store,
    navigate: () => undefined,
    fetch: (async (input: string, init: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const res = await ctx.app.inject({
        method: request.method as 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { ...Object.fromEntries(request.headers), host: TEST_HOST },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    }) as never,
  });
}

const PARAGRAPHS = [
  'El 3 de noviembre apareció en mi extracto una compra que no reconozco.',
  'Pedí la reversión en la oficina de Bogotá y el señor Muñoz dijo que la revisarían.',
  'Han pasado tres semanas y no tengo respuesta; adjunto el extracto.',
];
const TEXTS: [string, string][] = [
  ['LF', PARAGRAPHS.join('\n')],
  ['CRLF', PARAGRAPHS.join('\r\n')],
  ['CR', PARAGRAPHS.join('\r')],
  ['LF with blank lines', PARAGRAPHS.join('\n\n')],
];
/** What is kept: the paragraphs with LF line breaks, whichever break the client sent. */
const kept = (text: string) => text.replace(/\r\n|\r/g, '\n');

describeOnPostgres('Multipart texts with line breaks, sent by the portal client', (ctx) => {
  let maria: TestAccount;
  beforeAll(async () => {
    maria = await consumer(ctx);
  });
  beforeEach(() => resetThrottles(ctx));

  it.each(TEXTS)('files a complaint whose text has %s line breaks', async (_label, text) => {
    const form = new FormData();
    for (const [name, value] of complaintForm({ texto_queja: text })) form.append(name, value);
    form.append('file-complaint-0', new Blob([PDF], { type: 'application/pdf' }), 'extracto.pdf');

    const result = await portalClient(ctx, maria.token).post<{ id: number }>('/queja/', form);

    expect(result.ok, JSON.stringify(result)).toBe(true);
    const { rows } = await ctx.db.query<{ texto_queja: string }>(
      'SELECT texto_queja FROM complaints WHERE id = $1',
      [(result.data as { id: number }).id],
    );
    expect(rows[0]?.texto_queja).toBe(kept(text));
  });

  it.each(TEXTS)('registers a support request whose description has %s line breaks', async (_label, text) => {
    const form = new FormData();
    const fields = {
      name: 'Carlos Peña',
      email: newEmail('soporte'),
      phone: '3001234567',
      identification: '79123456',
      problem_type: '4',
      description: text,
      captcha: await captchaAnswer(ctx),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);

    const result = await portalClient(ctx).post<{ id: number }>('/technical-support/', form);

    expect(result.ok, JSON.stringify(result)).toBe(true);
    const { rows } = await ctx.db.query<{ description: string }>(
      'SELECT description FROM technical_support_requests WHERE id = $1',
      [(result.data as { id: number }).id],
    );
    expect(rows[0]?.description).toBe(kept(text));
  });
});
