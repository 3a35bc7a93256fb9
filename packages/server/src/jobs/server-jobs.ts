import { endSilentCases } from '../domain/defender-cases/service.js';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { raiseDeadlineAlertsForAll } from '../domain/alerts/deadline-alerts.js';
import { deleteExpiredIdempotencyKeys } from '../http/idempotency.js';
import { deleteExpiredDrafts } from '../domain/drafts/drafts.js';
import { foldDayCounts } from '../domain/complaint-work/day-counts.js';
import { maintainRecentTextIndex } from '../domain/complaint-work/recent-text-index.js';
import { foldEntityPendingCounts } from '../domain/complaints/entity-pending.js';
import { raiseEarlyWarningAlerts } from '../domain/alerts/early-warning-alerts.js';
import { detectDuplicatesFor } from '../domain/quality/duplicates.js';
import { acknowledgeOverdue, findOverdueAcknowledgements } from '../domain/complaints/entity-delivery.js';
import type { ComplaintDeps } from '../domain/complaints/service.js';
import { accountServices } from '../routes/auth/account-services.js';
import { storageFor } from '../services/storage/create-storage.js';
import { sweepExpiredUploads } from '../domain/uploads/tus-uploads.js';
import { sweepOrphanFiles, sweepRegistrationDocuments } from '../services/storage/orphan-sweep.js';
import { drainMailOutbox, enqueueMail } from '../services/mail/mail-outbox.js';
import type { MailMessage, MessageTransport } from '../services/mail/message-transport.js';
import { JOB, type JobQueue } from './job-queue.js';
import { definePublicStatisticsJob } from './public-statistics-job.js';
import { defineLedgerJob } from './ledger-job.js';

/** Complaints acknowledged per batch job; a round queues as many batches as there is work. */
export const ACK_BATCH_SIZE = 50;
/** Most complaints one round hands out (the rest go to the next round). */
const ACK_ROUND_LIMIT = 20_000;

/** Wakes the outbox's sender; when it cannot be queued, the periodic round sends the mail later. */
export async function kickMailOutbox(app: FastifyInstance): Promise<void> {
  await app.jobs
    .send(JOB.mailOutbox, {})
    .catch((err: unknown) => app.log.warn({ err }, 'mail outbox sender not queued'));
}

/**
 * The mail side of a transport that writes each mail to the outbox (sent once by its job, ADR
 * 0030) and sends text messages at once: for mails that are not the answer of the request that
 * causes them (complaint notifications, support mails), so the request never waits for the mail
 * server. Sign-in and recovery codes keep the direct transport, since the user must hear when
 * delivery failed. `outbox.kick` of the complaint deps wakes the sender.
 */
export function outboxMail(app: FastifyInstance): MessageTransport {
  const direct = accountServices(app).transport;
  return {
    sendMail: async (message) => {
      await enqueueMail(app.db, message);
      await kickMailOutbox(app);
    },
    sendSms: (message) => direct.sendSms(message),
  };
}

/** The complaint dependencies of a job: the app's, with mail through the outbox and no request. */
function jobComplaintDeps(app: FastifyInstance): ComplaintDeps {
  return {
    db: app.db,
    storage: storageFor(app),
    transport: outboxMail(app),
    outbox: { kick: () => kickMailOutbox(app) },
    now: () => new Date(),
    log: app.log,
  };
}

/**
 * Declares the server's jobs on `jobs` (ADR 0014): the 48-hour acknowledgement (a round finds the
 * overdue complaints and queues them in batches, which every node's workers take), the orphan-file
 * sweep, the deadline alerts, the early-warning alerts, the day counts' fold, and mail sending. Periodic ones follow the configuration's periods.
 */
export function defineServerJobs(app: FastifyInstance, jobs: JobQueue): void {
  const { config } = app;

  jobs.define({
    name: JOB.entityAckRound,
    everySeconds: config.entityAckJobSeconds,
    async run() {
      // The batches of an earlier round are still being worked: they hold the same complaints.
      if ((await jobs.pending(JOB.entityAckBatch)) > 0) return { queued: 0 };
      const ids = await findOverdueAcknowledgements(app.db, new Date(), ACK_ROUND_LIMIT);
      for (let i = 0; i < ids.length; i += ACK_BATCH_SIZE)
        await jobs.send(JOB.entityAckBatch, { ids: ids.slice(i, i + ACK_BATCH_SIZE) });
      return { queued: ids.length };
    },
  });

  jobs.define<{ ids?: number[] }>({
    name: JOB.entityAckBatch,
    concurrency: 2,
    leaseSeconds: 120,
    async run(data) {
      const ids = Array.isArray(data.ids) ? data.ids.filter(Number.isInteger) : [];
      const acknowledged = await acknowledgeOverdue(jobComplaintDeps(app), ids);
      // Kept as the job's output: which process did what (the two-node test reads it).
      return { acknowledged, pid: process.pid };
    },
  });

  jobs.define({
    name: JOB.orphanSweep,
    everySeconds: config.orphanSweepMinutes * 60,
    async run() {
      const minAgeMs = config.orphanFileMinutes * 60_000;
      const files = await sweepOrphanFiles(app.db, storageFor(app), { minAgeMs });
      const documents = await sweepRegistrationDocuments(app.db, join(config.dataDir, 'uploads'), {
        minAgeMs,
      });
      const removed = files.removed.length + documents.removed.length;
      const checked = files.checked + documents.checked;
      if (removed > 0) app.log.info({ removed, checked }, 'orphan files removed');
      return { removed, checked };
    },
  });

  jobs.define({
    name: JOB.deadlineAlerts,
    everySeconds: config.deadlineAlertsJobSeconds,
    async run() {
      return { raised: await raiseDeadlineAlertsForAll(app.db, new Date()) };
    },
  });

  jobs.define({
    name: JOB.defenderSilence,
    everySeconds: config.deadlineAlertsJobSeconds,
    async run() {
      const deps = { db: app.db, now: () => new Date(), kickMail: () => kickMailOutbox(app) };
      return { satisfied: await endSilentCases(deps) };
    },
  });

  jobs.define({
    name: JOB.dayCounts,
    everySeconds: config.dayCountsJobSeconds,
    async run() {
      return {
        folded: await foldDayCounts(app.db),
        entityPendingFolded: await foldEntityPendingCounts(app.db),
      };
    },
  });

  jobs.define({
    name: JOB.recentTextIndex,
    everySeconds: config.searchRecentIndexJobSeconds,
    async run() {
      const round = await maintainRecentTextIndex(app.db, config.searchRecentIndexSpan);
      if (round.built || round.dropped.length > 0) app.log.info(round, 'search recent text index');
      return round;
    },
  });

  definePublicStatisticsJob(app, jobs);
  defineLedgerJob(app, jobs);

  jobs.define({
    name: JOB.earlyWarningAlerts,
    everySeconds: config.earlyWarningAlertsJobSeconds,
    async run() {
      const scan = await raiseEarlyWarningAlerts(app.db, new Date());
      if (scan.staff + scan.entityUsers > 0) app.log.info(scan, 'early-warning alerts raised');
      return scan;
    },
  });

  jobs.define<{ complaintId?: number }>({
    name: JOB.duplicateDetection,
    concurrency: 2,
    leaseSeconds: 120,
    async run(data) {
      if (!Number.isInteger(data.complaintId)) return { found: 0 };
      // Idempotent: a pair already stored is not stored again (ON CONFLICT DO NOTHING).
      const found = await detectDuplicatesFor(app.db, data.complaintId as number, {
        windowDays: config.duplicateWindowDays,
      });
      return { found };
    },
  });

  jobs.define({
    name: JOB.idempotencyKeys,
    everySeconds: config.idempotencyKeysJobSeconds,
    async run() {
      return { deleted: await deleteExpiredIdempotencyKeys(app) };
    },
  });

  jobs.define({
    name: JOB.drafts,
    everySeconds: config.draftsJobSeconds,
    async run() {
      return { deleted: await deleteExpiredDrafts(app.db, new Date()) };
    },
  });

  jobs.define({
    name: JOB.uploadSweep,
    everySeconds: config.orphanSweepMinutes * 60,
    async run() {
      return { removed: await sweepExpiredUploads(app) };
    },
  });

  const drain = async () => {
    const result = await drainMailOutbox(app.db, accountServices(app).transport, { log: app.log });
    return { ...result, pid: process.pid };
  };
  jobs.define({ name: JOB.mailOutbox, concurrency: 2, leaseSeconds: 300, run: drain });
  jobs.define({ name: JOB.mailOutboxRound, everySeconds: config.mailOutboxJobSeconds, run: drain });

  // Mails queued one job each by an earlier version: still sent after an upgrade.
  jobs.define<MailMessage>({
    name: JOB.mail,
    concurrency: 4,
    retryLimit: 5,
    retryDelaySeconds: 30,
    leaseSeconds: 120,
    async run(message) {
      await accountServices(app).transport.sendMail(message);
    },
  });
}
