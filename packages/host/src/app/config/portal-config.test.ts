import { describe, expect, it, vi } from 'vitest';
import { loadPortalConfig, PortalConfigError } from './portal-config.js';

const answering = (status: number, body: unknown) =>
  vi.fn(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  ) as unknown as typeof fetch;

describe('loadPortalConfig', () => {
  it('reads key, API base and version from /config.json, bypassing the cache', async () => {
    const fetchImpl = answering(200, { signingSecret: 'k', apiBase: '/api', version: '0.1.0+b1' });
    await expect(loadPortalConfig(fetchImpl)).resolves.toEqual({
      signingSecret: 'k',
      apiBase: '/api',
      version: '0.1.0+b1',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/config.json');
  });

  it.each([
    ['a 404', answering(404, {})],
    ['an HTML page', answering(200, '<!doctype html>')],
    ['no key', answering(200, { apiBase: '/api' })],
    ['an empty key', answering(200, { signingSecret: '', apiBase: '/api' })],
    [
      'a network failure',
      vi.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch,
    ],
  ])('refuses %s with PortalConfigError', async (_label, fetchImpl) => {
    await expect(loadPortalConfig(fetchImpl)).rejects.toBeInstanceOf(PortalConfigError);
  });
});
