#!/usr/bin/env node
// Lighthouse benchmark (`node scripts/lighthouse.mjs [path…]`; not part of `npm test`): starts the
// portal with `scripts/start.mjs` (which rebuilds it when a source changed) on a free port and a
// fresh temporary DATA_DIR, audits each page with Lighthouse's default mobile settings (Moto G
// Power screen, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium, and prints every
// score next to its goal (docs/performance.md: performance ≥ 95, accessibility 100), with the page's Core
// Web Vitals. HTML reports land in test-results/lighthouse/.
//
// Lighthouse's simulated throttling scales with the machine's measured speed, so on a busy
// machine performance drops; run it more than once. Exits 1 when a goal is missed.
/* global setTimeout, clearTimeout, fetch */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const PAGES = ['/login', '/sfc', '/estadisticas', '/customer/complaint/registration', '/embed-demo'];
const GOALS = { performance: 95, accessibility: 100 };
const reportsDir = path.join(root, 'test-results/lighthouse');

if (!existsSync(chromePath)) {
  console.error(
    `Chromium no está en ${chromePath} (apt-get install -y chromium). Nunca se descarga un navegador.`,
  );
  process.exit(1);
}

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

async function waitForPortal(url, isExited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !isExited()) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : PAGES;
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sfc-lighthouse-'));
console.log(`Iniciando el portal en ${url} (compila si hace falta)…`);
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let exited = false;
const serverExit = new Promise((resolve) => server.once('exit', () => resolve((exited = true))));

async function stopServer() {
  if (!exited) {
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await serverExit;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

if (!(await waitForPortal(url, () => exited, 300_000))) {
  console.error('El portal no arrancó.');
  await stopServer();
  process.exit(1);
}

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
mkdirSync(reportsDir, { recursive: true });
const results = [];
try {
  for (const page of pages) {
    // A fresh browser per page: no cache or service state carried from one page to the next.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const run = await lighthouse(`${url}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        output: 'html',
        logLevel: 'error',
      });
      const { lhr } = run;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const name = page.replace(/^\//, '').replaceAll('/', '-') || 'root';
      writeFileSync(path.join(reportsDir, `${name}.html`), run.report);
      const failed = ['performance', 'accessibility'].flatMap((id) =>
        lhr.categories[id]?.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
      );
      const opportunities = Object.values(lhr.audits)
        .filter(
          (audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) >= 100,
        )
        .map((audit) => `${audit.id} (${Math.round(audit.details.overallSavingsMs)} ms)`);
      results.push({
        opportunities,
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment?.benchmarkIndex,
        failed,
      });
    } finally {
      chrome.kill();
    }
  }
} finally {
  await stopServer();
}

const verdict = (value, goal) => (value >= goal ? 'goal met' : 'MISSED');
let missed = false;
console.log('\nLighthouse, mobile (Chromium at ' + chromePath + '):');
for (const r of results) {
  missed ||= r.performance < GOALS.performance || r.accessibility < GOALS.accessibility;
  console.log(`  ${r.page}`);
  console.log(
    `    performance   ${String(r.performance).padStart(3)}  goal ≥ ${GOALS.performance}   ${verdict(r.performance, GOALS.performance)}`,
  );
  console.log(
    `    accessibility ${String(r.accessibility).padStart(3)}  goal = ${GOALS.accessibility}  ${verdict(r.accessibility, GOALS.accessibility)}`,
  );
  console.log(
    `    FCP ${(r.fcp / 1000).toFixed(2)} s · LCP ${(r.lcp / 1000).toFixed(2)} s · TBT ${Math.round(r.tbt)} ms · ` +
      `CLS ${r.cls.toFixed(3)} (goal ≤ 0.1) · machine benchmark index ${Math.round(r.benchmarkIndex ?? 0)}`,
  );
  if (r.failed.length > 0) console.log(`    audits below 90: ${r.failed.join(', ')}`);
  if (r.opportunities.length > 0) console.log(`    opportunities: ${r.opportunities.join(', ')}`);
}
console.log(`Reports: ${path.relative(root, reportsDir)}/`);
process.exitCode = missed ? 1 : 0;
