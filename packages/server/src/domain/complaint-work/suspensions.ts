import { API_ERROR_TEXTS, SERVER_TEXTS, STAFF_COMPLAINT_ACTION_TEXTS as T } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { validationError } from '../../http/errors.js';
import { bogotaDay, displayDay, isoDay, type DayNumber } from '../alerts/colombian-calendar.js';
import { findComplaintById, updateComplaint, type Actor } from '../complaints/repository.js';
import type { ComplaintRecord } from '../complaints/fields.js';
import { clockFrom, complaintDeadline, dayOfIso, isFinishedState } from '../deadlines/deadline-sql.js';
import { isDeadlineRegime, type DeadlineRegime, type Suspension } from '../deadlines/legal-deadlines.js';
import { isoOrNull } from '../staff-admin/listing.js';
import { appendToLedger } from '../ledger/append.js';

/**
 * Suspension of a complaint's legal term (staff-domain.md: "the clock stops while a complaint is
 * waiting for the consumer and restarts when they answer; the history shows each stop and
 * restart"). Staff suspend a running term with a reason and resume it (the `suspend` and
 * `resume` actions of POST /api/complaint_management/, actions.ts); each is a complaint version
 * (`staff_suspend`, `staff_resume`). A term can be suspended only before its due day, so
 * every suspension moves the due day by exactly the business days it lasted, which is what the
 * queue's SQL filter relies on (`clock_from`, docs/decisions/0022-complaint-suspensions.md).
 */

/** Longest reason, in characters (migration 180). */
export const SUSPENSION_REASON_MAX = 500;

/** One suspension as the API shows it. */
export interface SuspensionView {
  id: number;
  from_day: string;
  to_day: string | null;
  reason: string;
  resume_note: string | null;
  suspended_by: string | null;
  suspended_at: string | null;
  resumed_by: string | null;
  resumed_at: string | null;
}

/** A `YYYY-MM-DD` the database gave (`::text` of a date column). */
const day = (text: string): DayNumber => dayOfIso(text) ?? Number.NaN;

const PERSON_NAME = (alias: string) =>
  `btrim(concat_ws(' ', nullif(${alias}.first_name, ''), nullif(${alias}.first_last_name, '')))`;

/** The suspensions of complaint `complaintId`, oldest first. */
export async function listSuspensions(db: Db, complaintId: number): Promise<SuspensionView[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT s.id, s.from_day::text AS from_day, s.to_day::text AS to_day, s.reason, s.resume_note, s.suspended_at, s.resumed_at,
            ${PERSON_NAME('ps')} AS suspended_by, ${PERSON_NAME('pr')} AS resumed_by
       FROM complaint_suspensions s
       LEFT JOIN persons ps ON ps.user_id = s.suspended_by
       LEFT JOIN persons pr ON pr.user_id = s.resumed_by
      WHERE s.complaint_id = $1 ORDER BY s.id`,
    [complaintId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    from_day: String(r.from_day),
    to_day: r.to_day === null ? null : String(r.to_day),
    reason: String(r.reason),
    resume_note: r.resume_note === null ? null : String(r.resume_note),
    suspended_by: r.suspended_by ? String(r.suspended_by) : null,
    suspended_at: isoOrNull(r.suspended_at),
    resumed_by: r.resumed_by ? String(r.resumed_by) : null,
    resumed_at: isoOrNull(r.resumed_at),
  }));
}

/** The stored periods of `complaintId` as the engine reads them. */
async function periods(tx: Db, complaintId: number): Promise<Suspension[]> {
  const { rows } = await tx.query<{ from_day: string; to_day: string | null }>(
    `SELECT from_day::text AS from_day, to_day::text AS to_day FROM complaint_suspensions
      WHERE complaint_id = $1 ORDER BY id`,
    [complaintId],
  );
  return rows.map((r) => ({ from: day(r.from_day), to: r.to_day === null ? null : day(r.to_day) }));
}

async function regimeOf(tx: Db, complaintId: number): Promise<DeadlineRegime | null> {
  const { rows } = await tx.query<{ regime: string }>(
    'SELECT regime FROM complaint_classifications WHERE complaint_id = $1',
    [complaintId],
  );
  const regime = rows[0]?.regime;
  return isDeadlineRegime(regime) ? regime : null;
}

/** The reason, trimmed and checked (400 on `reason` with the catalogue's text otherwise). */
export function checkReason(value: string | undefined): string {
  if (value === undefined) throw validationError({ reason: [API_ERROR_TEXTS.fieldRequired] });
  const text = value.trim();
  if (text === '') throw validationError({ reason: [SERVER_TEXTS.fieldBlank] });
  if (text.length > SUSPENSION_REASON_MAX) {
    throw validationError({ reason: [SERVER_TEXTS.fieldMaxLength(SUSPENSION_REASON_MAX)] });
  }
  return text;
}

/** A resume's optional note: absent or blank is none; otherwise checked like a reason. */
export function checkNote(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : checkReason(value);
}

const clockOf = (c: ComplaintRecord, regime: DeadlineRegime | null, suspensions: Suspension[]) => ({
  fecha_creacion: c.fecha_creacion,
  estado_cod: c.estado_cod,
  prorroga_queja: c.prorroga_queja,
  fecha_cierre: c.fecha_cierre,
  updated_at: c.updated_at,
  regime,
  suspensions,
});

/**
 * Suspends the running term of complaint `id` (in the caller's transaction `tx`; the caller may
 * act on it) with `reason`: 400 on `ids` naming the complaint when its term is not running.
 */
export async function suspendTerm(
  tx: Db,
  id: number,
  reason: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const before = (await findComplaintById(tx, id, { forUpdate: true }))!;
  const code = before.codigo_queja;
  if (isFinishedState(before.estado_cod)) throw validationError({ ids: [T.finishedNoSuspension(code)] });
  const suspensions = await periods(tx, id);
  if (suspensions.some((s) => s.to === null)) throw validationError({ ids: [T.alreadySuspended(code)] });
  const today = bogotaDay(now);
  const deadline = complaintDeadline(clockOf(before, await regimeOf(tx, id), suspensions), now);
  const due = day(deadline.due_day);
  // Only before the due day: a later stop would not move it, and the queue's filter counts on it.
  if (today >= due) throw validationError({ ids: [T.lateNoSuspension(code, displayDay(due))] });
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO complaint_suspensions (complaint_id, from_day, reason, suspended_by, suspended_at)
     VALUES ($1, $2::date, $3, $4, $5) RETURNING id`,
    [id, isoDay(today), reason, actor.userId, now],
  );
  await appendToLedger(tx, 'complaint_suspensions', inserted.rows[0]!.id, { at: now });
  await updateComplaint(tx, before, {}, actor, 'staff_suspend', now, {
    suspension: { old: null, new: reason },
  });
}

/**
 * Resumes the suspended term of complaint `id` (in `tx`): the clock runs again from the next
 * business day. `note` (optional) says what ended the wait. 400 on `ids` when it is not suspended.
 */
export async function resumeTerm(
  tx: Db,
  id: number,
  note: string | null,
  actor: Actor,
  now: Date,
): Promise<void> {
  const before = (await findComplaintById(tx, id, { forUpdate: true }))!;
  const suspensions = await periods(tx, id);
  const open = suspensions.find((s) => s.to === null);
  if (!open) throw validationError({ ids: [T.notSuspended(before.codigo_queja)] });
  const today = Math.max(bogotaDay(now), open.from);
  open.to = today;
  const clock = clockFrom(bogotaDay(before.fecha_creacion), suspensions);
  const { rows } = await tx.query<{ id: number; reason: string }>(
    `UPDATE complaint_suspensions
        SET to_day = $2::date, clock_from = $3::date, resumed_by = $4, resumed_at = $5, resume_note = $6
      WHERE complaint_id = $1 AND to_day IS NULL RETURNING id, reason`,
    [id, isoDay(today), isoDay(clock), actor.userId, now, note],
  );
  for (const row of rows) await appendToLedger(tx, 'complaint_suspensions', row.id, { at: now });
  await updateComplaint(tx, before, {}, actor, 'staff_resume', now, {
    suspension: { old: rows[0]?.reason ?? null, new: note },
  });
}
