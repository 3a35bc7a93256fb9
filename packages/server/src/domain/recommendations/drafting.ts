import {
  API_ERROR_TEXTS,
  RECOMMENDATION_STEPS,
  RECOMMENDATION_TEXTS as T,
  SERVER_TEXTS,
} from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError, validationError } from '../../http/errors.js';
import { addFieldMessage } from '../../http/field-problems.js';
import { accountServices } from '../../routes/auth/account-services.js';
import {
  conflict,
  forbidden,
  isIssuer,
  ownDraft,
  recommendationCaller,
  visibleRecommendation,
} from './caller.js';
import { recommendationDetail } from './detail.js';
import { textField, type Problems } from './fields.js';
import { notifyFollowUp } from './mail.js';
import { addEvent, dueAfter, findRecommendation, targetsOf } from './repository.js';

/** A new, empty draft of the caller (the authority's staff or a defender; 403 to an entity's users). */
export async function createDraft(app: FastifyInstance, request: FastifyRequest, title: string | undefined) {
  const caller = await recommendationCaller(app, request);
  if (caller.kind === 'ev') throw forbidden(T.cannotIssue);
  const { rows } = await app.db.query<{ id: number }>(
    `INSERT INTO recommendations (issuer_user_id, issuer_kind, title) VALUES ($1, $2, $3) RETURNING id`,
    [caller.userId, caller.kind, title?.trim() ?? ''],
  );
  const rec = (await findRecommendation(app.db, Number(rows[0]!.id)))!;
  return recommendationDetail(app.db, rec, caller);
}

/** The recommendation `rawId` as the caller sees it. */
export async function readRecommendation(app: FastifyInstance, request: FastifyRequest, rawId: unknown) {
  const { caller, rec } = await visibleRecommendation(app, request, rawId);
  return recommendationDetail(app.db, rec, caller);
}

/** Activates or inactivates a recommendation (its issuer only). */
export async function setActive(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  isActive: boolean,
) {
  const { caller, rec } = await visibleRecommendation(app, request, rawId);
  if (!isIssuer(caller, rec)) throw forbidden(T.issuerOnly);
  await app.db.query('UPDATE recommendations SET is_active = $2, updated_at = now() WHERE id = $1', [
    rec.id,
    isActive,
  ]);
  return recommendationDetail(app.db, (await findRecommendation(app.db, rec.id))!, caller);
}

/** Saves step `rawStep` of the caller's draft: 1 the texts, 2 the entities and the plan's term. */
export async function saveStep(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  rawStep: string,
  body: Record<string, unknown>,
) {
  const { caller, rec } = await ownDraft(app, request, rawId);
  const n = Number(rawStep);
  const step = RECOMMENDATION_STEPS.find((s) => String(s.n) === rawStep);
  if (!step) throw notFoundError();
  const problems: Problems = {};
  const allowed =
    n === 1
      ? ['title', 'finding', 'recommendation', 'legal_basis']
      : n === 2
        ? ['entities', 'plan_term_days']
        : [];
  for (const key of Object.keys(body))
    if (!allowed.includes(key)) addFieldMessage(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
  await app.db.transaction(async (tx) => {
    if (n === 1) {
      const title = textField(body, 'title', problems, 200, true);
      const finding = textField(body, 'finding', problems, 4000, true);
      const recommendation = textField(body, 'recommendation', problems, 4000, true);
      const legal = textField(body, 'legal_basis', problems, 1000);
      if (Object.keys(problems).length > 0) throw validationError(problems);
      await tx.query(
        `UPDATE recommendations SET title = $2, finding = $3, recommendation = $4, legal_basis = $5 WHERE id = $1`,
        [rec.id, title, finding, recommendation, legal],
      );
    } else if (n === 2) {
      const ids = body.entities;
      const term = body.plan_term_days;
      if (!Array.isArray(ids) || ids.length === 0)
        addFieldMessage(problems, 'entities', API_ERROR_TEXTS.fieldRequired);
      else if (
        ids.length > 50 ||
        !ids.every((x) => Number.isInteger(x) && (x as number) > 0 && (x as number) < 2 ** 31)
      )
        addFieldMessage(problems, 'entities', SERVER_TEXTS.fieldInvalid);
      if (term !== undefined && (!Number.isInteger(term) || (term as number) < 1 || (term as number) > 60))
        addFieldMessage(problems, 'plan_term_days', T.planTermRange);
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const wanted = [...new Set(ids as number[])];
      const found = await tx.query<{ id: number }>(
        'SELECT id FROM supervised_entities WHERE id = ANY($1::int[]) AND is_active',
        [wanted],
      );
      if (found.rows.length !== wanted.length) throw validationError({ entities: [T.entityUnknown] });
      if (caller.entityIds !== null && !wanted.every((id) => caller.entityIds!.includes(id)))
        throw validationError({ entities: [T.entityOutOfScope] });
      await tx.query('DELETE FROM recommendation_entities WHERE recommendation_id = $1', [rec.id]);
      await tx.query(
        'INSERT INTO recommendation_entities (recommendation_id, entity_id) SELECT $1, unnest($2::int[])',
        [rec.id, wanted],
      );
      if (term !== undefined)
        await tx.query('UPDATE recommendations SET plan_term_days = $2 WHERE id = $1', [rec.id, term]);
    }
    await tx.query(
      `UPDATE recommendations SET updated_at = now(),
              saved_steps = CASE WHEN $2 = ANY(saved_steps) THEN saved_steps ELSE array_append(saved_steps, $2) END
        WHERE id = $1`,
      [rec.id, n],
    );
  });
  return recommendationDetail(app.db, (await findRecommendation(app.db, rec.id))!, caller);
}

/** Issues the caller's draft to its entities (each copy awaits an action plan) and tells them. */
export async function issueDraft(app: FastifyInstance, request: FastifyRequest, rawId: unknown) {
  const { caller, rec } = await ownDraft(app, request, rawId);
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const locked = (await findRecommendation(tx, rec.id, true))!;
    if (locked.state !== 'draft') throw conflict(T.notDraft);
    const problems: Problems = {};
    const targets = await tx.query<{ id: number }>(
      'SELECT id FROM recommendation_entities WHERE recommendation_id = $1',
      [rec.id],
    );
    if (!locked.title || !locked.finding || !locked.recommendation)
      addFieldMessage(problems, 'step_1', T.stepIncomplete(RECOMMENDATION_STEPS[0].title));
    if (targets.rows.length === 0)
      addFieldMessage(problems, 'step_2', T.stepIncomplete(RECOMMENDATION_STEPS[1].title));
    if (Object.keys(problems).length > 0) throw validationError(problems);
    const due = dueAfter(now, locked.plan_term_days);
    await tx.query(
      `UPDATE recommendations SET state = 'issued', issued_at = $2, updated_at = $2 WHERE id = $1`,
      [rec.id, now],
    );
    await tx.query(
      `UPDATE recommendation_entities SET status = 'pending_plan', due_day = $2, updated_at = $3 WHERE recommendation_id = $1`,
      [rec.id, due, now],
    );
    for (const t of targets.rows) {
      await addEvent(tx, {
        targetId: Number(t.id),
        kind: 'issued',
        userId: caller.userId,
        text: null,
        from: null,
        to: 'pending_plan',
        at: now,
      });
    }
  });
  const issued = (await findRecommendation(app.db, rec.id))!;
  for (const t of await targetsOf(app.db, rec.id, null)) {
    await notifyFollowUp(
      { db: app.db, transport: accountServices(app).transport, log: request.log },
      issued,
      t,
      'issued',
    );
  }
  return recommendationDetail(app.db, issued, caller);
}
