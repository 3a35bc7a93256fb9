import { expect, it } from 'vitest';
import { HSTS_VALUE } from '../src/http/transport-security.js';
import { describeOnPglite } from './harness.js';

describeOnPglite('transport security', (ctx) => {
  it('sends Strict-Transport-Security when PUBLIC_URL is https, and sets no cookies', async () => {
    const secure = await ctx.buildApp({ config: { publicUrl: 'https://quejas.example.gov.co' } });
    for (const url of ['/healthz', '/api/country/', '/api/no-existe/']) {
      const response = await secure.inject({ url, headers: { host: 'quejas.example.gov.co' } });
      expect(response.headers['strict-transport-security'], url).toBe(HSTS_VALUE);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    const plain = await ctx.buildApp({ config: { publicUrl: 'http://127.0.0.1:8080' } });
    const response = await plain.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
