import { expect, it } from 'vitest';
import { describeOnPostgres, signedInject } from './harness.js';

// `next` and `previous` of a paged list: from the configured public address, never from the Host
// header a client chose.
describeOnPostgres('links of a paged list', (ctx) => {
  const url = '/api/country/?page_size=5&page=2';

  it('without PUBLIC_URL are relative, whatever Host the request names', async () => {
    const app = await ctx.buildApp({ config: { publicUrl: undefined } });
    const res = await signedInject(app, {
      url,
      headers: { host: 'atacante.example' },
      signedPayload: `http://atacante.example${url}`,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.next).toBe('/api/country/?page_size=5&page=3');
    expect(page.previous).toBe('/api/country/?page_size=5');
    expect(res.body).not.toContain('atacante.example');
  });

  it('with PUBLIC_URL start with it, whatever Host the request names', async () => {
    const app = await ctx.buildApp({ config: { publicUrl: 'https://quejas.example.gov.co' } });
    const res = await signedInject(app, {
      url,
      headers: { host: 'atacante.example' },
      signedPayload: `https://quejas.example.gov.co${url}`,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.next).toBe('https://quejas.example.gov.co/api/country/?page_size=5&page=3');
    expect(page.previous).toBe('https://quejas.example.gov.co/api/country/?page_size=5');
    expect(res.body).not.toContain('atacante.example');
  });
});
