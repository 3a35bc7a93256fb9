import type { JobDefinition, JobLog, JobQueue } from './job-queue.js';

/**
 * The runner on the embedded database: one process owns the database, so it is the only node and
 * jobs run here, in memory. Periodic rounds never overlap themselves; a queued job is retried like
 * on PostgreSQL. What is queued and not yet run when the process dies is not kept: the periodic
 * scans find their work again in the database (complaint mails wait in the mail outbox), and a
 * support mail is the only job that can be lost (as it was when mails were sent inside the request).
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly running = new Set<Promise<void>>();
  private readonly counts = new Map<string, number>();
  private readonly rounds = new Map<string, Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];
  /** Jobs of each kind running now, and those waiting for one of them to end (`concurrency`). */
  private readonly active = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();
  private stopped = false;

  constructor(private readonly log: JobLog) {}

  define<T extends object>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  async start(): Promise<void> {
    for (const definition of this.definitions.values()) {
      const every = definition.everySeconds ?? 0;
      if (every <= 0) continue;
      void this.round(definition);
      const timer = setInterval(() => void this.round(definition), every * 1000);
      timer.unref();
      this.timers.push(timer);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.idle();
  }

  async send<T extends object>(name: string, data: T): Promise<void> {
    const definition = this.definition(name);
    void this.track(name, () => this.limited(definition, () => this.withRetries(definition, data))).catch(
      () => undefined,
    );
  }

  async runNow<T extends object>(name: string, data?: T): Promise<void> {
    const definition = this.definition(name);
    await this.track(name, () => this.limited(definition, () => this.withRetries(definition, data ?? {})));
  }

  async pending(name: string): Promise<number> {
    return this.counts.get(name) ?? 0;
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private definition(name: string): JobDefinition {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job named ${name}`);
    return definition;
  }

  /** One periodic round, unless the previous one is still running. */
  private round(definition: JobDefinition): Promise<void> {
    if (this.stopped) return Promise.resolve();
    let current = this.rounds.get(definition.name);
    if (!current) {
      current = this.track(definition.name, async () => void (await definition.run({})))
        .catch((error: unknown) => this.log.warn({ err: error, job: definition.name }, 'job failed'))
        .finally(() => this.rounds.delete(definition.name));
      this.rounds.set(definition.name, current);
    }
    return current;
  }

  private track(name: string, work: () => Promise<void>): Promise<void> {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    const promise = work().finally(() => {
      this.running.delete(promise);
      this.counts.set(name, (this.counts.get(name) ?? 1) - 1);
    });
    this.running.add(promise);
    return promise;
  }

  /** Runs `work` when fewer than `concurrency` jobs of its kind are running, as pg-boss's workers do. */
  private async limited(definition: JobDefinition, work: () => Promise<void>): Promise<void> {
    const limit = definition.concurrency ?? 1;
    const { name } = definition;
    if ((this.active.get(name) ?? 0) >= limit) {
      // A finishing job hands its place over: the count already includes this one.
      await new Promise<void>((resolve) =>
        this.waiting.set(name, [...(this.waiting.get(name) ?? []), resolve]),
      );
    } else {
      this.active.set(name, (this.active.get(name) ?? 0) + 1);
    }
    try {
      await work();
    } finally {
      const next = this.waiting.get(name)?.shift();
      if (next) next();
      else this.active.set(name, (this.active.get(name) ?? 1) - 1);
    }
  }

  private async withRetries(definition: JobDefinition, data: object): Promise<void> {
    const limit = definition.retryLimit ?? 3;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await definition.run(data);
        return;
      } catch (error) {
        if (attempt >= limit || this.stopped) {
          this.log.error({ err: error, job: definition.name }, 'job failed for good');
          throw error;
        }
        this.log.warn({ err: error, job: definition.name, attempt: attempt + 1 }, 'job failed, retrying');
        await new Promise((resolve) => setTimeout(resolve, (definition.retryDelaySeconds ?? 10) * 1000));
      }
    }
  }
}
