// Startup benchmark: time from process start (`node .build/server.mjs`, what `npm start` runs) to
// "listening" on an empty DATA_DIR (PGlite is created and migrated) and on a second start of the
// same folder. Goals: < 10 s and < 2 s.
// Exits non-zero only when a goal is missed by more than 2×, so a busy machine does not fail CI.
// `--cold` also bypasses the cached empty cluster (measures a first start after a fresh clone).
// `--fresh` (implies --cold) also times what `npm start` builds on a fresh clone before starting:
// the portal (host and elements, scripts/build-portal.mjs, into a temporary folder, with an empty
// compression cache) and the server bundle, at the same time as `npm start` runs them; the first
// start figure is then builds + empty DATA_DIR, against the same 10 s goal.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initdbCachePath } from '../src/db/pglite.js';
// @ts-expect-error: a plain ES module script without type declarations
import { buildServerBundle, ensureServerBundle, SERVER_BUNDLE } from './build-server.mjs';

const GOALS = { empty: 10_000, second: 2_000 };
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the server, resolves with the milliseconds until it printed its URL, then stops it. */
async function timeToListening(env: NodeJS.ProcessEnv): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const elapsed = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" within 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve(performance.now() - started);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return elapsed;
}

const fresh = process.argv.includes('--fresh');
const cold = fresh || process.argv.includes('--cold');
const root = mkdtempSync(join(tmpdir(), 'sfc-bench-'));

/** Milliseconds `npm start` spends building on a fresh clone: portal and server bundle at once. */
async function timeFreshBuilds(): Promise<number> {
  process.env.SFC_PRECOMPRESS_CACHE = join(root, 'precompress-cache');
  // @ts-expect-error: a plain ES module script without type declarations
  const { buildPortal } = (await import('../../../scripts/build-portal.mjs')) as {
    buildPortal: (dir: string) => Promise<void>;
  };
  const started = performance.now();
  await Promise.all([buildPortal(join(root, 'portal')), buildServerBundle()]);
  return performance.now() - started;
}

// What `npm start` runs: the pre-built bundle (rebuilt first if a source changed; not timed).
const builds = fresh ? await timeFreshBuilds() : 0;
if (!fresh && (await ensureServerBundle())) console.log('Server bundle rebuilt before timing (.build/).');

try {
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: join(root, 'data'),
    DATABASE_URL: '',
    SFC_SIGNING_SECRET: 'bench-signing-secret',
    JWT_SECRET: 'bench-jwt-secret-0000000000000000000',
  };
  if (cold) env.PGLITE_INITDB_CACHE = join(root, 'initdb-cache.tar.gz');
  const cache = cold ? env.PGLITE_INITDB_CACHE : initdbCachePath();
  const cacheState = cache && existsSync(cache) ? 'used' : 'not present (initdb runs, then it is saved)';

  const empty = await timeToListening(env);
  const second = await timeToListening(env);
  const verdict = (ms: number, goal: number) =>
    ms <= goal ? 'goal met' : ms <= 2 * goal ? 'over the goal (within 2×)' : 'MISSED by more than 2×';
  console.log(`Startup to "listening" (PGlite, cached empty cluster ${cold ? 'bypassed' : cacheState}):`);
  if (fresh) {
    const first = builds + empty;
    console.log(`  builds (portal and server bundle, nothing cached): ${(builds / 1000).toFixed(2)} s`);
    console.log(`  empty DATA_DIR start:                               ${(empty / 1000).toFixed(2)} s`);
    console.log(
      `  first start on a fresh clone: ${(first / 1000).toFixed(2)} s  goal < ${GOALS.empty / 1000} s  ${verdict(first, GOALS.empty)}`,
    );
  } else {
    console.log(
      `  empty DATA_DIR: ${(empty / 1000).toFixed(2)} s  goal < ${GOALS.empty / 1000} s  ${verdict(empty, GOALS.empty)}`,
    );
  }
  console.log(
    `  second start:   ${(second / 1000).toFixed(2)} s  goal < ${GOALS.second / 1000} s  ${verdict(second, GOALS.second)}`,
  );
  process.exitCode = builds + empty > 2 * GOALS.empty || second > 2 * GOALS.second ? 1 : 0;
} finally {
  rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
