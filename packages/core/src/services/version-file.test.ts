import { describe, expect, it, vi } from 'vitest';
import { createVersionFileFetcher, VersionFetchError, type VersionFetch } from './version-file.js';

function respond(status: number, body: unknown): VersionFetch {
  return vi.fn<VersionFetch>(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  }));
}

describe('createVersionFileFetcher', () => {
  it('GETs /vers.json bypassing the HTTP cache', async () => {
    const fetchImpl = respond(200, { version: '1.2.3' });
    await createVersionFileFetcher(fetchImpl)();
    expect(fetchImpl).toHaveBeenCalledWith('/vers.json', { cache: 'no-store' });
  });

  it.each([
    [{ version: '1.2.3' }, { version: '1.2.3' }],
    ['2024-11-21', '2024-11-21'],
  ])('returns the version of %j', async (body, expected) => {
    await expect(createVersionFileFetcher(respond(200, body))()).resolves.toEqual(expected);
  });

  it.each([
    [404, { version: '1' }],
    [500, 'x'],
    [200, { build: 7 }],
    [200, null],
    [200, 12],
  ])('rejects with VersionFetchError on status %s with %j', async (status, body) => {
    await expect(createVersionFileFetcher(respond(status, body))()).rejects.toBeInstanceOf(VersionFetchError);
  });

  it('uses another URL when given', async () => {
    const fetchImpl = respond(200, 'v');
    await createVersionFileFetcher(fetchImpl, '/app/vers.json')();
    expect(fetchImpl).toHaveBeenCalledWith('/app/vers.json', { cache: 'no-store' });
  });
});
