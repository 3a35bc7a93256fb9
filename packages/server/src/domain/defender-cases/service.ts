import {
  COMPLAINT_STATE,
  DEFENDER_CASE_TEXTS as T,
  DEFENDER_TERMS,
  type DefenderCaseStage,
} from '../../core.js';
import type { Db } from '../../db/driver.js';
import { addBusinessDays, bogotaDay, dayOf, isoDay } from '../alerts/colombian-calendar.js';
import { findComplaintById, updateComplaint, type Actor } from '../complaints/repository.js';
import { queueStepMails } from './mail.js';
import { addCaseEvent, findCase, stateOf, type CaseCaller, type CaseRow } from './repository.js';
import { planStep, type CaseAction, type CaseSide } from './stages.js';
import { readStep, type Problems } from './step-input.js';

/** What a step needs around it. */
export interface CaseDeps {
  db: Db;
  now: () => Date;
  /** Wakes the mail outbox's sender after the step's transaction committed. */
  kickMail?: () => Promise<void>;
}

/** A step refused: 400 with field problems, 403/409 with a reason, 404 when the case is not the caller's. */
export class CaseStepError extends Error {
  override name = 'CaseStepError';
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    readonly reason: string,
    readonly problems: Problems = {},
  ) {
    super(reason);
  }
}

/** The side a caller takes on a case. */
function sideOf(caller: CaseCaller): CaseSide {
  return caller.side === 'authority' ? 'dcf' : caller.side;
}

/** The day `days` business days after `from` (YYYY-MM-DD), counting from `now`'s Bogotá day when none. */
function dueAfter(from: string | null, now: Date, days: number): string {
  const start = from ? dayOf(...(from.split('-').map(Number) as [number, number, number])) : bogotaDay(now);
  return isoDay(addBusinessDays(start, days));
}

/**
 * Applies `action` by `caller` to case `caseId`: reads the body, asks the procedure's table,
 * then in one transaction moves the case, records the event, closes the complaint when the case
 * ends, and queues the mails to the consumer and the entity. Throws {@link CaseStepError}.
 */
export async function applyCaseStep(
  deps: CaseDeps,
  caller: CaseCaller,
  caseId: number,
  action: CaseAction,
  body: Record<string, unknown>,
): Promise<CaseRow> {
  const problems: Problems = {};
  const read = readStep(action, body, problems);
  await settleNewCases(deps.db);
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const row = await findCase(tx, caller, caseId, true);
    if (!row) throw new CaseStepError(404, '');
    // The authority's staff read every case; only the defender (and the parties) move one.
    if (caller.side === 'authority') throw new CaseStepError(403, T.notDcf);
    if (Object.keys(problems).length > 0) throw new CaseStepError(400, '', problems);
    const result = planStep(stateOf(row), action, sideOf(caller), read.input);
    if (!result.ok) throw new CaseStepError(result.status, result.reason);
    const plan = result.plan;
    const due =
      plan.term === 'extend'
        ? dueAfter(row.due_day, now, read.input.days ?? 0)
        : plan.term === 'keep'
          ? row.due_day
          : plan.term === null
            ? null
            : dueAfter(null, now, plan.term);
    const closing = plan.stage === 'closed' && row.stage !== 'closed';
    await tx.query(
      `UPDATE defender_cases SET stage = $2, awaiting = $3, due_day = $4, updated_at = $5,
              admitted_at = CASE WHEN $6 THEN $5 ELSE admitted_at END,
              rejection_reason = coalesce($7, rejection_reason),
              rectification = coalesce($8, rectification),
              outcome = coalesce($9, outcome),
              decision_text = CASE WHEN $10 THEN $11 ELSE decision_text END,
              decided_at = CASE WHEN $10 THEN $5 ELSE decided_at END,
              general_interest = general_interest OR $12,
              closed_at = CASE WHEN $13 THEN $5 ELSE closed_at END
        WHERE id = $1`,
      [
        row.id,
        plan.stage,
        plan.awaiting,
        due,
        now,
        plan.admit === true,
        read.reason,
        plan.rectification ?? null,
        plan.outcome ?? null,
        plan.event === 'decided',
        read.text,
        plan.generalInterest === true,
        closing,
      ],
    );
    await addCaseEvent(tx, {
      caseId: row.id,
      kind: plan.event,
      side: sideOf(caller),
      userId: caller.userId > 0 ? caller.userId : null,
      text: read.text,
      from: row.stage,
      to: plan.stage,
      due,
      at: now,
    });
    if (closing) await closeComplaint(tx, row.complaint_id, caller, now);
    const toEntity =
      plan.awaiting === 'entity' || closing || plan.event === 'admitted' || plan.event === 'rejected';
    await queueStepMails(tx, row, plan.event, read.text, plan.awaiting === 'entity' ? due : null, toEntity);
    return (await findCase(tx, caller, row.id))!;
  });
  await deps.kickMail?.();
  return updated;
}

/** Ends the escalated complaint when its case ends (a version in its history, «Cerrada»). */
async function closeComplaint(tx: Db, complaintId: number, caller: CaseCaller, now: Date): Promise<void> {
  const complaint = await findComplaintById(tx, complaintId, { forUpdate: true });
  if (!complaint || complaint.estado_cod !== COMPLAINT_STATE.escalated) return;
  const actor: Actor =
    caller.userId > 0 ? { userId: caller.userId, kind: 'staff' } : { userId: null, kind: 'system' };
  await updateComplaint(
    tx,
    complaint,
    { estado_cod: COMPLAINT_STATE.closed, fecha_cierre: now },
    actor,
    'defender_close',
    now,
  );
}

/** The stages a case may be in while its consumer has been silent past the term (the job's work). */
export const SILENCE_STAGE: DefenderCaseStage = 'consumer_reply';

/**
 * Ends as satisfied every case whose consumer did not answer about the entity's rectification
 * within the term (8 business days): silence counts as satisfied (Decreto 2555 de 2010). Run by
 * a periodic job; idempotent (a case moved on is no longer in the stage).
 */
export async function endSilentCases(deps: CaseDeps): Promise<number> {
  await settleAllNewCases(deps.db);
  const today = isoDay(bogotaDay(deps.now()));
  const { rows } = await deps.db.query<{ id: number }>(
    `SELECT id FROM defender_cases WHERE stage = $1 AND due_day < $2 ORDER BY id LIMIT 500`,
    [SILENCE_STAGE, today],
  );
  let ended = 0;
  const system: CaseCaller = { side: 'system', userId: 0, entityIds: null };
  for (const { id } of rows) {
    try {
      await applyCaseStep({ ...deps, kickMail: undefined }, system, Number(id), 'silence', {});
      ended++;
    } catch (err) {
      if (!(err instanceof CaseStepError)) throw err;
    }
  }
  if (ended > 0) await deps.kickMail?.();
  return ended;
}

/** How many new cases {@link settleNewCases} settles at once. */
export const SETTLE_BATCH = 1000;

/**
 * Gives the cases the escalation trigger opened (migration 330) their competence term, 3
 * business days from receipt on the Colombian calendar (which lives here, not in SQL), and their
 * first history entry. Run before the queue and a case are read; idempotent. Settles at most
 * {@link SETTLE_BATCH} cases, oldest first, in one transaction (each term with its entry: a
 * process that died in between would otherwise leave a term without its entry), and answers
 * how many it settled.
 */
export async function settleNewCases(db: Db): Promise<number> {
  const waiting = await db.query(
    `SELECT 1 FROM defender_cases WHERE stage = 'competence' AND due_day IS NULL LIMIT 1`,
  );
  if (waiting.rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    // Locked oldest first, and skipped while another node holds them: two nodes settling at
    // once take different cases and never wait for (or deadlock with) each other.
    const { rows } = await tx.query<{ id: number; received_at: Date }>(
      `SELECT id, received_at FROM defender_cases WHERE stage = 'competence' AND due_day IS NULL
        ORDER BY id LIMIT ${SETTLE_BATCH} FOR UPDATE SKIP LOCKED`,
    );
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => Number(r.id));
    const dues = rows.map((r) =>
      isoDay(addBusinessDays(bogotaDay(new Date(r.received_at)), DEFENDER_TERMS.competence)),
    );
    await tx.query(
      `UPDATE defender_cases c SET due_day = s.due FROM unnest($1::int[], $2::text[]) AS s(id, due)
        WHERE c.id = s.id`,
      [ids, dues],
    );
    await tx.query(
      `INSERT INTO defender_case_events (case_id, kind, side, user_id, at, text, stage_from, stage_to, due_day)
       SELECT id, 'received', 'consumer', NULL, received_at, NULL, NULL, 'competence', due_day
         FROM defender_cases WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    return rows.length;
  });
}

/** {@link settleNewCases} batch after batch until none is left: a bulk load settles in one job run. */
export async function settleAllNewCases(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const settled = await settleNewCases(db);
    total += settled;
    if (settled < SETTLE_BATCH) return total;
  }
}
