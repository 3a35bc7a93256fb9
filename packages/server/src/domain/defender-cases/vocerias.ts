import {
  DEFENDER_CASE_TEXTS as T,
  DEFENDER_TERMS,
  VOCERIA_STATUSES,
  type VoceriaStatus,
} from '../../core.js';
import type { Db } from '../../db/driver.js';
import { addBusinessDays, bogotaDay, isoDay } from '../alerts/colombian-calendar.js';
import { toBogotaLocal } from '../complaints/dates.js';
import { enqueueMail } from '../../services/mail/mail-outbox.js';
import { dueStatus } from '../recommendations/repository.js';
import { caseMail, entityAddresses } from './mail.js';
import { pageLinks } from './queries.js';
import type { CaseCaller } from './repository.js';
import { CaseStepError, type CaseDeps } from './service.js';
import { readText, type Problems } from './step-input.js';

/**
 * Vocerías (Ley 1328 de 2009, art. 13 c): a consumer asks the defender to speak for them before
 * the entity on a matter that is not a complaint to decide; the defender presents it, records the
 * entity's answer (or the entity answers through its API) and the consumer is told; the defender
 * may also open one on a consumer's behalf.
 */

interface VoceriaRow {
  id: number;
  entity_id: number;
  entity_name: string;
  consumer_user_id: number;
  consumer_name: string;
  consumer_email: string | null;
  opened_by: 'consumer' | 'dcf';
  subject: string;
  request: string;
  status: VoceriaStatus;
  presentation: string | null;
  answer: string | null;
  due_day: string | null;
  created_at: Date;
  presented_at: Date | null;
  answered_at: Date | null;
  closed_at: Date | null;
}

const SELECT = `
  SELECT v.*, e.name AS entity_name, u.email AS consumer_email,
         coalesce(nullif(trim(concat_ws(' ', p.first_name, p.first_last_name)), ''), u.email) AS consumer_name
    FROM vocerias v
    JOIN supervised_entities e ON e.id = v.entity_id
    JOIN users u ON u.id = v.consumer_user_id
    LEFT JOIN persons p ON p.user_id = u.id`;

function scope(caller: CaseCaller, params: unknown[]): string {
  if (caller.side === 'consumer') {
    params.push(caller.userId);
    return `v.consumer_user_id = $${params.length}`;
  }
  params.push(caller.entityIds);
  const entities = `($${params.length}::int[] IS NULL OR v.entity_id = ANY($${params.length}::int[]))`;
  // The entity hears of a vocería once the defender presents it.
  return caller.side === 'entity' ? `${entities} AND v.status <> 'requested'` : entities;
}

/** A vocería as lists and the detail show it. */
export function voceriaView(v: VoceriaRow, now: Date) {
  const due = dueStatus(v.status === 'presented' ? v.due_day : null, now);
  return {
    id: Number(v.id),
    entity: { id: Number(v.entity_id), name: v.entity_name },
    consumer: v.consumer_name,
    opened_by: v.opened_by,
    subject: v.subject,
    request: v.request,
    status: v.status,
    status_name: VOCERIA_STATUSES[v.status],
    presentation: v.presentation,
    answer: v.answer,
    due_day: v.status === 'presented' ? v.due_day : null,
    due_status: due,
    due_status_name: T.dueStatus[due] ?? due,
    created_at: toBogotaLocal(v.created_at),
    answered_at: v.answered_at ? toBogotaLocal(v.answered_at) : null,
  };
}

/** Filters of the vocerías list. */
export interface VoceriaFilters {
  status?: string;
  search?: string;
  page: number;
  pageSize: number;
}

/** The caller's vocerías (the consumer's own; the defender's and entity's of their entities). */
export async function listVocerias(db: Db, caller: CaseCaller, f: VoceriaFilters, now: Date) {
  const params: unknown[] = [];
  const where = [scope(caller, params)];
  if (f.status && f.status in VOCERIA_STATUSES) {
    params.push(f.status);
    where.push(`v.status = $${params.length}`);
  }
  if (f.search) {
    params.push(`%${f.search.toLowerCase()}%`);
    where.push(`(lower(v.subject) LIKE $${params.length} OR lower(u.email) LIKE $${params.length})`);
  }
  const filter = where.join(' AND ');
  const count = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM vocerias v JOIN users u ON u.id = v.consumer_user_id WHERE ${filter}`,
    params,
  );
  params.push(f.pageSize, (f.page - 1) * f.pageSize);
  const { rows } = await db.query<VoceriaRow>(
    `${SELECT} WHERE ${filter} ORDER BY v.created_at DESC, v.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const n = Number(count.rows[0]!.n);
  return { count: n, ...pageLinks(n, f.page, f.pageSize), results: rows.map((v) => voceriaView(v, now)) };
}

/** The vocería `id` as `caller` may see it, or null (another's answers like a missing one). */
export async function findVoceria(db: Db, caller: CaseCaller, id: number, forUpdate = false) {
  const params: unknown[] = [id];
  const { rows } = await db.query<VoceriaRow>(
    `${SELECT} WHERE v.id = $1 AND ${scope(caller, params)} ${forUpdate ? 'FOR UPDATE OF v' : ''}`,
    params,
  );
  return rows[0] ?? null;
}

async function tellConsumer(tx: Db, v: VoceriaRow, status: VoceriaStatus): Promise<void> {
  if (!v.consumer_email) return;
  await enqueueMail(tx, {
    to: v.consumer_email,
    ...caseMail(T.mailVoceriaSubject(v.subject), T.mailVoceria(v.subject, VOCERIA_STATUSES[status])),
  });
}

/**
 * Opens a vocería: a consumer for themselves (`consumerUserId` = caller), or the defender for a
 * consumer (found by the e-mail of their account). `entity_id` must be one the caller may reach:
 * any entity for a consumer, the defended ones for a defender.
 */
export async function openVoceria(
  deps: CaseDeps,
  caller: CaseCaller,
  body: Record<string, unknown>,
): Promise<ReturnType<typeof voceriaView>> {
  const problems: Problems = {};
  const subject = readText(body, 'subject', problems, true, 200);
  const request = readText(body, 'request', problems, true);
  const entityId = typeof body.entity_id === 'number' ? body.entity_id : Number(body.entity_id);
  const entityOk =
    Number.isInteger(entityId) &&
    entityId > 0 &&
    (caller.entityIds === null || caller.side === 'consumer' || caller.entityIds.includes(entityId));
  if (!entityOk) (problems.entity_id ??= []).push(T.entityRequired);
  let consumerId = caller.userId;
  if (caller.side !== 'consumer') {
    const email = readText(body, 'consumer_email', problems, true, 254);
    if (email) {
      const { rows } = await deps.db.query<{ id: number }>(
        `SELECT u.id FROM users u WHERE lower(u.email) = lower($1) AND u.is_active
            AND NOT EXISTS (SELECT 1 FROM persons p WHERE p.user_id = u.id AND p.position_id IS NOT NULL)
            AND NOT EXISTS (SELECT 1 FROM user_entities ue WHERE ue.user_id = u.id)`,
        [email],
      );
      if (rows[0]) consumerId = Number(rows[0].id);
      else (problems.consumer_email ??= []).push(T.consumerNotFound);
    }
  }
  if (entityOk) {
    const exists = await deps.db.query('SELECT 1 FROM supervised_entities WHERE id = $1', [entityId]);
    if (exists.rowCount === 0) (problems.entity_id ??= []).push(T.entityRequired);
  }
  if (Object.keys(problems).length > 0) throw new CaseStepError(400, '', problems);
  const now = deps.now();
  const created = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO vocerias (entity_id, consumer_user_id, opened_by, subject, request, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [entityId, consumerId, caller.side === 'consumer' ? 'consumer' : 'dcf', subject, request, now],
    );
    const v = (await findVoceria(tx, { side: 'dcf', userId: 0, entityIds: null }, Number(rows[0]!.id)))!;
    await tellConsumer(tx, v, 'requested');
    return v;
  });
  await deps.kickMail?.();
  return voceriaView(created, now);
}

/** What moves a vocería: the defender presents or closes it, the entity (or the defender for it) answers. */
export type VoceriaAction = 'present' | 'answer' | 'close';

const FROM: Record<VoceriaAction, VoceriaStatus[]> = {
  present: ['requested'],
  answer: ['presented'],
  close: ['requested', 'presented', 'answered'],
};
const TO: Record<VoceriaAction, VoceriaStatus> = {
  present: 'presented',
  answer: 'answered',
  close: 'closed',
};

/** Applies `action` by `caller` to vocería `id`. Throws {@link CaseStepError}. */
export async function stepVoceria(
  deps: CaseDeps,
  caller: CaseCaller,
  id: number,
  action: VoceriaAction,
  body: Record<string, unknown>,
) {
  const problems: Problems = {};
  const text = readText(body, caller.side === 'entity' ? 'texto' : 'text', problems, action !== 'close');
  const now = deps.now();
  const v = await deps.db.transaction(async (tx) => {
    const row = await findVoceria(tx, caller, id, true);
    if (!row) throw new CaseStepError(404, '');
    const allowed = caller.side === 'dcf' || (caller.side === 'entity' && action === 'answer');
    if (!allowed) throw new CaseStepError(403, caller.side === 'entity' ? T.notEntity : T.notDcf);
    if (Object.keys(problems).length > 0) throw new CaseStepError(400, '', problems);
    if (!FROM[action].includes(row.status)) {
      throw new CaseStepError(
        409,
        T.voceriaWrongStatus(VOCERIA_STATUSES[row.status], VOCERIA_STATUSES[TO[action]]),
      );
    }
    const due =
      action === 'present' ? isoDay(addBusinessDays(bogotaDay(now), DEFENDER_TERMS.voceria)) : row.due_day;
    await tx.query(
      `UPDATE vocerias SET status = $2, due_day = $3, updated_at = $4,
              presentation = CASE WHEN $5 = 'present' THEN $6 ELSE presentation END,
              presented_at = CASE WHEN $5 = 'present' THEN $4 ELSE presented_at END,
              answer = CASE WHEN $5 = 'answer' THEN $6 ELSE answer END,
              answered_at = CASE WHEN $5 = 'answer' THEN $4 ELSE answered_at END,
              closed_at = CASE WHEN $5 = 'close' THEN $4 ELSE closed_at END
        WHERE id = $1`,
      [row.id, TO[action], due, now, action, text],
    );
    await tellConsumer(tx, row, TO[action]);
    if (action === 'present') {
      const content = caseMail(T.mailVoceriaSubject(row.subject), `${row.subject}\n\n${text ?? ''}`);
      for (const to of await entityAddresses(tx, Number(row.entity_id)))
        await enqueueMail(tx, { to, ...content });
    }
    return (await findVoceria(tx, { side: 'dcf', userId: 0, entityIds: null }, row.id))!;
  });
  await deps.kickMail?.();
  return voceriaView(v, now);
}
