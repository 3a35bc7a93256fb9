// End-to-end tests of the portal (scripts/e2e.mjs starts the portal, then runs this config):
// playwright-core drives Debian's Chromium against the running server, two files at a time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    name: 'e2e',
    root: e2eDir,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    // One portal, two workers, each with its own browser: a file mostly waits on the browser or the
    // server, so a second one uses the idle core. Files that sign the same demo account in take
    // turns (support/account-lock.ts).
    fileParallelism: true,
    maxWorkers: 2,
    // A sign-in may wait for another file's sign-in of the same account, then out the server's
    // one-code-a-while limit (support/outbox.ts), in a hook too.
    testTimeout: 150_000,
    hookTimeout: 150_000,
    // expect.poll waits for what a page shows after a server round trip: as long as a locator
    // waits (support/browser.ts), not Vitest's default second, which a loaded machine exceeds.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
