import { API_ERROR_TEXTS, RECOMMENDATION_TEXTS as T, SERVER_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError, validationError } from '../../http/errors.js';
import { addFieldMessage } from '../../http/field-problems.js';
import { accountServices } from '../../routes/auth/account-services.js';
import { CONSUMER_UPLOAD_LIMITS } from '../../routes/complaints/consumer-input.js';
import type { FormInput } from '../../routes/complaints/form-input.js';
import { uploadProblems } from '../../services/storage/upload-rules.js';
import { insertStoredFiles } from '../complaints/repository.js';
import { putStaffFiles, removeStaffFiles } from '../uploads/staff-files.js';
import { pathId } from '../staff-admin/listing.js';
import { conflict, forbidden, isIssuer, recommendationCaller } from './caller.js';
import { recommendationDetail } from './detail.js';
import { actionsField, textField, type Problems } from './fields.js';
import { notifyFollowUp } from './mail.js';
import { addEvent, dueAfter, findRecommendation, findTarget } from './repository.js';
import { followUp, type FollowUpStep } from './state-machine.js';

/** A follow-up route's step; `close_or_reopen` is a close unless the body says `reopen`. */
export type FollowUpRouteStep = FollowUpStep | 'close_or_reopen';

const KNOWN_FIELDS = ['target', 'text', 'actions', 'progress', 'reopen'];

/**
 * One follow-up step on an entity's copy (`target`): the entity's plan, progress reports and
 * answer, the issuer's tracing, closing and reopening. Who may take it is checked before the rest
 * of the body, so nobody learns more; the evidence files are stored with the step's event.
 */
export async function takeFollowUpStep(
  app: FastifyInstance,
  request: FastifyRequest,
  routeStep: FollowUpRouteStep,
  form: FormInput,
) {
  const fields = form.fields;
  const problems: Problems = { ...form.problems };
  for (const key of Object.keys(fields))
    if (!KNOWN_FIELDS.includes(key)) addFieldMessage(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
  const reopen = fields.reopen === true || fields.reopen === 'true';
  const step: FollowUpStep = routeStep === 'close_or_reopen' ? (reopen ? 'reopen' : 'close') : routeStep;
  const targetId = pathId(String(fields.target ?? ''));
  if (targetId === null) addFieldMessage(problems, 'target', API_ERROR_TEXTS.fieldRequired);
  const text = textField(fields, 'text', problems, 4000, step !== 'close' && step !== 'reopen');
  const actions = step === 'action_plan' ? actionsField(fields, problems) : undefined;
  let progress: number | undefined;
  if (step === 'progress_report') {
    const p = Number(fields.progress);
    if (fields.progress === undefined || fields.progress === '' || !Number.isInteger(p) || p < 0 || p > 100)
      addFieldMessage(problems, 'progress', T.progressInvalid);
    else progress = p;
  }
  if (form.files.length > 0 && (step === 'tracing' || step === 'close' || step === 'reopen'))
    addFieldMessage(problems, 'file', SERVER_TEXTS.fieldUnknown);
  if (targetId === null) throw validationError(problems);

  const caller = await recommendationCaller(app, request);
  const target = await findTarget(app.db, targetId);
  const rec = target ? await findRecommendation(app.db, target.recommendation_id) : null;
  if (!target || !rec || rec.state !== 'issued') throw notFoundError();
  const issuer = isIssuer(caller, rec);
  const inScope = caller.entityIds === null || caller.entityIds.includes(target.entity_id);
  if (!issuer && !inScope) throw notFoundError();
  const rule = followUp(target.status, step);
  const by = rule.ok
    ? rule.by
    : step === 'tracing' || step === 'close' || step === 'reopen'
      ? 'issuer'
      : 'entity';
  if (by === 'issuer' && !issuer) throw forbidden(T.issuerOnly);
  if (by === 'entity' && !(caller.kind === 'ev' && inScope)) throw forbidden(T.entityOnly);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  if (!rec.is_active) throw conflict(T.inactive);

  const fileProblems = uploadProblems(form.files, CONSUMER_UPLOAD_LIMITS);
  if (Object.keys(fileProblems).length > 0) throw validationError(fileProblems);
  const now = new Date();
  const written = await putStaffFiles(
    app,
    form.files,
    'recommendations',
    'recommendation',
    caller.userId,
    now,
  );
  try {
    await app.db.transaction(async (tx) => {
      const locked = (await findTarget(tx, target.id, true))!;
      const next = followUp(locked.status, step);
      if (!next.ok) throw conflict(next.reason);
      const due = next.due === 'keep' ? locked.due_day : next.due === null ? null : dueAfter(now, next.due);
      await tx.query(
        'UPDATE recommendation_entities SET status = $2, due_day = $3, updated_at = $4 WHERE id = $1',
        [locked.id, next.to, due, now],
      );
      await tx.query('UPDATE recommendations SET updated_at = $2 WHERE id = $1', [rec.id, now]);
      const eventId = await addEvent(tx, {
        targetId: locked.id,
        kind: next.event,
        userId: caller.userId,
        text,
        data: actions !== undefined ? { actions } : progress !== undefined ? { progress } : undefined,
        from: locked.status,
        to: next.to,
        at: now,
      });
      const stored = await insertStoredFiles(tx, written, now);
      for (const s of stored) {
        await tx.query('INSERT INTO recommendation_event_files (event_id, file_id) VALUES ($1, $2)', [
          eventId,
          s.id,
        ]);
      }
    });
  } catch (error) {
    await removeStaffFiles(app, written);
    throw error;
  }
  const after = (await findTarget(app.db, target.id))!;
  await notifyFollowUp(
    { db: app.db, transport: accountServices(app).transport, log: request.log },
    rec,
    after,
    followUp(target.status, step).ok ? (followUp(target.status, step) as { event: string }).event : step,
  );
  return recommendationDetail(app.db, rec, caller);
}
