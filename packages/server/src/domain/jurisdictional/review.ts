import { JURISDICTIONAL_TEXTS as J, LIMITS, SERVER_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../../http/errors.js';
import { adminCaller } from '../staff-admin/access.js';
import { BodyReader } from './input.js';
import { optionExists, optionName, requestOr404 } from './lookup.js';
import { ANNEX_STATUS, SOLICITUDE_STATUS } from './prevalidation.js';
import { recordEvent, refreshProposal } from './requests.js';
import { isFinished, transitionProblem } from './status-flow.js';

/**
 * Moves a classified request along its status flow and judges its annexes (`status`,
 * `annexes` [{id, status, note}]); a finished request takes no change.
 */
export async function updateRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: Record<string, unknown>,
) {
  const current = await requestOr404(app.db, id);
  const input = new BodyReader(body);
  if (isFinished(current.status.id))
    throw validationError({ [SERVER_TEXTS.nonFieldKey]: [J.requestFinished(current.status.name)] });
  const status = input.id('status', false);
  if (status !== null) {
    if (
      status <= SOLICITUDE_STATUS.classified ||
      !(await optionExists(app.db, 'solicitude-status', String(status)))
    )
      input.add('status', SERVER_TEXTS.fieldInvalidChoice(String(status)));
    else if (current.analysis_type === null) input.add('status', J.notClassified);
    else {
      const problem = transitionProblem(
        current.status.id,
        current.status.name,
        status,
        (await optionName(app.db, 'solicitude-status', String(status))) ?? String(status),
      );
      if (problem) input.add('status', problem);
    }
  }
  const changes: { id: number; status: number; note: string | null; kind: string }[] = [];
  const raw = body.annexes;
  if (raw !== undefined) {
    if (!Array.isArray(raw) || raw.length > 50) input.add('annexes', SERVER_TEXTS.fieldInvalid);
    else
      for (const item of raw as { id?: unknown; status?: unknown; note?: unknown }[]) {
        const annex = current.annexes.find((a) => a.id === Number(item?.id));
        const st = Number(item?.status);
        if (!annex) {
          input.add('annexes', SERVER_TEXTS.fieldInvalidChoice(String(item?.id).slice(0, 20)));
          continue;
        }
        // A failed upload has no file to judge: only a new upload changes it.
        if (
          ![
            ANNEX_STATUS.received,
            ANNEX_STATUS.valid,
            ANNEX_STATUS.rejected,
            ANNEX_STATUS.toCorrect,
          ].includes(st as 1) ||
          annex.file === null
        ) {
          input.add('annexes', SERVER_TEXTS.fieldInvalidChoice(String(item?.status).slice(0, 20)));
          continue;
        }
        const note =
          item.note === undefined || item.note === null ? null : String(item.note).trim().slice(0, 1000);
        changes.push({ id: annex.id, status: st, note, kind: annex.kind.id });
      }
  }
  if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
  const uid = adminCaller(request).user.id;
  const now = new Date();
  await app.db.transaction(async (tx) => {
    for (const c of changes) {
      await tx.query(
        'UPDATE solip_annexes SET status = $2, note = COALESCE($3, note), updated_at = $4 WHERE id = $1',
        [c.id, c.status, c.note, now],
      );
      const { rows } = await tx.query<{ name: string }>(
        "SELECT name FROM option_items WHERE list = 'jurisdiccional-servi/annexes-status' AND code = $1",
        [String(c.status)],
      );
      await recordEvent(
        tx,
        id,
        uid,
        'annex_status',
        `${J.annexKinds[c.kind] ?? c.kind}: ${rows[0]?.name ?? c.status}${c.note ? ` (${c.note})` : ''}`,
        now,
      );
    }
    if (status !== null) {
      await tx.query('UPDATE solip_requests SET status = $2, updated_at = $3 WHERE id = $1', [
        id,
        status,
        now,
      ]);
      const { rows } = await tx.query<{ name: string }>(
        "SELECT name FROM option_items WHERE list = 'jurisdiccional-servi/solicitude-status' AND code = $1",
        [String(status)],
      );
      await recordEvent(tx, id, uid, 'status', rows[0]?.name ?? String(status), now);
    }
    await refreshProposal(tx, id);
  });
  return requestOr404(app.db, id);
}

/**
 * Confirms or corrects the classification the prevalidation proposed (`analysis_type`, `note`);
 * the request becomes «Clasificada».
 */
export async function classifyRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: Record<string, unknown>,
) {
  const current = await requestOr404(app.db, id);
  const input = new BodyReader(body);
  const analysis = input.id('analysis_type', true);
  if (analysis !== null && !(await optionExists(app.db, 'analysis-types', String(analysis))))
    input.add('analysis_type', SERVER_TEXTS.fieldInvalidChoice(String(analysis)));
  const note = input.text('note', { max: LIMITS.textareaMaxLength });
  if (current.status.id !== SOLICITUDE_STATUS.filed) input.add(SERVER_TEXTS.nonFieldKey, J.alreadyClassified);
  if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
  const proposed = Number(current.prevalidation.proposed.id);
  const how = analysis === proposed ? 1 : 2;
  const now = new Date();
  const uid = adminCaller(request).user.id;
  await app.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE solip_requests SET analysis_type = $2, mlvalidate_type = $3, classification_note = $4, classified_by = $5,
              classified_at = $6, status = $7, proposed_analysis = $8, updated_at = $6 WHERE id = $1`,
      [id, analysis, how, note, uid, now, SOLICITUDE_STATUS.classified, proposed],
    );
    const { rows } = await tx.query<{ a: string; m: string }>(
      `SELECT (SELECT name FROM option_items WHERE list = 'jurisdiccional-servi/analysis-types' AND code = $1) AS a,
              (SELECT name FROM option_items WHERE list = 'jurisdiccional-servi/mlvalidate-types' AND code = $2) AS m`,
      [String(analysis), String(how)],
    );
    await recordEvent(tx, id, uid, 'classified', J.classifiedAs(rows[0]?.a ?? '', rows[0]?.m ?? ''), now);
  });
  return requestOr404(app.db, id);
}
