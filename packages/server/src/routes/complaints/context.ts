import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ComplaintDeps } from '../../domain/complaints/service.js';
import { recordIdempotentFiling } from '../../http/idempotency.js';
import { JOB } from '../../jobs/job-queue.js';
import { kickMailOutbox, outboxMail } from '../../jobs/server-jobs.js';
import { storageFor } from '../../services/storage/create-storage.js';

/**
 * The complaint operations' dependencies for one request: the app's database and storage, and
 * mail through the outbox, sent by a job (the consumer's notifications are not the request's
 * answer, ADR 0014; the filing's is written in its transaction, ADR 0030).
 */
export function complaintDeps(app: FastifyInstance, request: FastifyRequest): ComplaintDeps {
  return {
    db: app.db,
    storage: storageFor(app),
    transport: outboxMail(app),
    outbox: { kick: () => kickMailOutbox(app) },
    recordFiling: (tx, complaintId) => recordIdempotentFiling(tx, request, complaintId),
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
