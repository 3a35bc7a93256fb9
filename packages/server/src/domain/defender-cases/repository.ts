import {
  DEFENDER_CASE_EVENTS,
  DEFENDER_CASE_OUTCOMES,
  DEFENDER_CASE_STAGES,
  DEFENDER_CASE_TEXTS as T,
  DEFENDER_EXCLUSIONS,
  type DefenderCaseStage,
} from '../../core.js';
import type { Db } from '../../db/driver.js';
import { toBogotaLocal } from '../complaints/dates.js';
import { dueStatus } from '../recommendations/repository.js';
import { FULL_NAME_SQL } from '../staff-admin/accounts.js';
import type { Awaiting, CaseState } from './stages.js';

/** Who asks: the defender, the entity (EV staff or its API account), authority staff, a consumer. */
export interface CaseCaller {
  side: 'dcf' | 'entity' | 'authority' | 'consumer' | 'system';
  userId: number;
  /** Entities the caller is limited to (`null`: every entity, authority staff). */
  entityIds: number[] | null;
}

/** A stored case with its complaint's essentials. */
export interface CaseRow {
  id: number;
  complaint_id: number;
  codigo_queja: string;
  owner_user_id: number | null;
  consumer_name: string;
  consumer_email: string | null;
  entity_id: number;
  entity_name: string;
  texto_queja: string;
  argumento_escalamiento: string | null;
  stage: DefenderCaseStage;
  awaiting: Awaiting;
  due_day: string | null;
  received_at: Date;
  admitted_at: Date | null;
  rejection_reason: string | null;
  rectification: 'total' | 'partial' | null;
  outcome: keyof typeof DEFENDER_CASE_OUTCOMES | null;
  decision_text: string | null;
  decided_at: Date | null;
  general_interest: boolean;
  closed_at: Date | null;
}

const SELECT = `
  SELECT dc.id, dc.complaint_id, c.codigo_queja, c.owner_user_id,
         c.nombres AS consumer_name, c.correo AS consumer_email,
         dc.entity_id, e.name AS entity_name, c.texto_queja, c.argumento_escalamiento,
         dc.stage, dc.awaiting, dc.due_day, dc.received_at, dc.admitted_at, dc.rejection_reason,
         dc.rectification, dc.outcome, dc.decision_text, dc.decided_at, dc.general_interest, dc.closed_at
    FROM defender_cases dc
    JOIN complaints c ON c.id = dc.complaint_id
    JOIN supervised_entities e ON e.id = dc.entity_id`;

function rowOf(r: CaseRow): CaseRow {
  return { ...r, id: Number(r.id), complaint_id: Number(r.complaint_id), entity_id: Number(r.entity_id) };
}

/** The scope condition of `caller` on alias `dc`/`c`, with its parameter appended to `params`. */
function scopeSql(caller: CaseCaller, params: unknown[]): string {
  if (caller.side === 'consumer') {
    params.push(caller.userId);
    return `c.owner_user_id = $${params.length}`;
  }
  params.push(caller.entityIds);
  return `($${params.length}::int[] IS NULL OR dc.entity_id = ANY($${params.length}::int[]))`;
}

/**
 * The case `id` as `caller` may see it, or null: another entity's, another consumer's and a
 * missing one are the same null (the route answers 404 alike).
 */
export async function findCase(
  db: Db,
  caller: CaseCaller,
  id: number,
  forUpdate = false,
): Promise<CaseRow | null> {
  const params: unknown[] = [id];
  const { rows } = await db.query<CaseRow>(
    `${SELECT} WHERE dc.id = $1 AND ${scopeSql(caller, params)} ${forUpdate ? 'FOR UPDATE OF dc' : ''}`,
    params,
  );
  return rows[0] ? rowOf(rows[0]) : null;
}

/** The case of complaint `complaintId` as `caller` may see it, or null. */
export async function findCaseOfComplaint(
  db: Db,
  caller: CaseCaller,
  complaintId: number,
): Promise<CaseRow | null> {
  const params: unknown[] = [complaintId];
  const { rows } = await db.query<CaseRow>(
    `${SELECT} WHERE dc.complaint_id = $1 AND ${scopeSql(caller, params)}`,
    params,
  );
  return rows[0] ? rowOf(rows[0]) : null;
}

/** The case of the entity's complaint `code` (entity API), or null. */
export async function findEntityCase(db: Db, entityIds: number[], code: string): Promise<CaseRow | null> {
  const { rows } = await db.query<CaseRow>(
    `${SELECT} WHERE c.codigo_queja = $1 AND dc.entity_id = ANY($2::int[])`,
    [code, entityIds],
  );
  return rows[0] ? rowOf(rows[0]) : null;
}

/** The rules' view of a case. */
export function stateOf(row: CaseRow): CaseState {
  return {
    stage: row.stage,
    awaiting: row.awaiting,
    rectification: row.rectification,
    admitted: row.admitted_at !== null,
    generalInterest: row.general_interest,
  };
}

/** Filters of the queue. */
export interface CaseFilters {
  stage?: string;
  due_status?: string;
  awaiting?: string;
  search?: string;
  page: number;
  pageSize: number;
}

/** The queue: the caller's cases with filters, newest deadline first, and its counters. */
export async function listCases(db: Db, caller: CaseCaller, f: CaseFilters, today: string, now: Date) {
  const params: unknown[] = [];
  const where = [scopeSql(caller, params)];
  if (f.stage && f.stage in DEFENDER_CASE_STAGES) {
    params.push(f.stage);
    where.push(`dc.stage = $${params.length}`);
  }
  if (f.awaiting) {
    params.push(f.awaiting);
    where.push(`dc.awaiting = $${params.length}`);
  }
  if (f.search) {
    params.push(`%${f.search.toLowerCase()}%`);
    where.push(`(c.codigo_queja LIKE $${params.length} OR lower(c.nombres) LIKE $${params.length})`);
  }
  if (f.due_status === 'overdue') {
    params.push(today);
    where.push(`dc.stage <> 'closed' AND dc.due_day < $${params.length}`);
  }
  const base = `FROM defender_cases dc JOIN complaints c ON c.id = dc.complaint_id WHERE ${where.join(' AND ')}`;
  const counted = [...params, today];
  const todayParam = `$${counted.length}`;
  const counts = await db.query<{ total: string; open: string; overdue: string; closed: string }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE dc.stage <> 'closed') AS open,
            count(*) FILTER (WHERE dc.stage <> 'closed' AND dc.due_day < ${todayParam}) AS overdue,
            count(*) FILTER (WHERE dc.stage = 'closed') AS closed ${base}`,
    counted,
  );
  params.push(f.pageSize, (f.page - 1) * f.pageSize);
  const { rows } = await db.query<CaseRow>(
    `${SELECT} WHERE dc.id IN (SELECT dc.id ${base})
      ORDER BY (dc.stage = 'closed'), dc.due_day NULLS LAST, dc.id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const c = counts.rows[0]!;
  return {
    count: Number(c.total),
    counters: { open: Number(c.open), overdue: Number(c.overdue), closed: Number(c.closed) },
    results: rows.map((r) => caseSummary(rowOf(r), now)),
  };
}

/** A case as lists show it. */
export function caseSummary(r: CaseRow, now: Date) {
  const due = dueStatus(r.stage === 'closed' ? null : r.due_day, now);
  return {
    id: r.id,
    complaint_id: r.complaint_id,
    codigo_queja: r.codigo_queja,
    consumer: r.consumer_name,
    entity: { id: r.entity_id, name: r.entity_name },
    stage: r.stage,
    stage_name: DEFENDER_CASE_STAGES[r.stage],
    awaiting: r.awaiting,
    awaiting_name: T.awaiting[r.awaiting] ?? r.awaiting,
    due_day: r.stage === 'closed' ? null : r.due_day,
    due_status: due,
    due_status_name: T.dueStatus[due] ?? due,
    received_at: toBogotaLocal(r.received_at),
    outcome: r.outcome,
    outcome_name: r.outcome ? DEFENDER_CASE_OUTCOMES[r.outcome] : null,
  };
}

/** A case with its complaint and, for `withReasons`, the art. 14 reason's wording. */
export function caseDetail(r: CaseRow, now: Date) {
  return {
    ...caseSummary(r, now),
    texto_queja: r.texto_queja,
    argumento_escalamiento: r.argumento_escalamiento,
    rectification: r.rectification,
    rejection_reason: r.rejection_reason,
    rejection_reason_name: r.rejection_reason
      ? (DEFENDER_EXCLUSIONS[r.rejection_reason as keyof typeof DEFENDER_EXCLUSIONS] ?? r.rejection_reason)
      : null,
    decision_text: r.decision_text,
    decided_at: r.decided_at ? toBogotaLocal(r.decided_at) : null,
    general_interest: r.general_interest,
    has_decision: r.decided_at !== null,
  };
}

/** Records one event of a case. */
export async function addCaseEvent(
  db: Db,
  e: {
    caseId: number;
    kind: string;
    side: string;
    userId: number | null;
    text: string | null;
    from: string | null;
    to: string;
    due: string | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO defender_case_events (case_id, kind, side, user_id, at, text, stage_from, stage_to, due_day)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [e.caseId, e.kind, e.side, e.userId, e.at, e.text, e.from, e.to, e.due],
  );
}

/** The history of a case, oldest first (the consumer's view leaves out who at the defender's office acted). */
export async function caseEvents(db: Db, caseId: number, withUsers: boolean) {
  const { rows } = await db.query<{
    id: number;
    kind: string;
    side: string;
    at: Date;
    text: string | null;
    stage_to: DefenderCaseStage;
    due_day: string | null;
    user_name: string | null;
  }>(
    `SELECT ev.id, ev.kind, ev.side, ev.at, ev.text, ev.stage_to, ev.due_day,
            nullif(${FULL_NAME_SQL}, '') AS user_name
       FROM defender_case_events ev LEFT JOIN persons p ON p.user_id = ev.user_id
      WHERE ev.case_id = $1 ORDER BY ev.id`,
    [caseId],
  );
  return rows.map((e) => ({
    id: Number(e.id),
    kind: e.kind,
    kind_name: DEFENDER_CASE_EVENTS[e.kind] ?? e.kind,
    side: e.side,
    at: toBogotaLocal(e.at),
    text: e.text,
    stage: e.stage_to,
    stage_name: DEFENDER_CASE_STAGES[e.stage_to] ?? e.stage_to,
    due_day: e.due_day,
    ...(withUsers ? { user: e.user_name?.replace(/\s+/g, ' ').trim() ?? null } : {}),
  }));
}
