import { API_ERROR_TEXTS, MESSAGES, SERVER_TEXTS } from '@sfc/core';
import { expect, it } from 'vitest';
import { describeOnPostgres, signedInject } from './harness.js';

const validation = (message: Record<string, string[]>) => ({
  status_code: 400,
  message,
  detail: API_ERROR_TEXTS.validationDetail,
});

describeOnPostgres('HTTP contract: bodies that cannot be used answer 400 in the entity-api shape', (ctx) => {
  const rows: { name: string; body: unknown; expected: Record<string, string[]> }[] = [
    {
      name: 'missing fields',
      body: {},
      expected: { username: [API_ERROR_TEXTS.fieldRequired], password: [API_ERROR_TEXTS.fieldRequired] },
    },
    {
      name: 'one missing field',
      body: { username: 'someone' },
      expected: { password: [API_ERROR_TEXTS.fieldRequired] },
    },
    {
      name: 'wrong types',
      body: { username: { a: 1 }, password: ['x', 'y'] },
      expected: { username: [SERVER_TEXTS.fieldNotString], password: [SERVER_TEXTS.fieldNotString] },
    },
    {
      name: 'null',
      body: { username: 'someone', password: null },
      expected: { password: [SERVER_TEXTS.fieldBlank] },
    },
    {
      name: 'unknown field',
      body: { username: 'someone', password: 'x', admin: true },
      expected: { admin: [SERVER_TEXTS.fieldUnknown] },
    },
    {
      name: 'too long',
      body: { username: 'u'.repeat(151), password: 'x' },
      expected: { username: [SERVER_TEXTS.fieldMaxLength(150)] },
    },
    {
      // PostgreSQL text cannot hold U+0000: refused as a field error on every route, never a 500.
      name: 'a NUL character in a field',
      body: { username: 'a\u0000b', password: 'x' },
      expected: { username: [SERVER_TEXTS.fieldInvalid] },
    },
    {
      name: 'body is a list',
      body: [1, 2],
      expected: { [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.bodyNotObject('list')] },
    },
    {
      name: 'body is a string',
      body: '"text"',
      expected: { [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.bodyNotObject('str')] },
    },
  ];

  for (const row of rows) {
    it(`${row.name} → 400 with field messages`, async () => {
      const res = await ctx.request({ method: 'POST', url: '/api/login/', body: row.body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(validation(row.expected));
    });
  }

  it('malformed JSON → 400 naming the position, before any signature check', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/login/',
      body: '{"username": "a",',
      secret: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      validation({ [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.malformedJson(1, 18)] }),
    );
  });

  it.each(['{"a": NaN}', "{'a': 1}", '{"a": 1,}', '{"a": 01}', '\uFEFF{}', '{"a": 1} x'])(
    'JSON that Python or RFC 8259 rejects (%s) → 400',
    async (text) => {
      const res = await ctx.request({ method: 'POST', url: '/api/login/', body: text, secret: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(API_ERROR_TEXTS.validationDetail);
    },
  );

  it('a body over the size limit → 400 naming the limit', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/login/',
      body: JSON.stringify({ username: 'x'.repeat(ctx.config.bodyLimitBytes), password: 'x' }),
      secret: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      validation({ [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.bodyTooLarge('1 MB')] }),
    );
  });

  it('a prototype-poisoning key → 400, never merged', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/login/',
      body: '{"username": "a", "password": "b", "__proto__": {"admin": true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(API_ERROR_TEXTS.validationDetail);
  });

  it('an unsupported content type → 415 with a Spanish message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'text/plain', 'x-sfc-signature': 'A'.repeat(64) },
      payload: 'username=a',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      status_code: 415,
      detail: SERVER_TEXTS.unsupportedMediaType('text/plain'),
    });
  });

  it('a POST without a body validates as an empty object', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/login/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      validation({ username: [API_ERROR_TEXTS.fieldRequired], password: [API_ERROR_TEXTS.fieldRequired] }),
    );
  });

  it('an unknown path → 404 in the entity-api shape', async () => {
    const res = await ctx.request({ url: '/api/does-not-exist/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status_code: 404, detail: API_ERROR_TEXTS.notFound, messages: [] });
  });

  it('a NUL character in the query string → 400 on that parameter', async () => {
    const res = await ctx.request({ url: '/api/municipality/?department=05%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validation({ department: [SERVER_TEXTS.fieldInvalid] }));
  });

  it('a wrong query type → 400 on that parameter', async () => {
    const res = await ctx.request({ url: '/api/country/?page=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validation({ page: [SERVER_TEXTS.fieldNotInteger] }));
  });

  it('an unexpected failure answers 500 with the generic Spanish text, never the internals', async () => {
    const app = await ctx.buildApp();
    app.get('/api/test-crash/', async () => {
      throw new Error('connection string postgres://admin:hunter2@db/secret failed');
    });
    const res = await signedInject(app, { url: '/api/test-crash/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status_code: 500, detail: MESSAGES.internalServerError });
    expect(res.body).not.toContain('hunter2');
  });

  it('the OpenAPI document lists the routes with their schemas', async () => {
    const doc = (await ctx.request({ url: '/api/docs', secret: null })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login/', '/api/token/refresh/', '/api/country/', '/api/municipality/']),
    );
    expect(doc.paths['/api/login/'].post.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
    ]);
  });

  it('hostile inputs never make the server answer 500', async () => {
    const bodies = [
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]',
      '['.repeat(5000) + ']'.repeat(5000),
      '{"username": "\\ud800", "password": "\\u0000"}',
      '{"username": 1e999, "password": -0}',
      '{"username": "' + 'é'.repeat(2000) + '", "password": "x"}',
      'null',
      '123',
      '{"username": true, "password": false}',
      '{"refresh": "a.b.c"}',
    ];
    for (const body of bodies) {
      for (const url of ['/api/login/', '/api/token/refresh/', '/api/country/']) {
        const res = await ctx.request({ method: 'POST', url, body, secret: null });
        expect(res.statusCode, `${url} ${body.slice(0, 40)}`).toBeLessThan(500);
        const signed = await ctx.request({ method: 'POST', url, body: body, signature: 'A'.repeat(64) });
        expect(signed.statusCode, `${url} ${body.slice(0, 40)}`).toBeLessThan(500);
      }
    }
    const odd = [
      '/api/country/?page=0',
      '/api/country/?page=99999999999999999999',
      '/api/country/?page_size=100000',
      '/api/municipality/?department=%ZZ',
      '/api/%',
      '/api/country/?page=1&page=2',
    ];
    for (const url of odd) {
      const res = await ctx.request({ url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
