import { API_ERROR_TEXTS, hmacSha256Hex } from '@sfc/core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  createEntityClient,
  rotateEntitySecret,
  type EntityCredentials,
} from '../src/services/entity-clients.js';
import { TokenService } from '../src/services/tokens.js';
import { TEST_HOST, TEST_PORTAL_SECRET, describeOnPostgres, signedInject } from './harness.js';

const MISSING = { status_code: 400, detail: 'Error', message: API_ERROR_TEXTS.missingHeader };
const FAILED = { status_code: 400, detail: 'Error', message: API_ERROR_TEXTS.signatureFailed };
const sign = (payload: string, secret = TEST_PORTAL_SECRET) => hmacSha256Hex(secret, payload);

function multipart(fields: [string, string][], file?: { name: string; content: string }) {
  const boundary = 'sfc-test-boundary';
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: application/pdf\r\n\r\n${file.content}\r\n`,
    );
  }
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describeOnPostgres('X-SFC-Signature', (ctx) => {
  let bank: EntityCredentials;
  let insurer: EntityCredentials;
  let echo: FastifyInstance;

  beforeAll(async () => {
    bank = await createEntityClient(ctx.db, ctx.app.secretBox, { tipo_entidad: 1, entidad_cod: '7' });
    insurer = await createEntityClient(ctx.db, ctx.app.secretBox, { tipo_entidad: 14, entidad_cod: '26' });
    // An app with two extra routes that accept anything, to sign arbitrary JSON and multipart bodies.
    echo = await ctx.buildApp();
    echo.post('/api/test-echo/', async (request) => ({ received: request.rawBody ?? null }));
    echo.post('/api/test-upload/', async () => ({ ok: true }));
  });

  it('a request without the header → 400 "missing header"', async () => {
    const res = await ctx.request({ url: '/api/country/', secret: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(MISSING);
  });

  it('an empty header counts as missing', async () => {
    const res = await ctx.request({ url: '/api/country/', signature: '' });
    expect(res.json()).toEqual(MISSING);
  });

  it('a wrong signature → 400 "Verificación de firma fallida"', async () => {
    const res = await ctx.request({ url: '/api/country/', signature: 'F'.repeat(64) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(FAILED);
  });

  it('a signature with another key fails', async () => {
    const res = await ctx.request({ url: '/api/country/', secret: 'not-the-portal-key' });
    expect(res.json()).toEqual(FAILED);
  });

  it('lowercase hex of the right signature is accepted', async () => {
    const url = '/api/country/';
    const res = await ctx.request({ url, signature: sign(`http://${TEST_HOST}${url}`).toLowerCase() });
    expect(res.statusCode).toBe(200);
  });

  const encodedUrl = '/api/municipality/?department=05&q=Medell%C3%ADn%20centro';
  it.each([
    ['the raw URL', `http://${TEST_HOST}${encodedUrl}`],
    ['the percent-decoded URL', `http://${TEST_HOST}/api/municipality/?department=05&q=Medellín centro`],
  ])('GET signed over %s is accepted', async (_label, signed) => {
    const res = await ctx.request({ url: encodedUrl, signedPayload: signed });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['only the path', '/api/municipality/?department=05&q=Medell%C3%ADn%20centro'],
    ['another scheme', `https://${TEST_HOST}${encodedUrl}`],
    ['without the query', `http://${TEST_HOST}/api/municipality/`],
  ])('GET signed over %s fails', async (_label, signed) => {
    const res = await ctx.request({ url: encodedUrl, signedPayload: signed });
    expect(res.json()).toEqual(FAILED);
  });

  it('behind a proxy, GET may be signed over PUBLIC_URL', async () => {
    const app = await ctx.buildApp({ config: { publicUrl: 'https://quejas.example.gov.co' } });
    const url = '/api/country/?page_size=5';
    const viaPublic = await signedInject(app, { url, signedPayload: `https://quejas.example.gov.co${url}` });
    expect(viaPublic.statusCode).toBe(200);
    expect(viaPublic.json().next).toBe('https://quejas.example.gov.co/api/country/?page_size=5&page=2');
  });

  it('compact and pretty JSON with the same canonical form verify with one signature', async () => {
    const canonical = '{"codigo_queja": "1700001", "monto_reclamado": 500000.0, "nombres": "José Peña"}';
    const signature = sign(canonical);
    const compact = '{"codigo_queja":"1700001","monto_reclamado":500000.0,"nombres":"José Peña"}';
    const pretty =
      '{\n  "codigo_queja" : "1700001",\n  "monto_reclamado": 500000.0,\n  "nombres": "Jos\\u00e9 Pe\\u00f1a"\n}';
    for (const body of [compact, pretty]) {
      const res = await signedInject(echo, { method: 'POST', url: '/api/test-echo/', body, signature });
      expect(res.statusCode, body).toBe(200);
      expect(res.json()).toEqual({ received: body });
    }
  });

  it.each([
    ['the float written as an integer', '{"monto_reclamado": 500000}'],
    ['keys sorted', '{"a": 2, "b": 1}'],
    ['ASCII-escaped text', '{"nombres": "Jos\\u00e9"}'],
  ])('number lexemes, key order and raw text matter: signing %s fails', async (_label, wrongCanonical) => {
    const bodies: Record<string, string> = {
      'the float written as an integer': '{"monto_reclamado":500000.0}',
      'keys sorted': '{"b":1,"a":2}',
      'ASCII-escaped text': '{"nombres":"José"}',
    };
    const body = bodies[_label] as string;
    const res = await signedInject(echo, {
      method: 'POST',
      url: '/api/test-echo/',
      body,
      signature: sign(wrongCanonical),
    });
    expect(res.json()).toEqual(FAILED);
    const right = await signedInject(echo, { method: 'POST', url: '/api/test-echo/', body });
    expect(right.statusCode).toBe(200);
  });

  it('integers beyond 2^53 keep every digit', async () => {
    const body = '{"numero": 123456789012345678901234567890}';
    const res = await signedInject(echo, {
      method: 'POST',
      url: '/api/test-echo/',
      body,
      signature: sign('{"numero": 123456789012345678901234567890}'),
    });
    expect(res.statusCode).toBe(200);
  });

  it('a POST without a body signs {}', async () => {
    const res = await signedInject(echo, { method: 'POST', url: '/api/test-echo/', signature: sign('{}') });
    expect(res.statusCode).toBe(200);
  });

  const upload: [string, string][] = [
    ['codigo_queja', '170000001'],
    ['type', '1'],
  ];
  it.each([
    ['codigo_queja first', '{"codigo_queja": "170000001", "type": "1"}'],
    ['type first', '{"type": "1", "codigo_queja": "170000001"}'],
    ['type as a number', '{"codigo_queja": "170000001", "type": 1}'],
  ])('multipart upload signed over the storage fields (%s) is accepted', async (_label, signed) => {
    const { payload, contentType } = multipart(upload, {
      name: 'RESP_FINAL_SFC.pdf',
      content: '%PDF-1.4 test',
    });
    const res = await echo.inject({
      method: 'POST',
      url: '/api/test-upload/',
      headers: { host: TEST_HOST, 'content-type': contentType, 'x-sfc-signature': sign(signed) },
      payload,
    });
    expect(res.statusCode).toBe(200);
  });

  it('multipart signed over every text field in the order sent is accepted; the file is never signed', async () => {
    const fields: [string, string][] = [
      ['email', 'ana@example.com'],
      ['nombres', 'Ana'],
    ];
    const { payload, contentType } = multipart(fields, { name: 'cedula.pdf', content: 'x' });
    const ok = await echo.inject({
      method: 'POST',
      url: '/api/test-upload/',
      headers: {
        host: TEST_HOST,
        'content-type': contentType,
        'x-sfc-signature': sign('{"email": "ana@example.com", "nombres": "Ana"}'),
      },
      payload,
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await echo.inject({
      method: 'POST',
      url: '/api/test-upload/',
      headers: {
        host: TEST_HOST,
        'content-type': contentType,
        'x-sfc-signature': sign('{"nombres": "Ana"}'),
      },
      payload,
    });
    expect(wrong.json()).toEqual(FAILED);
  });

  it('an entity signs its login with its own key; another entity key fails', async () => {
    const body = { username: bank.username, password: bank.password };
    const own = await ctx.request({ method: 'POST', url: '/api/login/', body, secret: bank.signingSecret });
    expect(own.statusCode).toBe(200);
    const other = await ctx.request({
      method: 'POST',
      url: '/api/login/',
      body,
      secret: insurer.signingSecret,
    });
    expect(other.json()).toEqual(FAILED);
  });

  it('with a Bearer token, the token owner’s key verifies (and only theirs, not the portal’s)', async () => {
    const { access } = await ctx.app.tokens.issuePair(bank.userId);
    const own = await ctx.request({ url: '/api/channel/', token: access, secret: bank.signingSecret });
    expect(own.statusCode).toBe(200);
    const other = await ctx.request({ url: '/api/channel/', token: access, secret: insurer.signingSecret });
    expect(other.json()).toEqual(FAILED);
    // The portal's key is public (it ships in the browser bundle): it must not stand in for the entity's.
    const portal = await ctx.request({ url: '/api/channel/', token: access });
    expect(portal.json()).toEqual(FAILED);
  });

  it("an entity's login signed with the portal's public key is refused", async () => {
    const body = { username: bank.username, password: bank.password };
    const res = await ctx.request({ method: 'POST', url: '/api/login/', body });
    expect(res.json()).toEqual(FAILED);
  });

  it('an entity with an expired token gets the 401 that makes it refresh, not a signature error', async () => {
    const past = new TokenService({
      db: ctx.db,
      secret: ctx.config.jwtSecret,
      accessTokenMinutes: 30,
      refreshTokenHours: 12,
      now: () => new Date(Date.now() - 31 * 60 * 1000),
    });
    const { access } = await past.issuePair(bank.userId);
    const res = await ctx.request({ url: '/api/channel/', token: access, secret: bank.signingSecret });
    expect(res.statusCode).toBe(401);
    expect(res.json().message[0].message).toBe(API_ERROR_TEXTS.tokenInvalidOrExpired);
  });

  it('after a rotation the old key works during the overlap and the new one at once', async () => {
    const ref = { tipo_entidad: 14, entidad_cod: '26' };
    const rotated = await rotateEntitySecret(ctx.db, ctx.app.secretBox, ref, 24);
    const body = { username: insurer.username, password: insurer.password };
    for (const secret of [insurer.signingSecret, rotated.signingSecret]) {
      const res = await ctx.request({ method: 'POST', url: '/api/login/', body, secret });
      expect(res.statusCode).toBe(200);
    }
    const cut = await rotateEntitySecret(ctx.db, ctx.app.secretBox, ref, 0);
    const old = await ctx.request({
      method: 'POST',
      url: '/api/login/',
      body,
      secret: rotated.signingSecret,
    });
    expect(old.json()).toEqual(FAILED);
    const fresh = await ctx.request({ method: 'POST', url: '/api/login/', body, secret: cut.signingSecret });
    expect(fresh.statusCode).toBe(200);
  });

  it.each(['/%61pi/country/', '/api/%63ountry/', '/%61%70%69/department/'])(
    'a percent-encoded path to an /api route (%s) still needs the signature',
    async (url) => {
      const res = await ctx.request({ url, secret: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(MISSING);
    },
  );

  it('the OpenAPI document is the only unsigned /api path', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      const res = await ctx.request({ url, secret: null });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().openapi).toBe('3.1.0');
    }
    const health = await ctx.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });
});
