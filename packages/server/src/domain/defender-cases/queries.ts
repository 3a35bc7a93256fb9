import { DEFENDER_CASE_TEXTS as T } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { bogotaDay, isoDay } from '../alerts/colombian-calendar.js';
import { FULL_NAME_SQL } from '../staff-admin/accounts.js';
import { decisionFileName, decisionPdf } from './decision-pdf.js';
import {
  caseDetail,
  caseEvents,
  findCase,
  findCaseOfComplaint,
  listCases,
  stateOf,
  type CaseCaller,
  type CaseFilters,
  type CaseRow,
} from './repository.js';
import { applyCaseStep, CaseStepError, settleNewCases, type CaseDeps } from './service.js';
import { dcfActionsFor, type CaseAction } from './stages.js';

/** The queue of `caller`'s cases, with its counters. */
export async function queueOf(db: Db, caller: CaseCaller, f: CaseFilters) {
  await settleNewCases(db);
  const now = new Date();
  const list = await listCases(db, caller, f, isoDay(bogotaDay(now)), now);
  return { ...list, ...pageLinks(list.count, f.page, f.pageSize) };
}

/** `pages`, `current_page`, `next` and `previous` (relative links) of a page of `count` rows. */
export function pageLinks(count: number, page: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const link = (n: number) => `?page=${n}&page_size=${pageSize}`;
  return {
    pages,
    current_page: page,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}

/** What each side may do on a case now (the screens show these buttons). */
function actionsFor(row: CaseRow, caller: CaseCaller): string[] {
  const state = stateOf(row);
  if (caller.side === 'dcf') return dcfActionsFor(state);
  if (caller.side === 'entity') {
    const answering =
      (row.stage === 'information' && row.awaiting === 'entity') ||
      row.stage === 'entity_answer' ||
      row.stage === 'decision';
    return answering ? ['entity_answer'] : [];
  }
  if (caller.side === 'consumer') {
    if (row.stage === 'information' && row.awaiting === 'consumer') return ['information'];
    if (row.stage === 'consumer_reply') return ['reply'];
  }
  return [];
}

/**
 * A case as `caller` sees it: staff by case id, the consumer by their complaint's id (the
 * consumer's history leaves out the names of the defender's staff).
 */
export async function caseView(db: Db, caller: CaseCaller, id: number, byComplaint = false) {
  await settleNewCases(db);
  const row = byComplaint ? await findCaseOfComplaint(db, caller, id) : await findCase(db, caller, id);
  if (!row) throw new CaseStepError(404, '');
  const now = new Date();
  return {
    ...caseDetail(row, now),
    side: caller.side,
    actions: actionsFor(row, caller),
    events: await caseEvents(db, row.id, caller.side !== 'consumer'),
  };
}

/** A staff step on case `id`: the defender's stage actions, or the entity staff's answer. */
export async function staffStep(
  deps: CaseDeps,
  caller: CaseCaller,
  id: number,
  action: string,
  body: Record<string, unknown>,
) {
  const row = await applyCaseStep(deps, caller, id, action as CaseAction, body);
  return caseView(deps.db, caller, row.id);
}

/** The consumer's answer on their complaint's case: the information asked, or their reply to a rectification. */
export async function consumerStep(
  deps: CaseDeps,
  caller: CaseCaller,
  complaintId: number,
  action: string,
  body: Record<string, unknown>,
) {
  const row = await findCaseOfComplaint(deps.db, caller, complaintId);
  if (!row) throw new CaseStepError(404, '');
  await applyCaseStep(
    deps,
    caller,
    row.id,
    action === 'information' ? 'record_info' : 'consumer_reply',
    body,
  );
  return caseView(deps.db, caller, complaintId, true);
}

/** The decision's PDF of a case the caller may see (404 alike for another's; 409 before the decision). */
export async function decisionFor(db: Db, caller: CaseCaller, id: number, byComplaint = false) {
  const row = byComplaint ? await findCaseOfComplaint(db, caller, id) : await findCase(db, caller, id);
  if (!row) throw new CaseStepError(404, '');
  return decisionOf(db, row);
}

/** The decision's PDF of `row`. */
export async function decisionOf(db: Db, row: CaseRow) {
  if (!row.decided_at) throw new CaseStepError(409, T.noDecision);
  const { rows } = await db.query<{ name: string }>(
    `SELECT nullif(trim(${FULL_NAME_SQL}), '') AS name FROM defender_case_events ev
       JOIN persons p ON p.user_id = ev.user_id
      WHERE ev.case_id = $1 AND ev.kind = 'decided' ORDER BY ev.id DESC LIMIT 1`,
    [row.id],
  );
  const defender = rows[0]?.name?.replace(/\s+/g, ' ') ?? 'Defensor del consumidor financiero';
  return { name: decisionFileName(row.codigo_queja), bytes: await decisionPdf(row, defender) };
}
