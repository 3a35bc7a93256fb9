import { ANNUAL_REPORT_TEXTS as T, API_ERROR_TEXTS, SERVER_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError, validationError } from '../../http/errors.js';
import { addFieldMessage } from '../../http/field-problems.js';
import { CONSUMER_UPLOAD_LIMITS } from '../../routes/complaints/consumer-input.js';
import type { FormInput } from '../../routes/complaints/form-input.js';
import { uploadProblems } from '../../services/storage/upload-rules.js';
import { toBogotaLocal } from '../complaints/dates.js';
import { insertStoredFiles } from '../complaints/repository.js';
import { adminCaller } from '../staff-admin/access.js';
import { pathId } from '../staff-admin/listing.js';
import { callerView, conflict, editableReport, freshView, visibleReport } from './caller.js';
import { annualReportPdf } from './report-pdf.js';
import { putStaffFiles, removeStaffFiles, signedFileLink } from '../uploads/staff-files.js';
import { addHistory, reportFiles } from './repository.js';
import type { Problems } from './sections.js';
import { isPrintable } from './state-machine.js';

/** Attaches the form's files to a draft or returned report of the caller (`id` and `file`/`file-N`). */
export async function attachFiles(app: FastifyInstance, request: FastifyRequest, form: FormInput) {
  const problems: Problems = { ...form.problems };
  for (const key of Object.keys(form.fields))
    if (key !== 'id') addFieldMessage(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
  const rawId = form.fields.id;
  if (rawId === undefined || rawId === '') addFieldMessage(problems, 'id', API_ERROR_TEXTS.fieldRequired);
  if (form.files.length === 0) addFieldMessage(problems, 'file', API_ERROR_TEXTS.fieldRequired);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const report = await editableReport(app, request, String(rawId));
  const existing = await reportFiles(app.db, report.id);
  const fileProblems = uploadProblems(form.files, {
    ...CONSUMER_UPLOAD_LIMITS,
    existingBytes: existing.reduce((s, f) => s + f.size, 0),
  });
  if (Object.keys(fileProblems).length > 0) throw validationError(fileProblems);
  const userId = adminCaller(request).user.id;
  const now = new Date();
  const rows = await putStaffFiles(app, form.files, 'annual-reports', 'annual_report', userId, now);
  try {
    await app.db.transaction(async (tx) => {
      const stored = await insertStoredFiles(tx, rows, now);
      for (const s of stored) {
        await tx.query('INSERT INTO annual_report_files (report_id, file_id) VALUES ($1, $2)', [
          report.id,
          s.id,
        ]);
      }
      await tx.query('UPDATE annual_reports SET updated_at = $2 WHERE id = $1', [report.id, now]);
      await addHistory(
        tx,
        report.id,
        userId,
        'attached',
        report.state,
        report.state,
        stored.map((s) => s.original_name).join(', '),
        now,
      );
    });
  } catch (error) {
    await removeStaffFiles(app, rows);
    throw error;
  }
  return { detail: T.attached(form.files.length), ...(await freshView(app, request, report.id)) };
}

/** A signed download link of an attachment of the report `rawId`. */
export async function attachmentLink(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  rawFileId: unknown,
) {
  const report = await visibleReport(app, request, rawId);
  const fileId = pathId(rawFileId);
  if (fileId === null || !(await reportFiles(app.db, report.id)).some((f) => f.id_storage === fileId))
    throw notFoundError();
  const link = signedFileLink(app, request, fileId);
  return { url: link.url, expires_at: toBogotaLocal(link.expiresAt) };
}

/** The submitted report in PDF, with its file name (409 while it is a draft). */
export async function reportPdf(app: FastifyInstance, request: FastifyRequest, rawId: unknown) {
  const report = await visibleReport(app, request, rawId);
  if (!isPrintable(report.state)) throw conflict(T.pdfNotReady);
  return {
    pdf: await annualReportPdf(await callerView(app, request, report)),
    fileName: `informe-anual-${report.year}-${report.id}.pdf`,
  };
}
