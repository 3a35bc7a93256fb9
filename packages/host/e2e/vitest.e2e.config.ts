// End-to-end tests of the portal (scripts/e2e.mjs starts the portal, then runs this config):
// playwright-core drives Debian's Chromium against the running server, two files at a time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Files that run alone, after the others (scripts/e2e.mjs runs the two phases against the same
 * portal): they take complaints from the demo analyst's shared queue, so another file working
 * that queue at the same time could take the one they opened.
 */
const RUN_ALONE = ['case-work-journey.e2e.ts', 'staff-complaints.e2e.ts'];

/** `shared` (two files at a time, all but {@link RUN_ALONE}), `alone`, or unset: every file, two at a time. */
const phase = process.env.SFC_E2E_PHASE;

export default defineConfig({
  test: {
    name: 'e2e',
    root: e2eDir,
    include: phase === 'alone' ? RUN_ALONE : ['**/*.e2e.ts'],
    exclude: phase === 'shared' ? RUN_ALONE : [],
    passWithNoTests: phase !== undefined,
    environment: 'node',
    // One portal, two workers, each with its own browser: a file mostly waits on the browser or the
    // server, so a second one uses the idle core. Files that sign the same demo account in take
    // turns (support/account-lock.ts).
    fileParallelism: phase !== 'alone',
    maxWorkers: phase === 'alone' ? 1 : 2,
    // A sign-in may wait for another file's sign-in of the same account, then out the server's
    // one-code-a-while limit (support/outbox.ts), in a hook too.
    testTimeout: 150_000,
    hookTimeout: 150_000,
    // expect.poll waits for what a page shows after a server round trip: as long as a locator
    // waits (support/browser.ts), not Vitest's default second, which a loaded machine exceeds.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
