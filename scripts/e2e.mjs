#!/usr/bin/env node
// End-to-end suite (`node scripts/e2e.mjs [vitest args]`, a step of `npm test`): builds the host
// from the current sources into a private temporary folder (so a concurrent `npm start` or another
// run never serves a half-written dist/), starts the portal with `scripts/start.mjs` on that build,
// a fresh temporary DATA_DIR and a free port, waits for it, runs packages/host/e2e/*.e2e.ts with
// Vitest (playwright-core driving Debian's Chromium; most files two at a time, then those that must
// run alone), then stops the server. Server output goes to
// test-results/e2e-server.log.
//
// KEEP_E2E_DATA=1 keeps the temporary DATA_DIR (database, outbox) for inspection.
/* global setTimeout, clearTimeout, fetch */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium no está en ${chromium}. Instálelo con \`apt-get install -y chromium\` (Debian) ` +
      'o indique otra ruta en CHROMIUM_PATH. Nunca se descarga un navegador.',
  );
  process.exit(1);
}

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'sfc-e2e-'));
const staticDir = mkdtempSync(path.join(tmpdir(), 'sfc-e2e-portal-'));
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const logFile = path.join(resultsDir, 'e2e-server.log');
const log = createWriteStream(logFile);
const url = `http://127.0.0.1:${port}`;
// The suite signs the same demo accounts in from many files: codes every 20 s (not 60) and 60 an
// hour (not 5) keep it from waiting out or hitting the limits; the limits themselves are tested
// in the server's tests and the wait on the resend link here. Passed to the tests too.
const otpResendSeconds = '20';

const started = Date.now();
console.log('Compilando el portal para las pruebas…');
// Built as a developer's shell would have it (NODE_ENV=development): builds must not depend on the
// caller's NODE_ENV (scripts/vite-production.mjs), and the embedded elements' e2e proves they work.
const callerNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'development';
try {
  const { buildPortal } = await import('./build-portal.mjs');
  await buildPortal(staticDir);
} catch (error) {
  console.error('No fue posible compilar el portal:', error);
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = callerNodeEnv;

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    SFC_SKIP_BUILD: '1',
    LOG_LEVEL: 'warn',
    // Every journey signs up from 127.0.0.1: more than the default 10 registrations an hour.
    REGISTRATIONS_PER_IP_HOUR: '500',
    OTP_RESEND_SECONDS: otpResendSeconds,
    OTP_CODES_PER_HOUR: '60',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(log);
let exited = null;
const serverExit = new Promise((resolve) => {
  server.once('exit', (code, signal) => {
    exited = { code, signal };
    resolve(exited);
  });
});

function cleanUp() {
  rmSync(staticDir, { recursive: true, force: true });
  if (process.env.KEEP_E2E_DATA === '1') console.log(`DATA_DIR conservado: ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}

async function stopServer() {
  if (exited) return;
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await serverExit;
  clearTimeout(timer);
}

/** Polls /healthz until the portal answers (it builds the host and migrates a new database first). */
async function waitForPortal(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) return false;
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

console.log(`Iniciando el portal en ${url} (DATA_DIR ${dataDir})…`);
if (!(await waitForPortal(180_000))) {
  await stopServer();
  log.end();
  console.error(`El portal no arrancó (registro en ${path.relative(root, logFile)}).`);
  cleanUp();
  process.exit(1);
}
console.log(`Portal listo en ${((Date.now() - started) / 1000).toFixed(1)} s; ejecutando las pruebas e2e.`);

/** Runs the e2e config's `phase` (packages/host/e2e/vitest.e2e.config.ts); resolves with its exit code. */
function runPhase(phase) {
  const vitest = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      path.join(root, 'packages/host/e2e/vitest.e2e.config.ts'),
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORTAL_URL: url,
        SFC_E2E_DATA_DIR: dataDir,
        SFC_E2E_OTP_RESEND_SECONDS: otpResendSeconds,
        SFC_E2E_PHASE: phase,
        CHROMIUM_PATH: chromium,
      },
    },
  );
  const stop = (signal) => vitest.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stop);
  return new Promise((resolve) =>
    vitest.once('exit', (status) => {
      for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, stop);
      resolve(status ?? 1);
    }),
  );
}

// Most files two at a time, then the few that must run alone (the config's RUN_ALONE).
const shared = await runPhase('shared');
const alone = await runPhase('alone');
const code = shared !== 0 ? shared : alone;

await stopServer();
log.end();
cleanUp();
console.log(
  `Pruebas e2e: ${code === 0 ? 'aprobadas' : 'FALLIDAS'} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
process.exit(code);
