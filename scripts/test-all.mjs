#!/usr/bin/env node
// The one test command (README): every check of the repository, in order, with timings.
// Steps whose files do not exist yet are reported as skipped, never silently dropped. Steps in
// one group run at the same time (each single-threaded: typecheck and lint use one core each);
// a group's output is printed step by step as each ends, never interleaved.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const groups = [
  [
    { name: 'typecheck', cmd: 'npx tsc -b' },
    { name: 'lint', cmd: 'npx eslint . && npx prettier --check .' },
  ],
  [{ name: 'unit and server tests (vitest)', cmd: 'npx vitest run' }],
  [
    {
      name: 'server start-up benchmark (empty and second start)',
      cmd: 'npx tsx packages/server/scripts/bench-startup.ts',
      when: 'packages/server/scripts/bench-startup.ts',
    },
  ],
  [
    {
      name: 'custom elements in Chromium (web-test-runner)',
      cmd: 'npx wtr',
      when: 'web-test-runner.config.mjs',
    },
  ],
  [
    {
      name: 'storybook static build',
      cmd: 'npx storybook build --quiet -o storybook-static',
      when: '.storybook/main.ts',
    },
  ],
  [{ name: 'bundle size budgets', cmd: 'node scripts/budgets.mjs', when: 'scripts/budgets.mjs' }],
  [{ name: 'end-to-end (playwright-core, Chromium)', cmd: 'node scripts/e2e.mjs', when: 'scripts/e2e.mjs' }],
];

/** Runs one step; alone it streams its output, in a group it buffers it until it ends. */
function run(step, buffered) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, { shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.once('close', (code) => {
      if (buffered) {
        console.log(`\n▶ ${step.name}: ${step.cmd}`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = (Date.now() - started) / 1000;
      resolve({ name: step.name, status: code === 0 ? 'passed' : `FAILED (exit ${code})`, seconds });
    });
  });
}

const results = [];
for (const group of groups) {
  const present = [];
  for (const step of group) {
    if (step.when && !existsSync(step.when)) {
      results.push({ name: step.name, status: 'skipped (not present yet)', seconds: 0 });
    } else present.push(step);
  }
  if (present.length === 1) console.log(`\n▶ ${present[0].name}: ${present[0].cmd}`);
  else if (present.length > 1) console.log(`\n▶ a la vez: ${present.map((s) => s.name).join(', ')}`);
  const outcomes = await Promise.all(present.map((step) => run(step, present.length > 1)));
  results.push(...outcomes);
  if (outcomes.some((r) => r.status.startsWith('FAILED'))) break;
}

console.log('\nSummary');
for (const r of results)
  console.log(`  ${r.status.padEnd(28)} ${r.seconds.toFixed(1).padStart(7)} s  ${r.name}`);
const failed = results.some((r) => r.status.startsWith('FAILED'));
const ran = results.filter((r) => r.status === 'passed').length;
if (ran === 0 && !failed) console.log('No test step ran.');
process.exit(failed || ran === 0 ? 1 : 0);
