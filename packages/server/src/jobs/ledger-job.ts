import type { FastifyInstance } from 'fastify';
import { publishTreeHead } from '../domain/ledger/heads.js';
import { ledgerSigner } from '../domain/ledger/signer.js';
import type { JobQueue } from './job-queue.js';

/** Name of the ledger's tree head publication (ADR 0045). */
export const LEDGER_HEAD_JOB = 'ledger.publish-tree-head';

/**
 * Declares the hourly signed tree head: extends the stored tree over the entries appended since
 * and signs a head of it (nothing new is signed when nothing was appended). Receipts publish one
 * on demand when the newest head does not cover their filing yet.
 */
export function defineLedgerJob(app: FastifyInstance, jobs: JobQueue): void {
  jobs.define({
    name: LEDGER_HEAD_JOB,
    everySeconds: app.config.ledgerHeadJobSeconds ?? 3600,
    leaseSeconds: 900,
    async run() {
      const head = await publishTreeHead(app.db, ledgerSigner(app.config.ledgerSigningKey));
      return { tree_size: head.tree_size, root_hash: head.root_hash };
    },
  });
}
