import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Db } from '../src/db/driver.js';
import { openPostgres } from '../src/db/postgres.js';
import { InProcessJobQueue } from '../src/jobs/in-process-queue.js';
import type { JobQueue } from '../src/jobs/job-queue.js';
import { PgBossJobQueue } from '../src/jobs/pg-boss-queue.js';
import { freshPostgresDatabase } from './harness.js';

// The job queue (ADR 0014): on PostgreSQL, workers of several processes on one database share
// the jobs, each job runs once, a job whose worker was killed runs again, and a periodic round
// whose node was killed runs on another node at once (its lock went with the dead connection);
// on the embedded database the same interface runs jobs in process.

const postgres = inject('postgres');
const describeWithPostgres = 'skipReason' in postgres ? describe.skip : describe;
const SERVER_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describeWithPostgres(
  `job queue on PostgreSQL${'skipReason' in postgres ? ` — skipped: ${postgres.skipReason}` : ''}`,
  () => {
    let url: string;
    let db: Db;
    let cleanup: (() => Promise<void>) | undefined;
    const opened: Db[] = [];
    const queues: JobQueue[] = [];

    beforeAll(async () => {
      const database = await freshPostgresDatabase();
      ({ url, db, cleanup } = database);
      await db.query('CREATE TABLE job_runs (key int NOT NULL, worker text NOT NULL)');
    }, 60_000);

    afterAll(async () => {
      for (const queue of queues) await queue.stop();
      for (const other of opened) await other.close();
      await cleanup?.();
    });

    /**
     * A node's view: its own pool on the database and its own pg-boss, with job `name` (which
     * records each run in job_runs), running workers unless `workers` is false.
     */
    async function node(worker: string, name: 'test.count' | 'test.hang', workers = true) {
      const own = await openPostgres(url);
      opened.push(own);
      const queue = new PgBossJobQueue(own, quiet, {
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
        workers,
      });
      queue.define<{ key: number }>({
        name,
        // As in the child (test/fixtures/job-worker.ts): a lease of 2 s, retried at once.
        ...(name === 'test.hang' ? { leaseSeconds: 2, retryDelaySeconds: 0 } : {}),
        async run({ key }) {
          await own.query('INSERT INTO job_runs (key, worker) VALUES ($1, $2)', [key, worker]);
        },
      });
      await queue.start();
      queues.push(queue);
      return queue;
    }

    it('two workers on one database run 120 jobs between them, each exactly once', async () => {
      const [a, b] = await Promise.all([node('a', 'test.count'), node('b', 'test.count')]);
      const keys = Array.from({ length: 120 }, (_, i) => i + 1);
      // Both nodes queue: half the jobs each, at once.
      await Promise.all(keys.map((key) => (key % 2 === 0 ? a : b).send('test.count', { key })));
      await Promise.all([a.idle(), b.idle()]);
      const { rows } = await db.query<{ key: number; runs: number; workers: string }>(
        `SELECT key, count(*)::int AS runs, string_agg(worker, ',') AS workers
           FROM job_runs WHERE key <= 120 GROUP BY key ORDER BY key`,
      );
      expect(rows.map((r) => r.key)).toEqual(keys);
      expect(rows.filter((r) => r.runs !== 1)).toEqual([]);
      // The work was split: both workers ran some of it.
      expect(new Set(rows.map((r) => r.workers))).toEqual(new Set(['a', 'b']));
    }, 30_000);

    /** A worker process (test/fixtures/job-worker.ts) that hangs in the job it takes, and its output. */
    function worker(mode: 'hang' | 'round') {
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/job-worker.ts', url, mode], {
        cwd: SERVER_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const started = new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('started')) resolve();
        });
        child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${output}`)));
      });
      started.catch(() => undefined);
      return { child, exited, started, output: () => output };
    }

    it('a job whose worker is killed (kill -9) mid-job is run again by another worker, once', async () => {
      const sender = await node('sender', 'test.hang', false);
      // The child takes the job and hangs in it; it is killed as soon as it has started.
      const { child, exited, started, output } = worker('hang');
      await vi.waitFor(() => expect(output()).toContain('ready'), { timeout: 20_000, interval: 50 });
      // Only the child has a worker for this job (the sender runs none).
      await sender.send('test.hang', { key: 1001 });
      await started;
      child.kill('SIGKILL');
      await exited;

      // Another node comes up; the abandoned job's lease (2 s) runs out, and it is run there.
      await node('survivor', 'test.hang');
      await vi.waitFor(
        async () => {
          const { rows } = await db.query<{ worker: string }>(
            "SELECT worker FROM job_runs WHERE key = 1001 AND worker = 'survivor'",
          );
          expect(rows).toHaveLength(1);
        },
        { timeout: 20_000, interval: 200 },
      );
      // The child started it (more than once only if this machine was too slow to kill it within
      // its lease), the survivor finished it once, and the job is done.
      const { rows } = await db.query<{ worker: string; runs: number }>(
        'SELECT worker, count(*)::int AS runs FROM job_runs WHERE key = 1001 GROUP BY worker ORDER BY worker',
      );
      expect(rows.map((r) => r.worker)).toEqual([`child-${child.pid}`, 'survivor']);
      expect(rows[1]!.runs).toBe(1);
      const job = await db.query<{ state: string; retry_count: number }>(
        "SELECT state, retry_count FROM pgboss.job WHERE name = 'test.hang'",
      );
      expect(job.rows).toHaveLength(1);
      expect(job.rows[0]!.state).toBe('completed');
      expect(job.rows[0]!.retry_count).toBeGreaterThanOrEqual(1);
    }, 30_000);

    it('a periodic round whose node is killed (kill -9) mid-round runs on another node within seconds, not after its lease', async () => {
      // The child runs the round it queues at start (hourly, with a 30-minute job lease) and hangs.
      const child = worker('round');
      await child.started;
      child.child.kill('SIGKILL');
      await child.exited;
      const killedAt = Date.now();

      // Another node with the same round: the dead node's lock went with its connection, and the
      // round's short lease (2 s here, 20 s by default) hands the round over.
      const own = await openPostgres(url);
      opened.push(own);
      const survivor = new PgBossJobQueue(own, quiet, {
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
        roundLeaseSeconds: 2,
      });
      survivor.define({
        name: 'test.round',
        everySeconds: 3600,
        leaseSeconds: 1800,
        async run() {
          await own.query("INSERT INTO job_runs (key, worker) VALUES (2001, 'survivor')");
        },
      });
      await survivor.start();
      queues.push(survivor);
      await vi.waitFor(
        async () => {
          const { rows } = await db.query("SELECT 1 FROM job_runs WHERE key = 2001 AND worker = 'survivor'");
          expect(rows.length).toBeGreaterThan(0);
        },
        { timeout: 25_000, interval: 200 },
      );
      // Lease 2 s + maintenance 1 s + retry delay 5 s + polling, far from the 30 minutes.
      expect(Date.now() - killedAt).toBeLessThan(20_000);
      const { rows } = await db.query<{ worker: string }>(
        'SELECT DISTINCT worker FROM job_runs WHERE key = 2001 ORDER BY worker',
      );
      expect(rows.map((r) => r.worker)).toEqual([`child-${child.child.pid}`, 'survivor']);
    }, 45_000);

    it('a round that outlives its lease on a live node is not run a second time beside it', async () => {
      // Both nodes live in this process, so one counter sees every run of the round.
      let running = 0;
      let most = 0;
      let runs = 0;
      const make = async () => {
        const own = await openPostgres(url);
        opened.push(own);
        const queue = new PgBossJobQueue(own, quiet, {
          pollingIntervalSeconds: 0.5,
          maintenanceIntervalSeconds: 1,
          roundLeaseSeconds: 1,
        });
        queue.define({
          name: 'test.slow-round',
          everySeconds: 3600,
          retryDelaySeconds: 0,
          async run() {
            running += 1;
            runs += 1;
            most = Math.max(most, running);
            // Four leases long: pg-boss hands the round to a worker again meanwhile.
            await new Promise((resolve) => setTimeout(resolve, 4000));
            running -= 1;
          },
        });
        await queue.start();
        queues.push(queue);
      };
      // Both nodes queue a round at start.
      await Promise.all([make(), make()]);
      await vi.waitFor(
        async () => {
          const { rows } = await db.query<{ state: string }>(
            "SELECT state FROM pgboss.job WHERE name = 'test.slow-round'",
          );
          expect(rows.length).toBeGreaterThan(0);
          expect(rows.every((r) => r.state === 'completed')).toBe(true);
          expect(running).toBe(0);
        },
        { timeout: 30_000, interval: 250 },
      );
      // The lease ran out while the round ran: a worker took it again, found it running and
      // completed it as skipped; no two runs overlapped.
      const skipped = await db.query(
        "SELECT 1 FROM pgboss.job WHERE name = 'test.slow-round' AND output ? 'skipped'",
      );
      expect(skipped.rows.length).toBeGreaterThan(0);
      expect(runs).toBeGreaterThanOrEqual(1);
      expect(most).toBe(1);
    }, 45_000);
  },
);

describe('job queue in process (the embedded database)', () => {
  it('runs a queued job, retries it when it fails, and idle() waits for it', async () => {
    const queue = new InProcessJobQueue(quiet);
    const tries: number[] = [];
    queue.define<{ n: number }>({
      name: 'test.flaky',
      retryDelaySeconds: 0,
      async run({ n }) {
        tries.push(n);
        if (tries.length < 3) throw new Error('not yet');
      },
    });
    await queue.start();
    await queue.send('test.flaky', { n: 7 });
    expect(await queue.pending('test.flaky')).toBe(1);
    await queue.idle();
    expect(tries).toEqual([7, 7, 7]);
    expect(await queue.pending('test.flaky')).toBe(0);
    await queue.stop();
  });

  it('runs at most `concurrency` jobs of a kind at once, all of them in the end', async () => {
    const queue = new InProcessJobQueue(quiet);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    queue.define<{ n: number }>({
      name: 'test.limited',
      concurrency: 2,
      async run({ n }) {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        done.push(n);
      },
    });
    await queue.start();
    for (let n = 1; n <= 7; n++) await queue.send('test.limited', { n });
    await queue.idle();
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(2);
    await queue.stop();
  });

  it('runs a periodic round at start, and never two rounds of one job at once', async () => {
    const queue = new InProcessJobQueue(quiet);
    let running = 0;
    let most = 0;
    let rounds = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    queue.define({
      name: 'test.round',
      everySeconds: 0.01,
      async run() {
        running += 1;
        rounds += 1;
        most = Math.max(most, running);
        await gate;
        running -= 1;
      },
    });
    await queue.start();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(rounds).toBe(1);
    release();
    await vi.waitFor(() => expect(rounds).toBeGreaterThan(1), { timeout: 2000 });
    await queue.stop();
    expect(most).toBe(1);
  });
});
