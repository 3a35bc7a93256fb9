import type { FastifyInstance } from 'fastify';
import { refreshPublicStatistics } from '../domain/public-statistics/refresh.js';
import { forgetStatistics, warmPublicStatistics } from '../domain/public-statistics/service.js';
import type { JobQueue } from './job-queue.js';

/** Name of the public statistics' refresh (ADR 0043). */
export const PUBLIC_STATISTICS_JOB = 'public-statistics.refresh';

/**
 * Declares the public statistics' refresh: a round every `PUBLIC_STATISTICS_JOB_SECONDS` (and one
 * at start) that recomputes the cells once a day, when a new Bogotá day has closed, and does
 * nothing the other rounds of the day; after a refresh it computes this node's answers of the
 * pages most opened (the newest year: everyone, each sector, each entity).
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
        const warmed = await warmPublicStatistics(app.db);
        app.log.info({ ...result, warmed }, 'public statistics refreshed');
      }
      return result;
    },
  });
}
