import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import type { Db } from '../../db/driver.js';
import { ApiError, notFoundError, validationError } from '../../http/errors.js';
import { enqueueMail } from '../../services/mail/mail-outbox.js';
import type { StorageDriver } from '../../services/storage/storage-driver.js';
import type { ComplaintRecord } from '../complaints/fields.js';
import { findComplaintById, updateComplaint, type Actor } from '../complaints/repository.js';
import type { PreparedFile } from '../complaints/service.js';
import { resumeTerm, suspendTerm } from '../complaint-work/suspensions.js';
import { isoOrNull } from '../staff-admin/listing.js';
import { answerDocuments, withAnswerFiles, type AnswerDocument } from './answer-files.js';
import { personName } from './case-scope.js';
import { appendToLedger } from '../ledger/append.js';

/**
 * Requests for information to the consumer (docs/case-work-api.md, "Asking the consumer"): the
 * request suspends the complaint's term (domain/complaint-work/suspensions.ts, same refusals),
 * is mailed through the outbox and shown in the consumer's tracking; the consumer's answer, with
 * files, ends the suspension. One open request per complaint.
 */

export type ConsumerRequestStatus = 'open' | 'answered';

export interface ConsumerRequestView {
  id: number;
  complaint_id: number;
  text: string;
  requested_at: string | null;
  requested_by: string | null;
  status: ConsumerRequestStatus;
  status_label: string;
  answer: null | { text: string; answered_at: string | null; documents: AnswerDocument[] };
}

const SELECT = `SELECT q.id, q.complaint_id, q.text, q.requested_at, q.answer_text, q.answered_at,
       ${personName('p')} AS requested_by
  FROM consumer_requests q LEFT JOIN persons p ON p.user_id = q.requested_by`;

/** The requests of complaint `complaintId`, oldest first (`forConsumer`: the authority signs them). */
export async function complaintConsumerRequests(
  db: Db,
  complaintId: number,
  forConsumer = false,
): Promise<ConsumerRequestView[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `${SELECT} WHERE q.complaint_id = $1 AND q.cancelled_at IS NULL ORDER BY q.id`,
    [complaintId],
  );
  const docs = await answerDocuments(
    db,
    'consumer_request_documents',
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => {
    const status: ConsumerRequestStatus = r.answered_at === null ? 'open' : 'answered';
    return {
      id: Number(r.id),
      complaint_id: Number(r.complaint_id),
      text: String(r.text),
      requested_at: isoOrNull(r.requested_at),
      requested_by: forConsumer ? T.authorityName : r.requested_by === null ? null : String(r.requested_by),
      status,
      status_label: T.consumerRequestStatuses[status] ?? status,
      answer:
        r.answered_at === null
          ? null
          : {
              text: String(r.answer_text ?? ''),
              answered_at: isoOrNull(r.answered_at),
              documents: docs.get(Number(r.id)) ?? [],
            },
    };
  });
}

/** The consumer's address and first name (the owner's account, else the complaint's `correo`). */
async function recipient(
  tx: Db,
  complaint: ComplaintRecord,
): Promise<{ email: string | null; name: string }> {
  const { rows } = await tx.query<{ email: string | null; first_name: string | null }>(
    'SELECT u.email, p.first_name FROM users u LEFT JOIN persons p ON p.user_id = u.id WHERE u.id = $1',
    [complaint.owner_user_id],
  );
  return { email: rows[0]?.email ?? complaint.correo, name: rows[0]?.first_name || complaint.nombres };
}

/** Mails `subject`/`text` to the consumer of `complaint` through the outbox (in `tx`), if they have an address. */
export async function mailConsumer(
  tx: Db,
  complaint: ComplaintRecord,
  content: (name: string) => { subject: string; text: string },
): Promise<void> {
  const to = await recipient(tx, complaint);
  if (!to.email) return;
  await enqueueMail(tx, { to: to.email, ...content(to.name) });
}

/**
 * Asks the consumer of `complaint` for `text` (in `tx`): suspends its term and mails them a link
 * to their tracking (`trackingUrl`). 400 on `text` when a request is already open or the term
 * cannot be suspended (closed, already suspended, on or after the due day).
 */
export async function createConsumerRequest(
  tx: Db,
  complaint: ComplaintRecord,
  text: string,
  actor: Actor,
  now: Date,
  trackingUrl: string,
): Promise<number> {
  const open = await tx.query(
    'SELECT 1 FROM consumer_requests WHERE complaint_id = $1 AND answered_at IS NULL AND cancelled_at IS NULL',
    [complaint.id],
  );
  if (open.rows.length > 0) throw validationError({ text: [T.consumerRequestOpen] });
  try {
    await suspendTerm(tx, complaint.id, T.consumerRequestReason, actor, now);
  } catch (error) {
    // The suspension's refusal names `ids`; here the field is the request's text.
    if (error instanceof ApiError && error.statusCode === 400) {
      const body = error.body as { message?: Record<string, string[]> };
      throw validationError({ text: body.message?.ids ?? [T.consumerRequestOpen] });
    }
    throw error;
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO consumer_requests (complaint_id, text, requested_by, requested_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [complaint.id, text, actor.userId, now],
  );
  const id = Number(rows[0]!.id);
  await appendToLedger(tx, 'consumer_requests', id, { at: now });
  const before = (await findComplaintById(tx, complaint.id, { forUpdate: true }))!;
  await updateComplaint(tx, before, {}, actor, 'staff_consumer_request', now, {
    consumer_request: { old: null, new: text },
  });
  await mailConsumer(tx, complaint, (name) => ({
    subject: T.consumerRequestMailSubject(complaint.codigo_queja),
    text: T.consumerRequestMailBody(name, complaint.codigo_queja, text, trackingUrl),
  }));
  return id;
}

/**
 * The consumer's answer to request `requestId` of complaint `complaintId` (already checked to be
 * theirs): stores `text` and `files` (their attachments of the complaint) and resumes the term.
 * 400 on `text` when it was already answered; 404 when it is not a request of that complaint.
 */
export async function answerConsumerRequest(
  db: Db,
  storage: StorageDriver,
  complaintId: number,
  requestId: number | null,
  text: string,
  files: readonly PreparedFile[],
  actor: Actor,
  now: Date,
): Promise<ConsumerRequestView> {
  if (requestId === null) throw notFoundError();
  const { rows } = await db.query<{ answered_at: unknown }>(
    'SELECT answered_at FROM consumer_requests WHERE id = $1 AND complaint_id = $2 AND cancelled_at IS NULL',
    [requestId, complaintId],
  );
  if (!rows[0]) throw notFoundError();
  if (rows[0].answered_at !== null) throw validationError({ text: [T.consumerRequestAnswered] });
  await withAnswerFiles(db, storage, complaintId, files, actor.userId, now, async (tx, stored) => {
    const { rowCount } = await tx.query(
      `UPDATE consumer_requests SET answer_text = $2, answered_by = $3, answered_at = $4
        WHERE id = $1 AND answered_at IS NULL AND cancelled_at IS NULL`,
      [requestId, text, actor.userId, now],
    );
    if (rowCount === 0) throw validationError({ text: [T.consumerRequestAnswered] });
    await appendToLedger(tx, 'consumer_requests', Number(requestId), { at: now, actor: 'consumer' });
    for (const f of stored) {
      await tx.query('INSERT INTO consumer_request_documents (request_id, stored_file_id) VALUES ($1, $2)', [
        requestId,
        f.id,
      ]);
    }
    const suspended = await tx.query(
      'SELECT 1 FROM complaint_suspensions WHERE complaint_id = $1 AND to_day IS NULL',
      [complaintId],
    );
    if (suspended.rows.length > 0) await resumeTerm(tx, complaintId, T.consumerAnswerNote, actor, now);
    const before = (await findComplaintById(tx, complaintId, { forUpdate: true }))!;
    await updateComplaint(tx, before, {}, actor, 'consumer_request_answer', now, {
      consumer_request: { old: requestId, new: text },
      ...(stored.length > 0 ? { files: { old: null, new: stored.map((f) => f.id) } } : {}),
    });
  });
  return (await complaintConsumerRequests(db, complaintId, true)).find((r) => r.id === requestId)!;
}
