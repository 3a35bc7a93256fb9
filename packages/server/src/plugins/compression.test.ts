import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  COMPRESSION_THRESHOLD_BYTES,
  SYNC_COMPRESSION_MAX_BYTES,
  CompressedAnswers,
  REMEMBERED_ANSWER_MAX_BYTES,
  acceptedCoding,
  installCompression,
  rememberedAnswerCount,
} from './compression.js';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, name: `Quejas número ${i} — crédito`, code: `C${i}` }));

describe('API answer compression', async () => {
  const app = Fastify();
  await installCompression(app);
  const sizes = { small: 40, medium: 6_000, large: 60_000 };
  for (const [name, n] of Object.entries(sizes)) app.get(`/${name}`, async () => ({ results: rows(n) }));
  app.get('/own-files', { config: { compress: false } }, async () => ({ results: rows(sizes.small) }));
  app.get('/already-gzipped', async (_request, reply) =>
    reply
      .header('content-type', 'application/json')
      .header('content-encoding', 'gzip')
      .send(gzipSync(JSON.stringify({ results: rows(sizes.small) }))),
  );
  let freshAnswers = 0;
  // A text no other test produces, new at every request.
  app.get('/fresh-b', async () => ({ results: rows(30), n: (freshAnswers += 1) }));
  app.get('/varies', async (_request, reply) =>
    reply.header('vary', 'Origin').send({ results: rows(sizes.small) }),
  );
  await app.ready();

  it.each([
    ['small', 'br'],
    ['small', 'gzip'],
    ['medium', 'br'],
    ['medium', 'gzip'],
    ['large', 'br'],
    ['large', 'gzip'],
  ] as const)('a %s answer in %s decompresses to the same JSON', async (name, coding) => {
    const expected = JSON.stringify({ results: rows(sizes[name]) });
    const res = await app.inject({ url: `/${name}`, headers: { 'accept-encoding': coding } });
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = (coding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString('utf8');
    expect(body).toBe(expected);
    expect(res.rawPayload.length).toBeLessThan(expected.length / 3);
  });

  it('the sizes cover both paths: one-call compression and streaming', () => {
    const length = (n: number) => JSON.stringify({ results: rows(n) }).length;
    expect(length(sizes.small)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(length(sizes.medium)).toBeGreaterThan(SYNC_COMPRESSION_MAX_BYTES);
    expect(length(sizes.small)).toBeLessThan(SYNC_COMPRESSION_MAX_BYTES);
    expect(length(sizes.large)).toBeGreaterThan(10 * SYNC_COMPRESSION_MAX_BYTES);
  });

  it('a client that accepts no compression gets the answer as it is', async () => {
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ results: rows(sizes.small) });
  });

  it.each(['br', 'gzip'] as const)(
    'a small answer in %s goes out whole, with the length of its compressed bytes (not chunked)',
    async (coding) => {
      const res = await app.inject({ url: '/small', headers: { 'accept-encoding': coding } });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    },
  );

  it('routes that opt out (the portal files) and answers already compressed are left alone', async () => {
    const own = await app.inject({ url: '/own-files', headers: { 'accept-encoding': 'br' } });
    expect(own.headers['content-encoding']).toBeUndefined();
    expect(own.json()).toEqual({ results: rows(sizes.small) });
    const gzipped = await app.inject({ url: '/already-gzipped', headers: { 'accept-encoding': 'br, gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual({
      results: rows(sizes.small),
    });
  });

  it('remembers public answers compressed, never one for a signed-in caller', async () => {
    const before = rememberedAnswerCount();
    const signedIn = await app.inject({
      url: '/fresh-b',
      headers: { 'accept-encoding': 'br', authorization: 'Bearer x' },
    });
    expect(signedIn.headers['content-encoding']).toBe('br');
    expect(rememberedAnswerCount()).toBe(before);
    const open = await app.inject({ url: '/fresh-b', headers: { 'accept-encoding': 'br' } });
    expect(open.headers['content-encoding']).toBe('br');
    expect(rememberedAnswerCount()).toBe(before + 1);
  });

  it('keeps the Vary values a route set, adding Accept-Encoding once', async () => {
    const res = await app.inject({ url: '/varies', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.vary).toBe('Origin, accept-encoding');
  });
});

describe('which coding a client accepts', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['deflate', null],
    ['br;q=0', null],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(acceptedCoding(header)).toBe(expected);
  });
});

describe('answers remembered compressed', () => {
  it('serves the bytes made from the very same text, for its coding only', () => {
    const cache = new CompressedAnswers(4);
    const text = JSON.stringify({ results: rows(40) });
    const bytes = gzipSync(text);
    cache.set('gzip', text, bytes);
    expect(cache.get('gzip', text)).toBe(bytes);
    expect(cache.get('br', text)).toBeUndefined();
    expect(cache.get('gzip', `${text} `)).toBeUndefined();
  });

  it('keeps at most its count, dropping the least recently used first', () => {
    const cache = new CompressedAnswers(2);
    cache.set('br', 'a', Buffer.from('A'));
    cache.set('br', 'b', Buffer.from('B'));
    expect(cache.get('br', 'a')?.toString()).toBe('A');
    cache.set('br', 'c', Buffer.from('C'));
    expect(cache.size).toBe(2);
    expect(cache.get('br', 'b')).toBeUndefined();
    expect(cache.get('br', 'a')?.toString()).toBe('A');
    expect(cache.get('br', 'c')?.toString()).toBe('C');
  });

  it('does not keep large answers', () => {
    const cache = new CompressedAnswers(2);
    const large = 'x'.repeat(REMEMBERED_ANSWER_MAX_BYTES + 1);
    cache.set('br', large, Buffer.from('L'));
    expect(cache.size).toBe(0);
  });
});
