import type { FastifyInstance } from 'fastify';
import { refreshPublicStatistics } from '../domain/public-statistics/refresh.js';
import { forgetStatistics } from '../domain/public-statistics/service.js';
import type { JobQueue } from './job-queue.js';

/** Name of the public statistics' refresh (ADR 0043). */
export const PUBLIC_STATISTICS_JOB = 'public-statistics.refresh';

/**
 * Declares the public statistics' refresh: a round every `PUBLIC_STATISTICS_JOB_SECONDS` (and one
 * at start) that recomputes the cells once a day, when a new Bogotá day has closed, and does
 * nothing the other rounds of the day.
 */
export function definePublicStatisticsJob(app: FastifyInstance, jobs: JobQueue): void {
  jobs.define({
    name: PUBLIC_STATISTICS_JOB,
    everySeconds: app.config.publicStatisticsJobSeconds,
    leaseSeconds: 900,
    async run() {
      const result = await refreshPublicStatistics(app.db, new Date());
      if (result.refreshed) {
        // This node reads the new figures at once (the others within their state's lifetime).
        forgetStatistics();
        app.log.info(result, 'public statistics refreshed');
      }
      return result;
    },
  });
}
