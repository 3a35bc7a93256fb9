#!/usr/bin/env node
// Bundle size budgets of the embeddable elements (ADR 0005), run from the repo root:
// `node scripts/budgets.mjs`. Builds packages/widgets with its vite.config.ts, then checks
//   - the shared runtime chunk (React, ReactDOM, r2wc, core's client and session) ≤ 82 KiB gzip;
//   - each React element ≤ 20 KiB gzip on top of that runtime (its whole static import graph
//     minus the runtime chunk: what a page downloads before the element can show anything); what
//     it loads later through import() (a view or a state's code) is printed too, not budgeted;
//   - the accessibility bar alone ≤ 10 KiB gzip, with Lit and no React in its graph;
//   - Chart.js and xlsx only in chunks reached through import(), never in an entry's static graph.
// Elements are found by the build config (src/elements/<name>/<name>.element.ts); expected ones
// that do not exist yet are listed as "not present yet". Exits 1 when a budget is exceeded.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// SFC_BUDGETS_CONFIG points at another config (to try the script on a probe build).
const configFile = path.resolve(root, process.env.SFC_BUDGETS_CONFIG ?? 'packages/widgets/vite.config.ts');
const KiB = 1024;
const BUDGETS = { runtime: 82 * KiB, reactElement: 20 * KiB, bar: 10 * KiB };
const BAR = 'sfc-accessibility-bar';
const EXPECTED_REACT_ELEMENTS = [
  'sfc-complaint-form',
  'sfc-complaint-tracking',
  'sfc-alerts-bell',
  'sfc-report-viewer',
  'sfc-public-statistics',
];
const REACT_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@r2wc)[\\/]/;
const LIT_MODULES = /[\\/]node_modules[\\/](?:lit|lit-html|lit-element|@lit)[\\/]/;
const LAZY_LIBRARIES = [
  { label: 'chart.js', test: /[\\/]node_modules[\\/](?:chart\.js|@kurkle)[\\/]/ },
  { label: 'xlsx', test: /[\\/]node_modules[\\/](?:xlsx|@e965)[\\/]/ },
];

console.log(`Building packages/widgets (${path.relative(root, configFile)})…`);
const result = await build({ configFile, logLevel: 'warn' });
const chunks = (Array.isArray(result) ? result : [result])
  .flatMap((output) => output.output)
  .filter((item) => item.type === 'chunk');
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
// Gzip at zlib's default level (6), what a web server typically sends.
const gzipSize = new Map(chunks.map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]));
const moduleIds = (chunk) => Object.keys(chunk.modules ?? {});

/** File names in the static import graph of `fileName`, itself included. */
function staticGraph(fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of byFile.get(fileName)?.imports ?? []) staticGraph(imported, seen);
  return seen;
}

/** File names reachable from `fileName` through static and dynamic imports, itself included. */
function onDemandGraph(fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = byFile.get(fileName);
  for (const imported of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])])
    onDemandGraph(imported, seen);
  return seen;
}

const sum = (files) => [...files].reduce((total, file) => total + (gzipSize.get(file) ?? 0), 0);
/** Whether a chunk holds Chart.js or xlsx (reported on their own rows). */
const isLazyLibrary = (file) =>
  moduleIds(byFile.get(file)).some((id) => LAZY_LIBRARIES.some((lib) => lib.test.test(id)));
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const entries = chunks.filter((chunk) => chunk.isEntry);
const runtimeFiles = chunks.filter((chunk) => /^runtime\d*$/.test(chunk.name)).map((chunk) => chunk.fileName);

const rows = [];
const problems = [];
function row(bundle, bytes, budget, status, files = '') {
  rows.push({
    bundle,
    size: bytes === null ? '—' : kib(bytes),
    budget: budget ? kib(budget) : '',
    status,
    files,
  });
  if (status.startsWith('OVER') || status.startsWith('FAIL')) problems.push(bundle);
}

// The shared runtime.
if (runtimeFiles.length === 0) {
  row(
    'shared runtime (React, ReactDOM, r2wc, core client)',
    null,
    BUDGETS.runtime,
    'not present yet (no React element)',
  );
} else {
  const size = sum(runtimeFiles);
  row(
    'shared runtime (React, ReactDOM, r2wc, core client)',
    size,
    BUDGETS.runtime,
    size <= BUDGETS.runtime ? 'ok' : 'OVER BUDGET',
    runtimeFiles.join(' '),
  );
}

// The accessibility bar: alone, Lit only.
const bar = entries.find((chunk) => chunk.name === BAR);
if (!bar) {
  row(`${BAR} (alone)`, null, BUDGETS.bar, 'not present yet');
} else {
  const graph = staticGraph(bar.fileName);
  const modules = [...graph].flatMap((file) => moduleIds(byFile.get(file)));
  const size = sum(graph);
  const react = modules.filter((id) => REACT_MODULES.test(id));
  let status = size <= BUDGETS.bar ? 'ok' : 'OVER BUDGET';
  if (react.length > 0) status = `FAIL: React in its graph (${path.relative(root, react[0])})`;
  else if (!modules.some((id) => LIT_MODULES.test(id))) status = 'FAIL: no Lit in its graph';
  row(`${BAR} (alone, Lit only)`, size, BUDGETS.bar, status, `${graph.size} files`);
}

// React elements, on top of the runtime. Any entry that uses the runtime counts, expected or not.
const reactEntries = entries.filter((chunk) =>
  [...staticGraph(chunk.fileName)].some((file) => runtimeFiles.includes(file)),
);
const names = [...new Set([...EXPECTED_REACT_ELEMENTS, ...reactEntries.map((chunk) => chunk.name)])];
for (const name of names) {
  const entry = reactEntries.find((chunk) => chunk.name === name);
  if (!entry) {
    const other = entries.find((chunk) => chunk.name === name);
    row(
      `${name} (on top of runtime)`,
      null,
      BUDGETS.reactElement,
      other ? 'FAIL: does not use the shared runtime' : 'not present yet',
    );
    continue;
  }
  const graph = [...staticGraph(entry.fileName)].filter((file) => !runtimeFiles.includes(file));
  const size = sum(graph);
  // register-all bundles every element by design: reported, not held to one element's budget.
  const bundle = name === 'sfc-register-all';
  row(
    `${name} (on top of runtime)`,
    size,
    bundle ? 0 : BUDGETS.reactElement,
    bundle || size <= BUDGETS.reactElement ? 'ok' : 'OVER BUDGET',
    `${graph.length} files`,
  );
  // What the element loads later through import() (a state's or a view's code), for the record:
  // not part of its budget, which is what a page downloads before the element can show anything.
  const later = [...onDemandGraph(entry.fileName)].filter(
    (file) => !graph.includes(file) && !runtimeFiles.includes(file) && !isLazyLibrary(file),
  );
  if (!bundle && later.length > 0)
    row(`  ${name}, loaded on demand`, sum(later), 0, 'info (not budgeted)', `${later.length} files`);
}

// Chart.js and xlsx: lazy, separate chunks.
const staticFiles = new Set(entries.flatMap((entry) => [...staticGraph(entry.fileName)]));
for (const { label, test } of LAZY_LIBRARIES) {
  const holders = chunks.filter((chunk) => moduleIds(chunk).some((id) => test.test(id)));
  if (holders.length === 0) {
    row(`${label} (lazy chunk)`, null, 0, 'not used by any element yet');
    continue;
  }
  const eager = holders.filter((chunk) => staticFiles.has(chunk.fileName));
  const others = LAZY_LIBRARIES.filter((lib) => lib.label !== label);
  const mixed = holders.filter((chunk) =>
    moduleIds(chunk).some((id) => others.some((lib) => lib.test.test(id))),
  );
  let status = 'ok: loaded only through import()';
  if (eager.length > 0)
    status = `FAIL: in the static graph of an entry (${eager.map((c) => c.fileName).join(', ')})`;
  else if (mixed.length > 0) status = `FAIL: shares a chunk with another lazy library (${mixed[0].fileName})`;
  row(
    `${label} (lazy chunk)`,
    sum(holders.map((chunk) => chunk.fileName)),
    0,
    status,
    holders.map((c) => c.fileName).join(' '),
  );
}

// Print the table.
const widths = ['bundle', 'size', 'budget', 'status'].map((key) =>
  Math.max(key.length, ...rows.map((r) => r[key].length)),
);
const line = (cells) =>
  cells.map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
console.log('\nBundle sizes (gzip) of packages/widgets/dist');
console.log(line(['bundle', 'size', 'budget', 'status']) + '  files');
console.log(widths.map((w) => '─'.repeat(w)).join('  '));
for (const r of rows) console.log(line([r.bundle, r.size, r.budget, r.status]) + `  ${r.files}`);

// When the runtime is over budget, say what is in it: each package's code, minified and
// gzipped on its own (so the figures add up to a little more than the chunk).
if (runtimeFiles.length > 0 && sum(runtimeFiles) > BUDGETS.runtime) {
  const { minifySync } = await import('rolldown/utils').catch(() => ({ minifySync: null }));
  const code = new Map();
  for (const file of runtimeFiles)
    for (const [id, info] of Object.entries(byFile.get(file).modules)) {
      const pkg =
        /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1] ?? path.relative(root, path.dirname(id));
      code.set(pkg, `${code.get(pkg) ?? ''}\n${info.code ?? ''}`);
    }
  const sizes = [...code].map(([pkg, text]) => {
    // As a script, so that top-level code nothing in this snippet uses is kept.
    let minified = text;
    try {
      if (minifySync) minified = minifySync(`${pkg}.js`, text, { module: false }).code || text;
    } catch {
      // unparsable on its own: measure it as it is
    }
    return [pkg, gzipSync(minified).length];
  });
  console.log(
    `\nWhat the runtime holds (gzip of each package's code on its own${minifySync ? ', minified' : ''}):`,
  );
  for (const [pkg, size] of sizes.sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`  ${kib(size).padStart(9)}  ${pkg}`);
}

if (problems.length > 0) {
  console.error(`\nBudget check failed: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('\nAll size budgets met.');
