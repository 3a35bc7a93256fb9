import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ComplaintDeps } from '../../domain/complaints/service.js';
import { queuedMail } from '../../jobs/server-jobs.js';
import { scheduleDuplicateDetection } from '../../domain/quality/duplicates.js';
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
    afterFiled: (id) => scheduleDuplicateDetection(app.db, id, app.config.duplicateWindowDays, request.log),
  };
}
