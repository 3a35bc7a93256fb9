import PgBoss from 'pg-boss';
import type { Db } from '../db/driver.js';
import type { JobDefinition, JobLog, JobQueue } from './job-queue.js';
import { RoundLocks } from './round-locks.js';

/** Tuning of {@link PgBossJobQueue}; the defaults suit production. */
export interface PgBossOptions {
  /** The schema pg-boss keeps its tables in. */
  schema?: string;
  /** How often an idle worker looks for new jobs (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
  /** How often abandoned jobs are looked for and old ones archived (seconds, ≥ 1; one node does it). */
  maintenanceIntervalSeconds?: number;
  /**
   * The lease of a periodic round (seconds): how long pg-boss waits before it hands an active
   * round to another worker. Short, because the round's lock ({@link RoundLocks}), not the
   * lease, keeps a second node out while the first is alive; a dead node's round is run elsewhere
   * within lease + maintenance interval + retry delay + polling (20 + 15 + 5 + 2 s by default).
   */
  roundLeaseSeconds?: number;
  /** Run no workers here: this process only queues jobs (a CLI, or a node kept off background work). */
  workers?: boolean;
}

const FINISHED = new Set(['completed', 'failed', 'cancelled']);
/** How long a stopping node waits for the jobs it queued before it leaves them to the others. */
const STOP_GRACE_MS = 10_000;
/** Defaults of {@link PgBossOptions.roundLeaseSeconds} and of the wait before a round is retried. */
const ROUND_LEASE_SECONDS = 20;
const ROUND_RETRY_DELAY_SECONDS = 5;

/**
 * The runner on PostgreSQL: pg-boss, over the app's own connection pool. Every node queues jobs
 * into the database and runs workers that take them with `FOR UPDATE SKIP LOCKED`, so a job is
 * taken by one worker; a worker that dies leaves its job active until its lease runs out, then the
 * maintenance (one node at a time) hands it back for a retry. A periodic round is queued by every
 * node's timer with a singleton slot (one job per name and period), and the queue admits one
 * active round at a time: each round runs once, on whichever node takes it. A round runs under
 * its job's lock ({@link RoundLocks}), which goes with its node's connection: its lease can then
 * be short (a dead node's round is taken over in under a minute), and a round that outlives its
 * lease on a live node is not run a second time beside it (the other node finds the lock taken
 * and completes the round as skipped).
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly workerIds = new Map<string, string>();
  private readonly sent = new Map<string, string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly pollingMs: number;
  private readonly workers: boolean;
  private readonly roundLeaseSeconds: number;
  private readonly roundLocks: RoundLocks;
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly log: JobLog,
    options: PgBossOptions = {},
  ) {
    this.pollingMs = (options.pollingIntervalSeconds ?? 2) * 1000;
    this.workers = options.workers ?? true;
    this.roundLeaseSeconds = options.roundLeaseSeconds ?? ROUND_LEASE_SECONDS;
    // One connection of the node's own, outside the pool, holds the locks of the rounds it runs.
    this.roundLocks = new RoundLocks(db.openSession?.bind(db), log);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => db.query(text, values) },
      schema: options.schema ?? 'pgboss',
      // Workers and maintenance only where jobs are run; rounds are queued by our own timers.
      supervise: this.workers,
      schedule: false,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 15,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  define<T extends object>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  async start(): Promise<void> {
    // pg-boss installs its schema at its first start; two nodes starting at once on a new database
    // raced on it (a duplicate pg_namespace key, not the "already exists" pg-boss expects). Starts
    // are serialised across nodes by a lock held on one connection while pg-boss uses the others.
    await this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('sfc:job-queue-start'))");
      await this.boss.start();
    });
    this.started = true;
    for (const definition of this.definitions.values()) {
      const periodic = (definition.everySeconds ?? 0) > 0;
      await this.createQueue(definition.name, {
        name: definition.name,
        // One round of a periodic job at a time, across nodes.
        policy: periodic ? 'singleton' : 'standard',
        retryLimit: definition.retryLimit ?? 3,
        retryDelay: definition.retryDelaySeconds ?? (periodic ? ROUND_RETRY_DELAY_SECONDS : 10),
        expireInSeconds: periodic ? this.roundLeaseSeconds : (definition.leaseSeconds ?? 300),
      });
    }
    if (!this.workers) return;
    for (const definition of this.definitions.values()) {
      const periodic = (definition.everySeconds ?? 0) > 0;
      for (let n = 0; n < (definition.concurrency ?? 1); n += 1) {
        const self: { id?: string } = {};
        self.id = await this.boss.work<object>(
          definition.name,
          { batchSize: 1, pollingIntervalSeconds: this.pollingMs / 1000 },
          async ([job]) => {
            if (!job) return undefined;
            let output: unknown;
            try {
              output = periodic
                ? await this.runRound(definition, job.data ?? {})
                : await definition.run(job.data ?? {});
            } catch (error) {
              this.log.warn({ err: error, job: definition.name, id: job.id }, 'job failed');
              throw error;
            }
            // A worker that found a job looks for the next at once; only an idle one waits its poll.
            if (self.id) this.boss.notifyWorker(self.id);
            return output;
          },
        );
        if (n === 0) this.workerIds.set(definition.name, self.id);
      }
      const every = definition.everySeconds ?? 0;
      if (every > 0) {
        // A round at start outside the slots: a node (re)started after a crash catches up at once.
        await this.queue(definition.name, {}).catch((error: unknown) =>
          this.log.warn({ err: error, job: definition.name }, 'job round not queued'),
        );
        const timer = setInterval(() => void this.queueRound(definition.name, every), every * 1000);
        timer.unref();
        this.timers.push(timer);
      }
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    if (!this.started) return;
    // A clean shutdown first lets the jobs this node queued finish (a round queued at start, the
    // mails of its last requests), for a while; what is left stays queued for the other nodes.
    if (this.workers)
      await Promise.race([this.idle(), new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]);
    this.started = false;
    // Waits for the jobs running here; the pool is the app's, so it is left open.
    await new Promise<void>((resolve) => {
      this.boss.once('stopped', () => resolve());
      void this.boss.stop({ graceful: true, close: false, timeout: 30_000 }).catch((error: unknown) => {
        this.log.warn({ err: error }, 'job queue did not stop cleanly');
        resolve();
      });
    });
    await this.roundLocks.close();
  }

  /** Runs a periodic round under its lock; a round already running on any node makes this one a no-op. */
  private async runRound(definition: JobDefinition, data: object): Promise<unknown> {
    const release = await this.roundLocks.tryHold(definition.name);
    if (!release) return { skipped: 'a round of this job is running' };
    try {
      return await definition.run(data);
    } finally {
      await release();
    }
  }

  async send<T extends object>(name: string, data: T): Promise<void> {
    await this.queue(name, data);
  }

  async runNow<T extends object>(name: string, data?: T): Promise<void> {
    const id = await this.queue(name, data ?? {});
    if (id) await this.finished(name, id);
  }

  pending(name: string): Promise<number> {
    return this.boss.getQueueSize(name, { before: 'completed' });
  }

  async idle(): Promise<void> {
    for (const [id, name] of [...this.sent]) await this.finished(name, id).catch(() => undefined);
  }

  /**
   * Creates a queue, or brings an existing one's retries and lease to `options` (a database made
   * by an earlier version kept the leases it was created with). Nodes starting at the same moment
   * may both create it (each queue is a partition): the one PostgreSQL picks as a deadlock victim
   * tries again, and then finds it made.
   */
  private async createQueue(name: string, options: PgBoss.Queue): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await this.boss.getQueue(name)) {
          await this.boss.updateQueue(name, options);
          return;
        }
        await this.boss.createQueue(name, options);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
  }

  /** Queues a round of `name` for the current period; other nodes' sends in the period are no-ops. */
  private async queueRound(name: string, everySeconds: number): Promise<void> {
    try {
      const id = await this.boss.send(name, {}, { singletonKey: 'round', singletonSeconds: everySeconds });
      if (id) this.track(name, id);
    } catch (error) {
      this.log.warn({ err: error, job: name }, 'job round not queued');
    }
  }

  private async queue(name: string, data: object): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`No job named ${name}`);
    const id = await this.boss.send(name, data);
    if (id) this.track(name, id);
    return id;
  }

  /** Remembers job `id` for idle(), and wakes this node's worker for it. */
  private track(name: string, id: string): void {
    this.sent.set(id, name);
    // Only what idle() may still wait for is kept: a node that never waits forgets the oldest.
    if (this.sent.size > 10_000) this.sent.delete(this.sent.keys().next().value!);
    const worker = this.workerIds.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** Resolves when job `id` has completed; rejects when it failed for good. */
  private async finished(name: string, id: string): Promise<void> {
    let wait = 20;
    for (;;) {
      const job = await this.boss.getJobById(name, id, { includeArchive: true });
      if (!job || FINISHED.has(job.state)) {
        this.sent.delete(id);
        if (job && job.state !== 'completed')
          throw new Error(`Job ${name} ${id} ${job.state}: ${JSON.stringify(job.output)}`);
        return;
      }
      // Still waiting for a worker: wake this node's instead of letting it sleep out its poll.
      const worker = this.workerIds.get(name);
      if (worker && job.state !== 'active') this.boss.notifyWorker(worker);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, 250);
    }
  }
}
