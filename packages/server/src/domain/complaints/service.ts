import { createHash } from 'node:crypto';
import { COMPLAINT_STATE, YES_NO } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { MessageTransport } from '../../services/mail/message-transport.js';
import { newStorageKey, type StorageDriver } from '../../services/storage/storage-driver.js';
import type { ComplaintRecord } from './fields.js';
import { enqueueMail } from '../../services/mail/mail-outbox.js';
import { consumerMail, notifyConsumer, type ErrorLog } from './notifications.js';
import { withOneLedgerAppend } from '../ledger/append.js';
import {
  findComplaintById,
  findRating,
  insertComplaint,
  insertRating,
  insertStoredFiles,
  listComplaintFiles,
  updateComplaint,
  type Actor,
  type ComplaintRating,
  type ComplaintValues,
  type StoredFileRecord,
} from './repository.js';
import { ComplaintStateError, canAttach, canRate, transition, type ComplaintView } from './state-machine.js';

/**
 * The complaint operations the routes call: each one checks the state machine under a row lock,
 * writes through the repository (one version per change) and mails the consumer after the
 * commit. Files are written to storage before the transaction and removed again if anything
 * fails, so a complaint and its files are saved all or nothing.
 */

/** The complaint disappeared between the route's check and the operation's lock. */
export class ComplaintNotFoundError extends Error {
  override name = 'ComplaintNotFoundError';
}

/** The attachments would pass the total limit (checked under the lock). */
export class AttachmentLimitError extends Error {
  override name = 'AttachmentLimitError';
}

/** What the operations need from the app. */
export interface ComplaintDeps {
  db: Db;
  storage: StorageDriver;
  transport: MessageTransport;
  now: () => Date;
  log?: ErrorLog;
  /** Called with a new complaint's id once its filing has committed (duplicate detection). */
  afterFiled?: (complaintId: number) => void;
  /**
   * The mail outbox: when set, a filing's confirmation mail is written to it in the filing's own
   * transaction (a committed filing always has its mail, a rolled-back one never), and `kick`
   * wakes its sender after the commit. Unset (demo seeds), the mail goes through `transport`.
   */
  outbox?: { kick(): Promise<void> };
  /** Called in a filing's transaction with its complaint's id (the request's Idempotency-Key records it). */
  recordFiling?: (tx: Db, complaintId: number) => Promise<void>;
}

/** A checked upload ready to be stored. */
export interface PreparedFile {
  /** complaint | apoderado | anexo | entity. */
  kind: StoredFileRecord['kind'];
  /** The entity's document type (`type` of `POST /api/storage/`); none for the portal's files. */
  type?: string | null;
  /** The display name (already cleaned and shortened). */
  name: string;
  /** Lower-case checked extension. */
  extension: string;
  contentType: string;
  data: Buffer;
}

/** The fields the guards read, plus whether the owner rated it. */
export async function guardView(db: Db, complaint: ComplaintRecord): Promise<ComplaintView> {
  return {
    estado_cod: complaint.estado_cod,
    replica: complaint.replica,
    escalamiento_DCF: complaint.escalamiento_DCF,
    fecha_cierre: complaint.fecha_cierre,
    rated: (await findRating(db, complaint.id)) !== null,
  };
}

interface WrittenFile extends PreparedFile {
  key: string;
  sha256: string;
}

/** Writes every file under a fresh key; on the first failure removes those written and rethrows. */
async function writeFiles(storage: StorageDriver, files: PreparedFile[], now: Date): Promise<WrittenFile[]> {
  const written: WrittenFile[] = [];
  try {
    for (const file of files) {
      const key = newStorageKey('complaints', file.extension, now);
      const entry: WrittenFile = {
        ...file,
        key,
        sha256: createHash('sha256').update(file.data).digest('hex'),
      };
      written.push(entry);
      await storage.put(key, file.data, { contentType: file.contentType, size: file.data.length });
    }
    return written;
  } catch (error) {
    await removeFiles(storage, written);
    throw error;
  }
}

async function removeFiles(storage: StorageDriver, files: { key: string }[]): Promise<void> {
  await Promise.all(files.map((f) => storage.delete(f.key).catch(() => undefined)));
}

function fileRows(files: WrittenFile[], complaintId: number, uploadedBy: number | null) {
  return files.map((f) => ({
    storage_key: f.key,
    original_name: f.name,
    size_bytes: f.data.length,
    content_type: f.contentType,
    sha256: f.sha256,
    complaint_id: complaintId,
    kind: f.kind,
    type: f.type ?? null,
    state: null,
    uploaded_by: uploadedBy,
  }));
}

/**
 * Files a complaint with its files, all or nothing: files first (fresh keys), then one
 * transaction for the complaint, its first version and the file records; any failure removes the
 * files written. Mails the consumer afterwards.
 */
/** The catalog's name of a product code (a complaint filed with only the code still shows its product). */
async function productName(db: Db, code: unknown): Promise<string | null> {
  if (code === undefined || code === null || code === '') return null;
  const { rows } = await db.query<{ name: string }>(
    "SELECT name FROM option_items WHERE list = 'product' AND code = $1",
    [String(code)],
  );
  return rows[0]?.name ?? null;
}

export async function fileComplaint(
  deps: ComplaintDeps,
  values: ComplaintValues & { tipo_entidad: number; entidad_cod: string },
  files: PreparedFile[],
  actor: Actor,
): Promise<{ complaint: ComplaintRecord; files: StoredFileRecord[] }> {
  const now = deps.now();
  const written = await writeFiles(deps.storage, files, now);
  let result: { complaint: ComplaintRecord; files: StoredFileRecord[] };
  try {
    result = await deps.db.transaction(async (tx) => {
      // The first version and the files go to the ledger in one append (ADR 0044).
      const { complaint, stored } = await withOneLedgerAppend(tx, async (ledger) => {
        const created = await insertComplaint(
          tx,
          {
            ...values,
            producto_nombre: values.producto_nombre || (await productName(tx, values.producto_cod)),
            anexo_queja: files.length > 0,
            estado_cod: COMPLAINT_STATE.received,
          },
          actor,
          now,
          'create',
          ledger,
        );
        const records = await insertStoredFiles(tx, fileRows(written, created.id, actor.userId), now, ledger);
        return { complaint: created, stored: records };
      });
      if (deps.outbox) {
        const mail = await consumerMail(tx, complaint, { kind: 'filed' });
        if (mail) await enqueueMail(tx, mail);
      }
      await deps.recordFiling?.(tx, complaint.id);
      return { complaint, files: stored };
    });
  } catch (error) {
    await removeFiles(deps.storage, written);
    throw error;
  }
  deps.afterFiled?.(result.complaint.id);
  if (deps.outbox) await deps.outbox.kick();
  else await notifyConsumer(deps, result.complaint, { kind: 'filed' });
  return result;
}

/** The consumer's state-changing actions and the fields each one sets. */
export type ConsumerAction =
  | { action: 'desist'; argumento_desistimiento: string | null }
  | { action: 'replica'; argumento_replica: string }
  | { action: 'escalate'; argumento_escalamiento: string | null };

function actionValues(request: ConsumerAction): ComplaintValues {
  switch (request.action) {
    case 'desist':
      return { desistimiento_queja: YES_NO.yes, argumento_desistimiento: request.argumento_desistimiento };
    case 'replica':
      // A réplica reopens the complaint: the closing date belongs to the answer being disputed.
      return { replica: YES_NO.yes, argumento_replica: request.argumento_replica, fecha_cierre: null };
    case 'escalate':
      return { escalamiento_DCF: YES_NO.yes, argumento_escalamiento: request.argumento_escalamiento };
  }
}

/**
 * Desist, réplica or escalation on complaint `id`: locks the row, asks the state machine (which
 * throws {@link ComplaintStateError} with the reason), writes the new state and the action's
 * fields as one version, and mails the consumer the state change.
 */
export async function applyConsumerAction(
  deps: ComplaintDeps,
  id: number,
  request: ConsumerAction,
  actor: Actor,
): Promise<ComplaintRecord> {
  const now = deps.now();
  const { before, after } = await deps.db.transaction(async (tx) => {
    const current = await findComplaintById(tx, id, { forUpdate: true });
    if (!current) throw new ComplaintNotFoundError();
    const next = transition(await guardView(tx, current), request.action, now);
    const updated = await updateComplaint(
      tx,
      current,
      { ...actionValues(request), estado_cod: next },
      actor,
      request.action,
      now,
    );
    return { before: current, after: updated };
  });
  if (after.estado_cod !== before.estado_cod) {
    await notifyConsumer(deps, after, { kind: 'state', fromState: before.estado_cod });
  }
  return after;
}

/**
 * Adds attachments to complaint `id` (all or nothing, like filing). The guard is asked again
 * under the row lock, and the total is checked against the files already attached then, so two
 * uploads at once cannot pass the limit together. `checkTotal` returns a problem message or null;
 * it also gets the files already attached (the entity API refuses a file attached twice).
 */
export async function attachFiles(
  deps: ComplaintDeps,
  id: number,
  files: PreparedFile[],
  actor: Actor,
  checkTotal: (existingBytes: number, existing: readonly StoredFileRecord[]) => string | null,
): Promise<{ complaint: ComplaintRecord; files: StoredFileRecord[] }> {
  const now = deps.now();
  const written = await writeFiles(deps.storage, files, now);
  try {
    return await deps.db.transaction(async (tx) => {
      const current = await findComplaintById(tx, id, { forUpdate: true });
      if (!current) throw new ComplaintNotFoundError();
      const guard = canAttach(await guardView(tx, current));
      if (!guard.allowed) throw new ComplaintStateError(guard.reason);
      const existing = await listComplaintFiles(tx, id);
      const total = checkTotal(
        existing.reduce((sum, f) => sum + f.size_bytes, 0),
        existing,
      );
      if (total) throw new AttachmentLimitError(total);
      return withOneLedgerAppend(tx, async (ledger) => {
        const stored = await insertStoredFiles(tx, fileRows(written, id, actor.userId), now, ledger);
        const anexos = {
          old: existing.map((f) => f.original_name),
          new: [...existing, ...stored].map((f) => f.original_name),
        };
        const complaint = await updateComplaint(
          tx,
          current,
          { anexo_queja: true },
          actor,
          'attach',
          now,
          { anexos },
          ledger,
        );
        return { complaint, files: stored };
      });
    });
  } catch (error) {
    await removeFiles(deps.storage, written);
    throw error;
  }
}

/** Records the owner's rating of a closed complaint, once. */
export async function rateComplaint(
  deps: ComplaintDeps,
  id: number,
  rating: { rating: number; comment: string | null },
  actor: Actor,
): Promise<ComplaintRating> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await findComplaintById(tx, id, { forUpdate: true });
    if (!current) throw new ComplaintNotFoundError();
    const guard = canRate(await guardView(tx, current));
    if (!guard.allowed) throw new ComplaintStateError(guard.reason);
    return insertRating(tx, current, rating, actor, now);
  });
}
