import { JURISDICTIONAL_TEXTS as J, LIMITS, SERVER_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError, validationError } from '../../http/errors.js';
import { publicBase } from '../../http/pagination.js';
import type { FormInput } from '../../routes/complaints/form-input.js';
import { downloadKey, downloadLink } from '../../services/storage/signed-url.js';
import type { IncomingFile } from '../../services/storage/upload-rules.js';
import { adminCaller } from '../staff-admin/access.js';
import { fileProblems, storeFile } from './files.js';
import { BodyReader } from './input.js';
import { requestOr404 } from './lookup.js';
import { ANNEX_KINDS, ANNEX_STATUS } from './prevalidation.js';
import { recordEvent, refreshProposal } from './requests.js';
import { isFinished } from './status-flow.js';

/** The one file of a multipart upload (field `file`), its problems reported on `file`. */
function oneFile(files: IncomingFile[], problems: Record<string, string[]>): IncomingFile | null {
  if (files.length === 0) {
    (problems.file ??= []).push(J.fileRequired);
    return null;
  }
  if (files.length > 1) (problems.file ??= []).push(SERVER_TEXTS.fieldMaxItems(1));
  return files[0] ?? null;
}

/**
 * Uploads an annex of an unfinished request. A refused file stays on the request as a failed
 * upload (so staff see it and can retry it) and the answer is 400 with the message on `file`.
 */
export async function uploadAnnex(app: FastifyInstance, request: FastifyRequest, form: FormInput) {
  const input = new BodyReader(form.fields);
  const problems = input.problems;
  for (const [f, ms] of Object.entries(form.problems)) for (const m of ms) input.add(f, m);
  const solicitudeId = input.id('solicitude_id', true);
  const kind = input.text('kind', { required: true, max: 40 });
  if (kind && !(ANNEX_KINDS as readonly string[]).includes(kind))
    input.add('kind', SERVER_TEXTS.fieldInvalidChoice(kind.slice(0, 40)));
  const file = oneFile(form.files, problems);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const target = await requestOr404(app.db, solicitudeId!);
  if (isFinished(target.status.id))
    throw validationError({ solicitude_id: [J.requestFinished(target.status.name)] });
  const rejected = fileProblems(file!);
  const now = new Date();
  const uid = adminCaller(request).user.id;
  if (rejected.length > 0) {
    await app.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO solip_annexes (solicitude_id, kind, status, file_name, error, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)`,
        [solicitudeId, kind, ANNEX_STATUS.failed, file!.filename.slice(0, 100), rejected.join(' '), now],
      );
      await recordEvent(
        tx,
        solicitudeId!,
        uid,
        'annex_failed',
        `${J.annexKinds[kind] ?? kind}: ${file!.filename.slice(0, 100)}`,
        now,
      );
      await refreshProposal(tx, solicitudeId!);
    });
    throw validationError({ file: rejected });
  }
  const annexId = await app.db.transaction(async (tx) => {
    const stored = await storeFile(app, tx, file!, 'solip', uid, now);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO solip_annexes (solicitude_id, kind, status, file_id, file_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [solicitudeId, kind, ANNEX_STATUS.received, stored.id, stored.original_name, now],
    );
    await recordEvent(
      tx,
      solicitudeId!,
      uid,
      'annex_uploaded',
      `${J.annexKinds[kind] ?? kind}: ${stored.original_name}`,
      now,
    );
    await refreshProposal(tx, solicitudeId!);
    return Number(rows[0]!.id);
  });
  const body = await requestOr404(app.db, solicitudeId!);
  return { annex: body.annexes.find((a) => a.id === annexId), solicitude: body };
}

/** Uploads again the file of an annex whose upload failed or that is to be corrected. */
export async function retryAnnex(app: FastifyInstance, request: FastifyRequest, form: FormInput) {
  const input = new BodyReader(form.fields);
  for (const [f, ms] of Object.entries(form.problems)) for (const m of ms) input.add(f, m);
  const annexId = input.id('annex_id', true);
  const file = oneFile(form.files, input.problems);
  if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
  const { rows } = await app.db.query<{ solicitude_id: number; status: number; kind: string }>(
    'SELECT solicitude_id, status, kind FROM solip_annexes WHERE id = $1',
    [annexId],
  );
  const annex = rows[0];
  if (!annex) throw notFoundError();
  const owner = await requestOr404(app.db, Number(annex.solicitude_id));
  if (isFinished(owner.status.id))
    throw validationError({ annex_id: [J.requestFinished(owner.status.name)] });
  if (annex.status !== ANNEX_STATUS.failed && annex.status !== ANNEX_STATUS.toCorrect)
    throw validationError({ annex_id: [J.annexNotRetryable] });
  const rejected = fileProblems(file!);
  const now = new Date();
  const uid = adminCaller(request).user.id;
  if (rejected.length > 0) {
    await app.db.query(
      'UPDATE solip_annexes SET attempts = attempts + 1, error = $2, file_name = $3, updated_at = $4 WHERE id = $1',
      [annexId, rejected.join(' '), file!.filename.slice(0, 100), now],
    );
    throw validationError({ file: rejected });
  }
  await app.db.transaction(async (tx) => {
    const stored = await storeFile(app, tx, file!, 'solip', uid, now);
    await tx.query(
      `UPDATE solip_annexes SET status = $2, file_id = $3, file_name = $4, error = '', attempts = attempts + 1, updated_at = $5
        WHERE id = $1`,
      [annexId, ANNEX_STATUS.received, stored.id, stored.original_name, now],
    );
    await recordEvent(
      tx,
      Number(annex.solicitude_id),
      uid,
      'annex_retried',
      `${J.annexKinds[annex.kind] ?? annex.kind}: ${stored.original_name}`,
      now,
    );
    await refreshProposal(tx, Number(annex.solicitude_id));
  });
  return requestOr404(app.db, Number(annex.solicitude_id));
}

/** A signed link (opened inline) to the file of annex `id`. */
export async function annexLink(app: FastifyInstance, request: FastifyRequest, id: number) {
  const { rows } = await app.db.query<{ file_id: number | null }>(
    'SELECT file_id FROM solip_annexes WHERE id = $1',
    [id],
  );
  const fileId = rows[0]?.file_id;
  if (fileId === null || fileId === undefined) throw notFoundError();
  const link = downloadLink(
    publicBase(request, app.config.publicUrl),
    downloadKey(app.config.secretsKey),
    Number(fileId),
    new Date(),
    LIMITS.downloadLinkMinutes,
  );
  return { url: `${link.url}&inline=1`, expires_at: link.expiresAt.toISOString() };
}
