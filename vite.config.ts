import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repo: each package is a project with its own environment.
// Browser (*.browser.test.ts) and end-to-end (e2e/*.e2e.ts) tests run under their own runners.
export default defineConfig({
  test: {
    // Two workers even on 2 cores (Vitest's default there is one): a server file spends much of
    // its time waiting on PostgreSQL, on disk or on a child process, and the second core is idle
    // meanwhile. Each worker is its own process with its own databases (test/harness.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // One migrated PGlite folder and one PostgreSQL template database per run (test/harness.ts).
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each worker runs its files in turn and keeps its modules: fastify, core and the PGlite
          // WebAssembly load once per worker instead of once per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'widgets',
          root: 'packages/widgets',
          environment: 'happy-dom',
          // Rendering in happy-dom is CPU-bound: leave room for a loaded 2-core machine.
          testTimeout: 20_000,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.browser.test.ts'],
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: 'host',
          root: 'packages/host',
          environment: 'happy-dom',
          // Rendering in happy-dom is CPU-bound: leave room for a loaded 2-core machine.
          testTimeout: 20_000,
          include: ['src/**/*.test.{ts,tsx}'],
          passWithNoTests: true,
        },
      },
    ],
  },
});
