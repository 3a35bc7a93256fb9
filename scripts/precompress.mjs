// Precompressed copies of a build: next to every text file of a Vite build (`x.js`) it writes
// `x.js.br` (brotli) and `x.js.gz` (gzip, level 9), which the server's static
// route sends to browsers that accept them (packages/server/src/routes/portal-static/). Compressing
// once at build time lets the best (slowest) settings cost nothing per request.
//
// Used as a Vite plugin by both builds (packages/host/vite.config.ts and scripts/build-widgets.mjs),
// so `npm start`, the e2e suite and a plain `vite build` all produce the same files.
//
// Brotli at quality 10, not 11: about half the compression time for under 2 % more bytes (the
// portal's main bundle: 125 KB against 123 KB). Copies are kept in node_modules/.cache by content
// hash, so a rebuild compresses only the files that changed (vendor chunks rarely do).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|webmanifest|xml)$/i;
/** Below this, a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;
/** Files that change while the build is served (the server sends them uncached). */
const SKIPPED = new Set(['vers.json']);
const BROTLI_QUALITY = 10;
const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;
// SFC_PRECOMPRESS_CACHE names another folder (the start-up benchmark's --fresh uses an empty one).
const cacheDir =
  process.env.SFC_PRECOMPRESS_CACHE ??
  fileURLToPath(new URL('../node_modules/.cache/sfc-precompress/', import.meta.url));

/** The compressed copy of `body` from the cache, or compressed now and cached. */
async function cachedCopy(body, suffix, compress) {
  const key = createHash('sha256')
    .update(`${suffix}:${BROTLI_QUALITY}:${GZIP_LEVEL}:`)
    .update(body)
    .digest('hex');
  const cached = path.join(cacheDir, key + suffix);
  try {
    return await readFile(cached);
  } catch {
    const copy = await compress(body);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cached, copy);
    return copy;
  }
}

async function filesUnder(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

/**
 * Writes `.br` and `.gz` copies of every compressible file in `files` that is big enough and that
 * the compression actually makes smaller; resolves with how many copies were written.
 * @param {string[]} files absolute paths
 */
export async function precompressFiles(files) {
  const wanted = files.filter((file) => COMPRESSIBLE.test(file) && !SKIPPED.has(path.basename(file)));
  const written = await Promise.all(
    wanted.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return 0;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        cachedCopy(body, '.br', (input) =>
          brotli(input, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
        ),
        cachedCopy(body, '.gz', (input) => gzipAsync(input, { level: GZIP_LEVEL })),
      ]);
      let count = 0;
      for (const [suffix, copy] of [
        ['.br', br],
        ['.gz', gz],
      ]) {
        if (copy.length >= body.length) continue;
        await writeFile(file + suffix, copy);
        count += 1;
      }
      return count;
    }),
  );
  return written.reduce((sum, n) => sum + n, 0);
}

/** Precompresses every file under `dir` (already compressed copies are not compressed again). */
export async function precompressDir(dir) {
  return precompressFiles(await filesUnder(dir));
}

/**
 * Vite plugin: once the build is written, precompress its output folder.
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  let outDir = '';
  return {
    name: 'sfc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
