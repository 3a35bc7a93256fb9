import {
  JURISDICTIONAL_TEXTS as J,
  type Solicitude,
  type SolicitudeRow,
  type SolipAnnex,
  type SolipCuantia,
} from '../../core.js';
import type { Db } from '../../db/driver.js';
import { isoOrNull, type SqlFilter } from '../staff-admin/listing.js';
import { cuantiaOf, pesos, smmlvTimes } from './cuantia.js';
import { prevalidate, proposedAnalysis, type RuleResult } from './prevalidation.js';
import { isFinished, nextStatuses } from './status-flow.js';

interface RequestRow {
  id: number;
  radicado: string;
  solicitude_type: string;
  type_name: string | null;
  status: number;
  status_name: string | null;
  complaint_code: string | null;
  entity_id: number;
  entity_name: string;
  claimant_name: string;
  claimant_id_type: string;
  id_type_name: string | null;
  claimant_id_number: string;
  claimant_email: string;
  claimant_phone: string;
  attorney_name: string;
  attorney_card: string;
  facts: string;
  claim: string;
  amount: string | number;
  claim_items: unknown;
  filed_on: string | Date;
  smmlv: string | number | null;
  proposed_analysis: number | null;
  proposed_name: string | null;
  analysis_type: number | null;
  analysis_name: string | null;
  mlvalidate_type: number | null;
  mlvalidate_name: string | null;
  classification_note: string;
  classified_at: Date | null;
  classified_by_name: string | null;
  annexes_count: string | number;
  created_at: Date;
}

const opt = (list: string, column: string, alias: string) =>
  `(SELECT name FROM option_items WHERE list = 'jurisdiccional-servi/${list}' AND code = ${column}::text) AS ${alias}`;

/** The SELECT of requests (`r`), their entity (`e`) and origin complaint (`c`). */
export const REQUEST_FROM = `FROM solip_requests r
  JOIN supervised_entities e ON e.id = r.entity_id
  LEFT JOIN complaints c ON c.id = r.complaint_id`;

const REQUEST_COLUMNS = `r.id, r.radicado, r.solicitude_type, ${opt('solicitude-types', 'r.solicitude_type', 'type_name')},
  r.status, ${opt('solicitude-status', 'r.status', 'status_name')}, c.codigo_queja AS complaint_code,
  r.entity_id, e.name AS entity_name, r.claimant_name, r.claimant_id_type,
  (SELECT name FROM option_items WHERE list = 'identificationtype' AND code = r.claimant_id_type) AS id_type_name,
  r.claimant_id_number, r.claimant_email, r.claimant_phone, r.attorney_name, r.attorney_card, r.facts, r.claim,
  r.amount, r.claim_items, r.filed_on,
  (SELECT value FROM smmlv_values s WHERE s.year = EXTRACT(YEAR FROM r.filed_on)::int) AS smmlv,
  r.proposed_analysis, ${opt('analysis-types', 'r.proposed_analysis', 'proposed_name')},
  r.analysis_type, ${opt('analysis-types', 'r.analysis_type', 'analysis_name')},
  r.mlvalidate_type, ${opt('mlvalidate-types', 'r.mlvalidate_type', 'mlvalidate_name')},
  r.classification_note, r.classified_at,
  (SELECT trim(p.first_name || ' ' || p.first_last_name) FROM persons p WHERE p.user_id = r.classified_by) AS classified_by_name,
  (SELECT count(*) FROM solip_annexes a WHERE a.solicitude_id = r.id) AS annexes_count, r.created_at`;

/** Orderings of the request lists. */
export const REQUEST_ORDERING: Record<string, string[]> = {
  radicado: ['r.id'],
  created_at: ['r.created_at'],
  filed_on: ['r.filed_on'],
  amount: ['r.amount'],
  status: ['r.status'],
  entity: ['e.name'],
  claimant_name: ['r.claimant_name'],
};

function day(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

function cuantiaBlock(amount: number, filedOn: string, smmlv: number | null): SolipCuantia {
  const year = Number(filedOn.slice(0, 4));
  if (smmlv === null) return { year, smmlv: null, cuantia: null, label: '', detail: J.cuantiaMissing(year) };
  const cuantia = cuantiaOf(amount, smmlv);
  return {
    year,
    smmlv,
    cuantia,
    label: J.cuantiaLabel[cuantia],
    detail: J.cuantiaDetail(pesos(smmlv), year, smmlvTimes(amount, smmlv)),
  };
}

function toRow(r: RequestRow): SolicitudeRow {
  const amount = Number(r.amount);
  const filedOn = day(r.filed_on);
  const block = cuantiaBlock(amount, filedOn, r.smmlv === null ? null : Number(r.smmlv));
  return {
    id: Number(r.id),
    radicado: r.radicado,
    solicitude_type: { id: r.solicitude_type, name: r.type_name ?? r.solicitude_type },
    status: { id: r.status, name: r.status_name ?? String(r.status) },
    entity: { id: Number(r.entity_id), name: r.entity_name },
    claimant_name: r.claimant_name,
    amount,
    cuantia: block.cuantia,
    cuantia_label: block.label,
    filed_on: filedOn,
    complaint_code: r.complaint_code,
    analysis_type: r.analysis_type === null ? null : { id: r.analysis_type, name: r.analysis_name ?? '' },
    proposed_analysis:
      r.proposed_analysis === null ? null : { id: r.proposed_analysis, name: r.proposed_name ?? '' },
    annexes_count: Number(r.annexes_count),
    created_at: isoOrNull(r.created_at),
  };
}

/** A page of requests matching `filter`. */
export async function requestPage(
  db: Db,
  filter: SqlFilter,
  order: string,
  limit: number,
  offset: number,
): Promise<SolicitudeRow[]> {
  const { rows } = await db.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} ${REQUEST_FROM} ${filter.sql()} ${order} LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
    filter.params,
  );
  return rows.map(toRow);
}

/** How many requests match `filter`. */
export async function requestCount(db: Db, filter: SqlFilter): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n ${REQUEST_FROM} ${filter.sql()}`,
    filter.params,
  );
  return Number(rows[0]?.n ?? 0);
}

interface AnnexRow {
  id: number;
  kind: string;
  status: number;
  status_name: string | null;
  file_id: number | null;
  original_name: string | null;
  size_bytes: string | number | null;
  content_type: string | null;
  file_name: string;
  error: string;
  note: string;
  attempts: number;
  updated_at: Date;
}

/** The annexes of a request, in upload order. */
export async function listAnnexes(db: Db, solicitudeId: number): Promise<SolipAnnex[]> {
  const { rows } = await db.query<AnnexRow>(
    `SELECT a.id, a.kind, a.status, ${opt('annexes-status', 'a.status', 'status_name')}, a.file_id,
            f.original_name, f.size_bytes, f.content_type, a.file_name, a.error, a.note, a.attempts, a.updated_at
       FROM solip_annexes a LEFT JOIN stored_files f ON f.id = a.file_id
      WHERE a.solicitude_id = $1 ORDER BY a.id`,
    [solicitudeId],
  );
  return rows.map((a) => ({
    id: Number(a.id),
    kind: { id: a.kind, name: J.annexKinds[a.kind] ?? a.kind },
    status: { id: a.status, name: a.status_name ?? String(a.status) },
    file:
      a.file_id === null
        ? null
        : {
            id_storage: Number(a.file_id),
            name: a.original_name ?? a.file_name,
            size: Number(a.size_bytes ?? 0),
            content_type: a.content_type ?? 'application/octet-stream',
          },
    file_name: a.file_name,
    error: a.error,
    note: a.note,
    attempts: Number(a.attempts),
    retryable: a.status === 4 || a.status === 5,
    updated_at: isoOrNull(a.updated_at),
  }));
}

/** The rules' verdict on a stored request (and the proposal, which is also stored). */
export function rulesFor(
  row: Pick<
    Solicitude,
    'solicitude_type' | 'claimant' | 'attorney' | 'amount' | 'claim_items' | 'cuantia_detail'
  >,
  annexes: readonly SolipAnnex[],
): RuleResult[] {
  return prevalidate({
    solicitude_type: String(row.solicitude_type.id),
    claimant_name: row.claimant.name,
    claimant_id_type: row.claimant.id_type === null ? '' : String(row.claimant.id_type.id),
    claimant_id_number: row.claimant.id_number,
    attorney_name: row.attorney?.name ?? '',
    attorney_card: row.attorney?.card ?? '',
    amount: row.amount,
    claim_items: row.claim_items,
    filing_year: row.cuantia_detail.year,
    smmlv: row.cuantia_detail.smmlv,
    annexes: annexes.map((a) => ({
      kind: a.kind.id,
      status: Number(a.status.id),
      has_file: a.file !== null,
    })),
  });
}

/** One request in full, or null. */
export async function loadRequest(db: Db, id: number): Promise<Solicitude | null> {
  const { rows } = await db.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} ${REQUEST_FROM} WHERE r.id = $1`, [
    id,
  ]);
  const r = rows[0];
  if (!r) return null;
  const base = toRow(r);
  const annexes = await listAnnexes(db, base.id);
  const items = Array.isArray(r.claim_items)
    ? (r.claim_items as { description: string; value: number }[])
    : [];
  const partial = {
    solicitude_type: base.solicitude_type,
    claimant: {
      name: r.claimant_name,
      id_type:
        r.claimant_id_type === ''
          ? null
          : { id: r.claimant_id_type, name: r.id_type_name ?? r.claimant_id_type },
      id_number: r.claimant_id_number,
      email: r.claimant_email,
      phone: r.claimant_phone,
    },
    attorney: r.attorney_name === '' ? null : { name: r.attorney_name, card: r.attorney_card },
    amount: base.amount,
    claim_items: items,
    cuantia_detail: cuantiaBlock(base.amount, base.filed_on, r.smmlv === null ? null : Number(r.smmlv)),
  };
  const rules = rulesFor(partial, annexes);
  const proposed = proposedAnalysis(rules);
  const { rows: names } = await db.query<{ name: string }>(
    "SELECT name FROM option_items WHERE list = 'jurisdiccional-servi/analysis-types' AND code = $1",
    [String(proposed)],
  );
  const { rows: events } = await db.query<{
    id: number;
    action: string;
    detail: string;
    user_name: string | null;
    created_at: Date;
  }>(
    `SELECT ev.id, ev.action, ev.detail, ev.created_at,
            (SELECT trim(p.first_name || ' ' || p.first_last_name) FROM persons p WHERE p.user_id = ev.user_id) AS user_name
       FROM solip_events ev WHERE ev.solicitude_id = $1 ORDER BY ev.id`,
    [base.id],
  );
  const next = r.analysis_type === null ? [] : nextStatuses(r.status);
  const { rows: nextNames } = await db.query<{ code: string; name: string }>(
    "SELECT code, name FROM option_items WHERE list = 'jurisdiccional-servi/solicitude-status' AND code = ANY($1::text[])",
    [next.map(String)],
  );
  return {
    ...base,
    ...partial,
    facts: r.facts,
    claim: r.claim,
    annexes,
    prevalidation: { rules, proposed: { id: proposed, name: names[0]?.name ?? String(proposed) } },
    mlvalidate_type:
      r.mlvalidate_type === null ? null : { id: r.mlvalidate_type, name: r.mlvalidate_name ?? '' },
    classification_note: r.classification_note,
    classified_at: isoOrNull(r.classified_at),
    classified_by: r.classified_by_name,
    next_statuses: next.map((id) => ({
      id,
      name: nextNames.find((n) => n.code === String(id))?.name ?? String(id),
    })),
    read_only: isFinished(r.status),
    history: events.map((e) => ({
      id: Number(e.id),
      action: e.action,
      label: J.events[e.action] ?? e.action,
      detail: e.detail,
      user: e.user_name,
      created_at: isoOrNull(e.created_at),
    })),
  };
}

/** Stores the proposal of the current rules (after any change to the request or its annexes). */
export async function refreshProposal(db: Db, id: number): Promise<void> {
  const body = await loadRequest(db, id);
  if (!body) return;
  await db.query('UPDATE solip_requests SET proposed_analysis = $2, updated_at = now() WHERE id = $1', [
    id,
    body.prevalidation.proposed.id,
  ]);
}

/** Records an event of a request's history. */
export async function recordEvent(
  db: Db,
  solicitudeId: number,
  userId: number | null,
  action: string,
  detail = '',
  at: Date = new Date(),
): Promise<void> {
  await db.query(
    'INSERT INTO solip_events (solicitude_id, user_id, action, detail, created_at) VALUES ($1, $2, $3, $4, $5)',
    [solicitudeId, userId, action, detail, at],
  );
}
