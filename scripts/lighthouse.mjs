#!/usr/bin/env node
// Lighthouse benchmark (`node scripts/lighthouse.mjs [path…]`; not part of `npm test`): starts the
// portal with `scripts/start.mjs` (which rebuilds it when a source changed) on a free port and a
// fresh temporary DATA_DIR, audits each page with Lighthouse's default mobile settings (Moto G
// Power screen, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium, and prints every
// score next to its goal (docs/performance.md: performance ≥ 95, accessibility 100), with the page's Core
// Web Vitals. HTML reports land in test-results/lighthouse/.
//
// Pages are audited as their users see them: `/customer/…` signed in as the demo consumer,
// `/dashboard/…` as the demo complaint analyst, the rest anonymously. Each user signs in through
// the signed API with the second factor mailed to the outbox (README, "Signing in, step by step");
// the browser then gets the session's `acc`/`ref` cookies, from which a new tab of the portal
// restores the session. `:complaint_code` in a path is the first complaint of the analyst's queue.
//
// Lighthouse's simulated throttling scales with the machine's measured speed, so on a busy
// machine performance drops; run it more than once. Exits 1 when a goal is missed.
// LH_TRACE_DIR=dir also writes each page's Chromium trace there (`<page>.trace.json`), for
// Chromium's performance panel.
/* global setTimeout, clearTimeout, fetch */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const PAGES = [
  '/login',
  '/sfc',
  '/estadisticas',
  '/customer/complaint/registration',
  '/dashboard/complaints/management',
  '/dashboard/complaints/management/detail/:complaint_code',
  '/dashboard/management/complaints',
  '/embed-demo',
];
// Who sees each area (README's demo logins); other paths are audited anonymously.
const USERS = [
  {
    area: '/customer/',
    label: 'consumidor',
    email: 'consumidor@demo.sfc.local',
    password: 'Consumidor#2026',
  },
  { area: '/dashboard/', label: 'analista', email: 'analista@demo.sfc.local', password: 'Analista#2026' },
];
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

/** The newest 6-digit code among the mails to `email` written after `since` (names start with the time). */
async function mailedCode(email, seen) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  do {
    const names = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((name) => name.toLowerCase().endsWith(`-mail-${email}.eml`) && !seen.has(name))
          .sort()
          .reverse()
      : [];
    for (const name of names) {
      const code = readFileSync(path.join(outbox, name), 'utf8')
        .match(/\b[0-9]{6}\b/g)
        ?.at(-1);
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  } while (Date.now() < deadline);
  throw new Error(`No llegó el código de ingreso de ${email} a ${outbox}.`);
}

// Calls are signed as the portal signs them, with the key the portal itself reads at /config.json.
const { canonicalJson, hmacSha256Hex } = await tsImport(
  '../packages/core/src/signing/index.ts',
  import.meta.url,
);
const { signingSecret } = await (await fetch(`${url}/config.json`)).json();

async function call(method, apiPath, body, token) {
  const target = `${url}/api${apiPath}`;
  const text = body === undefined ? undefined : canonicalJson(body);
  const response = await fetch(target, {
    method,
    headers: {
      'x-sfc-signature': hmacSha256Hex(signingSecret, text ?? target),
      ...(text === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: text,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Signs `user` in with the mailed second factor; resolves to the session's tokens. */
async function signIn(user) {
  const outbox = path.join(dataDir, 'outbox');
  const seen = new Set(existsSync(outbox) ? readdirSync(outbox) : []);
  const { user_id: userId } = await call('POST', '/preloginuser/', {
    username: user.email,
    password: user.password,
  });
  await call('POST', '/mfa-otp/', { user_id: userId });
  const code = await mailedCode(user.email, seen);
  const { access, refresh } = await call('GET', `/mfa-otp/?otp=${code}&user_id=${String(userId)}`);
  return { access, refresh };
}

const sessions = new Map();
/** The signed-in tokens of whoever sees `page`, or null for a public page. */
async function sessionFor(page) {
  const user = USERS.find((candidate) => page.startsWith(candidate.area));
  if (!user) return null;
  if (!sessions.has(user.email)) sessions.set(user.email, { user, tokens: await signIn(user) });
  return sessions.get(user.email);
}

/** `page` with `:complaint_code` replaced by the first complaint of its user's queue. */
async function resolvePath(page, session) {
  if (!page.includes(':complaint_code')) return page;
  const queue = await call('GET', '/complaint_management/', undefined, session?.tokens.access);
  const code = queue.results?.[0]?.codigo_queja;
  if (!code) throw new Error(`La bandeja de ${session?.user.email} está vacía.`);
  return page.replace(':complaint_code', encodeURIComponent(code));
}

/** Gives the browser listening on `port` the session's cookies, as the portal writes them. */
async function setSessionCookies(port, tokens) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies(
      Object.entries({ acc: tokens.access, ref: tokens.refresh }).map(([name, value]) => ({
        name,
        value: encodeURIComponent(value),
        url,
        sameSite: 'Strict',
        expires: Math.floor(Date.now() / 1000) + 25 * 60,
      })),
    );
  } finally {
    await browser.close();
  }
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
      const session = await sessionFor(page);
      const target = await resolvePath(page, session);
      if (session) await setSessionCookies(chrome.port, session.tokens);
      const run = await lighthouse(`${url}${target}`, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        output: 'html',
        logLevel: 'error',
      });
      const { lhr } = run;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const name = page.replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '') || 'root';
      writeFileSync(path.join(reportsDir, `${name}.html`), run.report);
      if (process.env.LH_TRACE_DIR)
        writeFileSync(
          path.join(process.env.LH_TRACE_DIR, `${name}.trace.json`),
          JSON.stringify(run.artifacts.Trace ?? run.artifacts.traces?.defaultPass),
        );
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
        page: target,
        user: session?.user.label ?? 'anónimo',
        // A page that sent its visitor elsewhere (e.g. to /login) was not the page audited.
        landed: new URL(lhr.finalDisplayedUrl).pathname,
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
  const redirected = r.landed !== new URL(r.page, url).pathname;
  missed ||= redirected || r.performance < GOALS.performance || r.accessibility < GOALS.accessibility;
  console.log(
    `  ${r.page} (${r.user})${redirected ? `: REDIRECTED to ${r.landed}, not the page asked for` : ''}`,
  );
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
