import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  COMPRESSION_THRESHOLD_BYTES,
  SYNC_COMPRESSION_MAX_BYTES,
  installCompression,
} from './compression.js';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, name: `Quejas número ${i} — crédito`, code: `C${i}` }));

describe('API answer compression', async () => {
  const app = Fastify();
  await installCompression(app);
  const sizes = { small: 40, medium: 1_500, large: 20_000 };
  for (const [name, n] of Object.entries(sizes)) app.get(`/${name}`, async () => ({ results: rows(n) }));
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
});
