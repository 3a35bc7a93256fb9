#!/usr/bin/env node
// The one test command (README): every check of the repository, in order, with timings.
// Steps whose files do not exist yet are reported as skipped, never silently dropped.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  { name: 'typecheck', cmd: 'npx tsc -b' },
  { name: 'lint', cmd: 'npx eslint . && npx prettier --check .' },
  { name: 'unit and server tests (vitest)', cmd: 'npx vitest run' },
  {
    name: 'server start-up benchmark (empty and second start)',
    cmd: 'npx tsx packages/server/scripts/bench-startup.ts',
    when: 'packages/server/scripts/bench-startup.ts',
  },
  {
    name: 'custom elements in Chromium (web-test-runner)',
    cmd: 'npx wtr',
    when: 'web-test-runner.config.mjs',
  },
  {
    name: 'storybook static build',
    cmd: 'npx storybook build --quiet -o storybook-static',
    when: '.storybook/main.ts',
  },
  { name: 'bundle size budgets', cmd: 'node scripts/budgets.mjs', when: 'scripts/budgets.mjs' },
  { name: 'end-to-end (playwright-core, Chromium)', cmd: 'node scripts/e2e.mjs', when: 'scripts/e2e.mjs' },
];

const results = [];
for (const step of steps) {
  if (step.when && !existsSync(step.when)) {
    results.push({ name: step.name, status: 'skipped (not present yet)', seconds: 0 });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, { stdio: 'inherit', shell: true });
  const seconds = (Date.now() - started) / 1000;
  const ok = run.status === 0;
  results.push({ name: step.name, status: ok ? 'passed' : `FAILED (exit ${run.status})`, seconds });
  if (!ok) break;
}

console.log('\nSummary');
for (const r of results)
  console.log(`  ${r.status.padEnd(28)} ${r.seconds.toFixed(1).padStart(7)} s  ${r.name}`);
const failed = results.some((r) => r.status.startsWith('FAILED'));
const ran = results.filter((r) => r.status === 'passed').length;
if (ran === 0 && !failed) console.log('No test step ran.');
process.exit(failed || ran === 0 ? 1 : 0);
