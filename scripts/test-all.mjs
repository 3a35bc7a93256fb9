#!/usr/bin/env node
// The one test command (README): every check of the repository, in order, with timings.
// Steps whose files do not exist yet are reported as skipped, never silently dropped. Steps in
// one group run at the same time; one step of a group may stream its output (`stream`), the
// others' is printed step by step as each ends, never interleaved.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const groups = [
  // Vitest's two workers leave a core partly idle while they wait on PostgreSQL: typecheck and
  // lint (one core each) fill it (docs/decisions/0056-test-drivers-and-suite-time.md). Vitest's
  // output streams; the others' is printed when they end.
  [
    { name: 'unit and server tests (vitest)', cmd: 'npx vitest run', stream: true },
    { name: 'typecheck', cmd: 'npx tsc -b' },
    { name: 'lint', cmd: 'npx eslint . && npx prettier --check .' },
  ],
  [
    {
      name: 'server start-up benchmark, and a first npm start that compiles the portal',
      cmd: 'npx tsx packages/server/scripts/bench-startup.ts',
      when: 'packages/server/scripts/bench-startup.ts',
    },
  ],
  [
    {
      name: 'custom elements in Chromium (web-test-runner)',
      cmd: 'npx wtr',
      when: 'web-test-runner.config.mjs',
      stream: true,
    },
    {
      name: 'storybook static build',
      cmd: 'npx storybook build --quiet -o storybook-static',
      when: '.storybook/main.ts',
    },
  ],
  [{ name: 'bundle size budgets', cmd: 'node scripts/budgets.mjs', when: 'scripts/budgets.mjs' }],
  [{ name: 'end-to-end (playwright-core, Chromium)', cmd: 'node scripts/e2e.mjs', when: 'scripts/e2e.mjs' }],
];

/** Lines of a failed step's output that name what failed (CI logs often keep only the end). */
const FAILURE_LINE = /^\s*(FAIL\b|×|✗|❯ .*:\d+:\d+)|(Error|AssertionError|TimeoutError)\b.*:|expected .* to /;
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/** The failure lines of `output`, at most `max`, without repeats. */
function failureLines(output, max = 40) {
  const lines = Buffer.concat(output).toString('utf8').replace(ANSI, '').split('\n');
  const picked = [
    ...new Set(lines.filter((l) => FAILURE_LINE.test(l)).map((l) => l.trimEnd().slice(0, 240))),
  ];
  return picked.slice(-max);
}

/** Runs one step; alone it streams its output, in a group it buffers it until it ends. */
function run(step, buffered) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output.push(chunk);
        if (!buffered) (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.once('close', (code) => {
      if (buffered) {
        console.log(`\n▶ ${step.name}: ${step.cmd}`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = (Date.now() - started) / 1000;
      const failures = code === 0 ? [] : failureLines(output);
      resolve({
        name: step.name,
        status: code === 0 ? 'passed' : `FAILED (exit ${code})`,
        seconds,
        failures,
      });
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
  const outcomes = await Promise.all(present.map((step) => run(step, present.length > 1 && !step.stream)));
  if (present.length > 1) for (const outcome of outcomes) outcome.shared = true;
  results.push(...outcomes);
  if (outcomes.some((r) => r.status.startsWith('FAILED'))) break;
}

for (const r of results.filter((x) => x.failures?.length)) {
  console.log(`\nWhat failed in "${r.name}" (lines picked from its output above):`);
  for (const line of r.failures) console.log(`  ${line}`);
}
console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.status.padEnd(28)} ${r.seconds.toFixed(1).padStart(7)} s  ${r.name}${r.shared ? ' (a la vez con otros)' : ''}`,
  );
const failed = results.some((r) => r.status.startsWith('FAILED'));
const ran = results.filter((r) => r.status === 'passed').length;
if (ran === 0 && !failed) console.log('No test step ran.');
process.exit(failed || ran === 0 ? 1 : 0);
