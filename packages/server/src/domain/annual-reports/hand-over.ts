import { ANNUAL_REPORT_TEXTS as T } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../../http/errors.js';
import { addFieldMessage } from '../../http/field-problems.js';
import { accountServices } from '../../routes/auth/account-services.js';
import { adminCaller } from '../staff-admin/access.js';
import { callerView, canReview, conflict, forbidden, visibleReport } from './caller.js';
import { notifyHandOver } from './mail.js';
import { addHistory, entityParts, findReport, stepStatus } from './repository.js';
import type { Problems } from './sections.js';
import { nextState, type AnnualReportAction } from './state-machine.js';

/**
 * Submits (the author, every step complete), returns with a comment or accepts (a reviewer) the
 * report `rawId`, keeps it in its history and mails whoever works it next.
 */
export async function handOver(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  body: { action: AnnualReportAction; comment?: string },
) {
  const caller = adminCaller(request);
  const { action } = body;
  const comment = body.comment?.trim() || null;
  const report = await visibleReport(app, request, rawId);
  if (action === 'submit' && report.dcf_user_id !== caller.user.id) throw forbidden(T.notAuthor);
  if (action !== 'submit' && !canReview(request)) throw forbidden(T.notReviewer);
  if (action === 'return' && !comment) throw validationError({ comment: [T.commentRequired] });
  const now = new Date();
  const updated = await app.db.transaction(async (tx) => {
    const locked = (await findReport(tx, report.id, null, true))!;
    const next = nextState(locked.state, action);
    if (!next.ok) throw conflict(next.reason);
    if (action === 'submit') {
      const parts = await entityParts(tx, locked.id, null);
      const problems: Problems = {};
      for (const s of stepStatus(locked, parts))
        if (!s.complete) addFieldMessage(problems, `step_${s.n}`, T.stepIncomplete(s.title));
      if (Object.keys(problems).length > 0) throw validationError(problems);
    }
    await tx.query(
      `UPDATE annual_reports SET state = $2, updated_at = $3,
              submitted_at = CASE WHEN $2 = 'submitted' THEN $3 ELSE submitted_at END,
              reviewed_at = CASE WHEN $2 IN ('returned', 'accepted') THEN $3 ELSE reviewed_at END,
              reviewer_user_id = CASE WHEN $2 IN ('returned', 'accepted') THEN $4 ELSE reviewer_user_id END
        WHERE id = $1`,
      [locked.id, next.to, now, caller.user.id],
    );
    await addHistory(tx, locked.id, caller.user.id, next.history, locked.state, next.to, comment, now);
    return (await findReport(tx, locked.id, null))!;
  });
  await notifyHandOver(
    { db: app.db, transport: accountServices(app).transport, log: request.log },
    updated,
    action,
    comment,
  );
  return callerView(app, request, updated);
}
