import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres, TEST_PORTAL_SECRET } from '../../../test/harness.js';
import { loadPortalStaticConfig, StaticDirError } from './static-config.js';
import { readStaticFile } from './static-files.js';

const INDEX = '<!doctype html><html lang="es"><title>Portal</title><div id="root"></div>';

const LOGIN_PAGE =
  '<!doctype html><html lang="es"><title>Ingresar</title><div id="root"><h1>Ingresar</h1></div>';

const EMBED_PAGE = '<!doctype html><html lang="es"><title>CMS</title><sfc-alerts-bell></sfc-alerts-bell>';

// A real-sized bundle: several KiB of code with accents, as Vite writes it.
const BUNDLE = Array.from(
  { length: 200 },
  (_, i) => `export const mensaje${i} = "Radique su queja ante la Superintendencia Financiera, año ${i}";`,
).join('\n');

/** Writes the `.br` and `.gz` copies scripts/precompress.mjs writes next to a built file. */
function precompressed(file: string, body: string): void {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
}

function builtPortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sfc-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'main-AbC123.js'), 'console.log("portal")');
  writeFileSync(join(dir, 'vers.json'), JSON.stringify({ version: '0.1.0+build7' }));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, '.env'), 'SECRET=1');
  mkdirSync(join(dir, 'widgets', 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'widgets', 'sfc-alerts-bell.js'), 'import "./chunks/runtime-Xy12.js"');
  writeFileSync(join(dir, 'widgets', 'chunks', 'runtime-Xy12.js'), 'export {}');
  writeFileSync(join(dir, 'widgets', 'embed-demo.html'), EMBED_PAGE);
  mkdirSync(join(dir, 'pages'));
  precompressed(join(dir, 'pages', 'login.html'), LOGIN_PAGE);
  precompressed(join(dir, 'assets', 'index-Zq9w8E.js'), BUNDLE);
  precompressed(join(dir, 'widgets', 'chunks', 'runtime-Big7.js'), BUNDLE);
  precompressed(join(dir, 'widgets', 'sfc-complaint-form.js'), BUNDLE);
  // Only a gzip copy: a brotli-only client must get the file itself.
  writeFileSync(join(dir, 'assets', 'gzip-only-Qq1.css'), `body { color: #1f1a17 }\n`.repeat(80));
  writeFileSync(
    join(dir, 'assets', 'gzip-only-Qq1.css.gz'),
    gzipSync(`body { color: #1f1a17 }\n`.repeat(80)),
  );
  return dir;
}

describeOnPostgres('portal static files', (ctx) => {
  let dir: string;
  let app: FastifyInstance;
  const previous = process.env.STATIC_DIR;

  beforeAll(async () => {
    dir = builtPortal();
    process.env.STATIC_DIR = dir;
    app = await ctx.buildApp();
  });
  afterAll(async () => {
    await app?.close();
    if (previous === undefined) delete process.env.STATIC_DIR;
    else process.env.STATIC_DIR = previous;
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/sfc',
    '/customer',
    '/customer/complaint/tracking/detail/17',
    '/dashboard/home',
    '/recovery/restore',
    '/error/503',
    '/pagina-que-no-existe',
  ])('GET %s answers index.html (the SPA decides what to show)', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toBe(INDEX);
  });

  it('answers a page the build prerendered with its content, compressed, never cached', async () => {
    const plain = await app.inject({ url: '/login' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-security-policy']).toContain("script-src 'self'");
    expect(plain.body).toBe(LOGIN_PAGE);
    const br = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LOGIN_PAGE);
    // Only plain names: the pages folder is not reachable another way.
    expect((await app.inject({ url: '/pages' })).body).toBe(INDEX);
    expect((await app.inject({ url: '/login.html' })).statusCode).toBe(404);
  });

  it('serves the elements: entries revalidated, hashed chunks immutable, both usable cross-origin', async () => {
    const entry = await app.inject({ url: '/widgets/sfc-alerts-bell.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.body).toContain('runtime-Xy12.js');
    const chunk = await app.inject({ url: '/widgets/chunks/runtime-Xy12.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/widgets/nope.js', '/widgets/embed-demo.html', '/widgets/..%2Findex.html', '/widgets/chunks/'])(
    'GET %s is a 404, never the SPA or a file outside widgets/',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it("serves the CMS demonstration page at /embed-demo with the portal's security headers", async () => {
    const response = await app.inject({ url: '/embed-demo' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toBe(EMBED_PAGE);
  });

  it('serves hashed assets as immutable with their type', async () => {
    const response = await app.inject({ url: '/assets/main-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toBe('console.log("portal")');
  });

  it('serves top-level files of the build', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });

  it('points /favicon.ico, which browsers ask for on every page, at the SVG icon', async () => {
    const response = await app.inject({ url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it.each([
    '/assets/missing.js',
    '/robots.txt',
    '/.env',
    '/assets/..%2F.env',
    '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  ])('GET %s is the JSON 404, never another file', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status_code: 404 });
    expect(response.body).not.toContain('SECRET');
  });

  it('gives the portal its API base, build version and signing key', async () => {
    const response = await app.inject({ url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      signingSecret: TEST_PORTAL_SECRET,
      apiBase: '/api',
      version: '0.1.0+build7',
    });
  });

  it('publishes the build version at /vers.json, never cached', async () => {
    const response = await app.inject({ url: '/vers.json' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ version: '0.1.0+build7' });
    writeFileSync(join(dir, 'vers.json'), JSON.stringify({ version: '0.1.0+build8' }));
    expect((await app.inject({ url: '/vers.json' })).json()).toEqual({ version: '0.1.0+build8' });
  });

  describe('compressed files', () => {
    const CHROME = 'gzip, deflate, br, zstd';

    it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
      const response = await app.inject({
        url: '/assets/index-Zq9w8E.js',
        headers: { 'accept-encoding': CHROME },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(BUNDLE) / 4);
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(BUNDLE);
    });

    it.each([
      ['gzip', 'gzip'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
    ])('Accept-Encoding %j gets %s', async (header, coding) => {
      const response = await app.inject({
        url: '/assets/index-Zq9w8E.js',
        headers: { 'accept-encoding': header },
      });
      expect(response.headers['content-encoding']).toBe(coding);
      const decoded =
        coding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
      expect(decoded.toString('utf8')).toBe(BUNDLE);
    });

    it.each([undefined, 'identity', 'deflate', 'gzip;q=0, br;q=0'])(
      'Accept-Encoding %j gets the file itself, still marked as varying',
      async (header) => {
        const response = await app.inject({
          url: '/assets/index-Zq9w8E.js',
          headers: header === undefined ? {} : { 'accept-encoding': header },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(response.body).toBe(BUNDLE);
      },
    );

    it('falls back to the file itself when the build has no copy the client accepts', async () => {
      const css = `body { color: #1f1a17 }\n`.repeat(80);
      const brOnly = await app.inject({
        url: '/assets/gzip-only-Qq1.css',
        headers: { 'accept-encoding': 'br' },
      });
      expect(brOnly.headers['content-encoding']).toBeUndefined();
      expect(brOnly.body).toBe(css);
      const gzip = await app.inject({
        url: '/assets/gzip-only-Qq1.css',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(css);
    });

    it('compresses the elements: hashed chunks immutable, entries revalidated, both cross-origin', async () => {
      const chunk = await app.inject({
        url: '/widgets/chunks/runtime-Big7.js',
        headers: { 'accept-encoding': CHROME },
      });
      expect(chunk.headers['content-encoding']).toBe('br');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers['access-control-allow-origin']).toBe('*');
      const entry = await app.inject({
        url: '/widgets/sfc-complaint-form.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(entry.headers['content-encoding']).toBe('gzip');
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(entry.rawPayload).toString('utf8')).toBe(BUNDLE);
    });

    it('never caches index.html, compressed or not', async () => {
      const index = join(dir, 'index.html');
      precompressed(index, INDEX);
      try {
        for (const url of ['/', '/signup', '/customer/complaint/registration']) {
          const response = await app.inject({ url, headers: { 'accept-encoding': CHROME } });
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(response.headers['content-encoding']).toBe('br');
          expect(response.headers.vary).toBe('Accept-Encoding');
          expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(INDEX);
        }
      } finally {
        rmSync(`${index}.br`);
        rmSync(`${index}.gz`);
      }
    });

    it('does not mark images, which are never compressed, as varying', async () => {
      const response = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': CHROME } });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
    });

    it('compresses large JSON answers of the API; small ones go as they are', async () => {
      const plain = await ctx.request({ url: '/api/municipality/' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const [header, coding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const response = await ctx.request({
          url: '/api/municipality/',
          headers: { 'accept-encoding': header },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(plain.json());
      }
      const small = await ctx.request({ url: '/api/persontype/', headers: { 'accept-encoding': 'br' } });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toEqual(expect.anything());
    });
  });

  it('leaves /api alone: unknown API paths keep the signature check and the JSON 404', async () => {
    const unsigned = await app.inject({ url: '/api/no-such-thing/' });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ message: 'missing header' });
    const signed = await ctx.request({ url: '/api/no-such-thing/' });
    expect(signed.statusCode).toBe(404);
    expect((await app.inject({ url: '/api' })).statusCode).toBe(404);
    const list = await ctx.request({ url: '/api/persontype/' });
    expect(list.statusCode).toBe(200);
  });
});

describe('loadPortalStaticConfig', () => {
  it('uses an explicit STATIC_DIR and refuses one that does not exist', () => {
    const dir = builtPortal();
    expect(loadPortalStaticConfig({ STATIC_DIR: dir }).staticDir).toBe(dir);
    expect(() => loadPortalStaticConfig({ STATIC_DIR: join(dir, 'nope') })).toThrow(StaticDirError);
    expect(loadPortalStaticConfig({ STATIC_DIR: 'off' }).staticDir).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads no file outside its root', async () => {
    const dir = builtPortal();
    for (const path of [
      '../etc/passwd',
      '/etc/passwd',
      '%2e%2e/x',
      'assets/../../x',
      'a\0b',
      '.env',
      'assets',
    ])
      expect(await readStaticFile(dir, path)).toBeNull();
    expect(await readStaticFile(dir, 'assets/main-AbC123.js')).not.toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });
});
