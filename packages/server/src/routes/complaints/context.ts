import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ComplaintDeps } from '../../domain/complaints/service.js';
import { JOB } from '../../jobs/job-queue.js';
import { queuedMail } from '../../jobs/server-jobs.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { accountServices } from '../auth/account-services.js';

/**
 * The complaint operations' dependencies for one request: the app's database and storage, and
 * mail queued as jobs (the consumer's notifications are not the request's answer, ADR 0014).
 */
export function complaintDeps(app: FastifyInstance, request: FastifyRequest): ComplaintDeps {
  return {
    db: app.db,
    storage: storageFor(app),
    transport: queuedMail(app.jobs, accountServices(app).transport),
    now: () => new Date(),
    log: request.log,
    // Duplicate detection is a job (ADR 0014): the filing has committed and answered before it runs.
    afterFiled: (complaintId) => {
      app.jobs
        .send(JOB.duplicateDetection, { complaintId })
        .catch((err: unknown) => request.log.error({ err, complaintId }, 'duplicate detection not queued'));
    },
  };
}
