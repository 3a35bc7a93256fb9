import type { FastifyInstance } from 'fastify';
import { InProcessJobQueue } from '../jobs/in-process-queue.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { defineServerJobs } from '../jobs/server-jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (ADR 0014): pg-boss on PostgreSQL, in process on the embedded database. */
    jobs: JobQueue;
  }
}

/**
 * The app's job queue, chosen by the database driver: on PostgreSQL a durable queue shared by
 * every node on the database (pg-boss, in its own schema `pgboss`, over the app's pool); on the
 * embedded database the same jobs in process. Workers and periodic rounds start once the app is
 * ready and stop (waiting for the jobs running here) before the database closes.
 */
export async function installJobs(app: FastifyInstance): Promise<void> {
  const { config } = app;
  let jobs: JobQueue;
  if (app.db.kind === 'postgres') {
    // Loaded only here: an embedded-database start never pays for pg-boss.
    const { PgBossJobQueue } = await import('../jobs/pg-boss-queue.js');
    jobs = new PgBossJobQueue(app.db, app.log, {
      pollingIntervalSeconds: config.jobPollingSeconds,
      workers: config.jobWorkers,
    });
  } else {
    jobs = new InProcessJobQueue(app.log);
  }
  defineServerJobs(app, jobs);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
}
