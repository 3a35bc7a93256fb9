// End-to-end tests of the portal (scripts/e2e.mjs starts the portal, then runs this config):
// playwright-core drives Debian's Chromium against the running server, one file at a time.
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
    // One browser and one portal: files run in turn, in one worker.
    fileParallelism: false,
    maxWorkers: 1,
    // A sign-in may wait out the server's one-code-a-minute limit (support/outbox.ts).
    testTimeout: 150_000,
    hookTimeout: 60_000,
    // expect.poll waits for what a page shows after a server round trip: as long as a locator
    // waits (support/browser.ts), not Vitest's default second, which a loaded machine exceeds.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
