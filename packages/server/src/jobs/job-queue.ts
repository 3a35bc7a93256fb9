/**
 * Background work of the API (ADR 0014): one job interface, two runners chosen by the database
 * driver. On PostgreSQL the jobs live in the database (pg-boss), so several API processes on one
 * database split them, a job whose worker dies is retried, and a periodic round runs on one node
 * only. On the embedded database (PGlite: one process, one connection) the same jobs run in
 * process.
 *
 * Handlers must be idempotent: a job is run once, but a job whose worker died mid-way (crash,
 * kill -9) is run again after its lease runs out (`leaseSeconds`; under a minute for rounds).
 */

/** Where a job's log lines go (a Fastify logger fits). */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A kind of job: its name, what it does, and, for periodic ones, how often. */
export interface JobDefinition<T extends object = object> {
  /** Queue name: lowercase letters, digits, dots and dashes. */
  name: string;
  /**
   * Does the work. Throwing fails this try; it is retried up to `retryLimit` times. What it
   * returns is kept with the job on PostgreSQL (its `output`), for the record.
   */
  run(data: T): Promise<unknown>;
  /** Periodic: a round every this many seconds (and one at start); 0 or absent: on demand only. */
  everySeconds?: number;
  /** Tries after the first that fail (default 3), spaced by `retryDelaySeconds` (default 10). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Jobs of this kind one node runs at the same time (default 1). */
  concurrency?: number;
  /**
   * On-demand jobs: how long a worker holds a job before it counts as abandoned (its process
   * died) and is handed to another worker (default 300 s). Longer than the job ever takes.
   * Periodic rounds do not use it: on PostgreSQL a round holds a lock that goes with its node's
   * connection, under a short lease (a dead node's round runs elsewhere within a minute).
   */
  leaseSeconds?: number;
}

/** The queue the app and the jobs use. */
export interface JobQueue {
  /** `pg-boss` on PostgreSQL, `in-process` on the embedded database. */
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a kind of job (before {@link JobQueue.start}). */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Starts the workers and the periodic rounds. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running here. */
  stop(): Promise<void>;
  /** Queues a job (durably on PostgreSQL) and returns at once. */
  send<T extends object>(name: string, data: T): Promise<void>;
  /** Queues a job and waits until a worker has finished it; rejects when it failed for good. */
  runNow<T extends object>(name: string, data?: T): Promise<void>;
  /** Jobs of `name` queued or running, on any node. */
  pending(name: string): Promise<number>;
  /** Waits until the jobs this node queued have finished (tests; a clean shutdown). */
  idle(): Promise<void>;
}

/** The names of the server's jobs. */
export const JOB = {
  /** Records the authority's acknowledgement of complaints whose 48-hour window has passed. */
  entityAckRound: 'entity-ack.round',
  /** One batch of those acknowledgements (a round splits the work into batches). */
  entityAckBatch: 'entity-ack.batch',
  /** Deletes stored files no record owns. */
  orphanSweep: 'orphan-sweep',
  /** Raises the "Vencimiento próximo" alerts of every user who gets them. */
  deadlineAlerts: 'deadline-alerts',
  /** Raises the early-warning alerts of entities whose complaints rise far above their history. */
  earlyWarningAlerts: 'early-warning-alerts',
  /** Folds the complaint day counts' delta rows into one row per key (ADR 0026). */
  dayCounts: 'day-counts.fold',
  /** Builds the complaint search's recent text index again when its bound is due (ADR 0060). */
  recentTextIndex: 'search.recent-text-index',
  /** Sends one mail queued as a job by an earlier version (mails now go through the outbox). */
  mail: 'mail.send',
  /** Deletes the filings' Idempotency-Keys past their time. */
  idempotencyKeys: 'idempotency-keys.expire',
  /** Deletes the drafts of forms past their time (ADR 0041). */
  drafts: 'drafts.expire',
  /** Sends the mail outbox's due rows (queued after a commit that wrote some). */
  mailOutbox: 'mail.outbox',
  /** The same, periodically: what a crash or a failed delivery left in the outbox. */
  mailOutboxRound: 'mail.outbox-round',
  /** Ends as satisfied the defender's cases whose consumer was silent 8 business days on a rectification. */
  defenderSilence: 'defender-cases.silence',
  /** Looks for the duplicate candidates of one newly filed complaint (quality screens). */
  duplicateDetection: 'duplicates.detect',
  /** Removes resumable uploads past their time (unfinished, or never named by a form). */
  uploadSweep: 'uploads.sweep',
} as const;
