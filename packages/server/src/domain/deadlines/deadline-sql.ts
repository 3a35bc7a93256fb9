import { COMPLAINT_STATE } from '../../core.js';
import type { SqlFilter } from '../staff-admin/listing.js';
import {
  addBusinessDays,
  bogotaDay,
  bogotaDayStart,
  businessDaysBetween,
  dayOf,
  isBusinessDay,
  isoDay,
  type DayNumber,
} from '../alerts/colombian-calendar.js';
import {
  DEADLINE_REGIMES,
  DUE_SOON_BUSINESS_DAYS,
  computeDeadline,
  dueDay,
  isDeadlineRegime,
  type Deadline,
  type DeadlineCase,
  type DeadlineRegime,
  type DeadlineStatus,
  type Suspension,
} from './legal-deadlines.js';

/**
 * The deadline of a stored complaint and the same status as an SQL condition for the queue's
 * filter. The regime is `queja` until staff classify the complaint (complaint_classifications,
 * migration 140), the classification's after; the clock stops during its suspensions
 * (complaint_suspensions, migration 180). Both come from the engine: the SQL compares the
 * complaint's clock day (its filing day, or for a complaint whose term was suspended the
 * `clock_from` stored on resume) with the days where the status changes, computed here for
 * today, so the filter agrees with the column row by row (docs/decisions/0022-complaint-suspensions.md).
 * `prorroga_queja` = 1 is the one extension of one more term (regime `queja` only).
 */

/** Business days one `prorroga_queja` adds. */
export const COMPLAINT_EXTENSION_DAYS = 15;

/** States in which the entity has answered or the consumer desisted: the clock no longer runs. */
const FINISHED_STATES = [COMPLAINT_STATE.closed, COMPLAINT_STATE.desisted];

/** Whether a complaint in `estadoCod` is finished (its clock no longer runs). */
export function isFinishedState(estadoCod: number): boolean {
  return (FINISHED_STATES as readonly number[]).includes(estadoCod);
}

/** What the deadline of a stored complaint depends on. */
export interface ComplaintClock {
  fecha_creacion: Date;
  estado_cod: number;
  prorroga_queja: number | null;
  fecha_cierre: Date | null;
  updated_at: Date;
  /** The classification's regime (`null` or absent: `queja`). */
  regime?: DeadlineRegime | null;
  /** The stored suspensions, oldest first. */
  suspensions?: readonly Suspension[];
}

/** The engine's case for `c` (`withExtension` false: the plain term, as the deadline alerts use it). */
export function complaintCase(c: ComplaintClock, withExtension = true): DeadlineCase {
  const regime = c.regime ?? 'queja';
  const answeredDay = isFinishedState(c.estado_cod) ? bogotaDay(c.fecha_cierre ?? c.updated_at) : null;
  const suspensions = c.suspensions ?? [];
  return {
    regime,
    filingDay: bogotaDay(c.fecha_creacion),
    extensionDays:
      withExtension && regime === 'queja' && c.prorroga_queja === 1 ? COMPLAINT_EXTENSION_DAYS : 0,
    // A suspension still open when the complaint was answered ended with the answer.
    suspensions:
      answeredDay === null
        ? suspensions
        : suspensions.map((s) => (s.to === null ? { from: s.from, to: Math.max(s.from, answeredDay) } : s)),
    answeredDay,
  };
}

/** The deadline of `c` as seen at `now`. */
export function complaintDeadline(c: ComplaintClock, now: Date, withExtension = true): Deadline {
  return computeDeadline(complaintCase(c, withExtension), bogotaDay(now));
}

/**
 * SQL columns (over `c`) with what {@link clockOfRow} reads besides the complaint's own columns:
 * the classified regime and the suspensions (`from/to,from/to`, `to` empty while open).
 */
export const DEADLINE_CLOCK_COLUMNS = `(SELECT k.regime FROM complaint_classifications k WHERE k.complaint_id = c.id) AS deadline_regime,
  (SELECT string_agg(s.from_day::text || '/' || coalesce(s.to_day::text, ''), ',' ORDER BY s.id)
     FROM complaint_suspensions s WHERE s.complaint_id = c.id) AS deadline_suspensions`;

/**
 * The same as joins, for reports over many complaints (one hash join instead of two lookups per
 * row): add {@link DEADLINE_CLOCK_JOINS} to the FROM clause and select {@link DEADLINE_CLOCK_JOINED}.
 */
export const DEADLINE_CLOCK_JOINS = `LEFT JOIN complaint_classifications dk ON dk.complaint_id = c.id
  LEFT JOIN (SELECT s.complaint_id,
                    string_agg(s.from_day::text || '/' || coalesce(s.to_day::text, ''), ',' ORDER BY s.id) AS periods
               FROM complaint_suspensions s GROUP BY s.complaint_id) ds ON ds.complaint_id = c.id`;
export const DEADLINE_CLOCK_JOINED = 'dk.regime AS deadline_regime, ds.periods AS deadline_suspensions';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of a `YYYY-MM-DD` text (as a date column's `::text` gives it), or null. */
export function dayOfIso(text: string): DayNumber | null {
  const m = ISO_DAY.exec(text);
  return m ? dayOf(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** The regime and suspensions of a row selected with {@link DEADLINE_CLOCK_COLUMNS}. */
export function clockOfRow(row: Record<string, unknown>): Pick<ComplaintClock, 'regime' | 'suspensions'> {
  const regime = isDeadlineRegime(row.deadline_regime) ? row.deadline_regime : null;
  const suspensions: Suspension[] = [];
  const text = typeof row.deadline_suspensions === 'string' ? row.deadline_suspensions : '';
  for (const period of text === '' ? [] : text.split(',')) {
    const [from, to] = period.split('/');
    const fromDay = dayOfIso(from ?? '');
    if (fromDay === null) continue;
    suspensions.push({ from: fromDay, to: to ? dayOfIso(to) : null });
  }
  return { regime, suspensions };
}

/** The columns a deadline is computed from, as a query with {@link DEADLINE_CLOCK_COLUMNS} answers them. */
export interface DeadlineCandidate {
  id: number;
  codigo_queja: string;
  fecha_creacion: Date | string;
  estado_cod: number;
  prorroga_queja: number | null;
  fecha_cierre: Date | string | null;
  updated_at: Date | string;
  deadline_regime: string | null;
  deadline_suspensions: string | null;
}

/** The clock of a candidate row (the staff and the entity deadline alerts read the same one). */
export function candidateClock(row: DeadlineCandidate): ComplaintClock {
  return {
    fecha_creacion: new Date(row.fecha_creacion),
    estado_cod: Number(row.estado_cod),
    prorroga_queja: row.prorroga_queja === null ? null : Number(row.prorroga_queja),
    fecha_cierre: row.fecha_cierre === null ? null : new Date(row.fecha_cierre),
    updated_at: new Date(row.updated_at),
    ...clockOfRow({ ...row }),
  };
}

/**
 * The clock day of a complaint after its closed suspensions: the filing day moved forward by the
 * business days they stopped the clock, so that the engine gives the same due day for a case filed
 * that day with no suspension (each suspension was started before the due day: suspension.ts).
 */
export function clockFrom(filingDay: DayNumber, suspensions: readonly Suspension[]): DayNumber {
  let stopped = 0;
  for (const s of suspensions) if (s.to !== null) stopped += businessDaysBetween(s.from, s.to);
  return addBusinessDays(filingDay, stopped);
}

/** The first filing day whose due day (`regime`, `extensionDays`) is after `limit`. */
export function firstFilingDueAfter(
  limit: DayNumber,
  regime: DeadlineRegime,
  extensionDays: number,
): DayNumber {
  // Due days never decrease as filing days advance: binary search over a window far longer than
  // the longest term (90 business days).
  let low = limit - 400;
  let high = limit;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (dueDay({ regime, filingDay: mid, extensionDays }) > limit) high = mid;
    else low = mid + 1;
  }
  return low;
}

const SUSPENDED_EVER = 'EXISTS (SELECT 1 FROM complaint_suspensions s WHERE s.complaint_id = c.id)';
const SUSPENDED_NOW =
  'EXISTS (SELECT 1 FROM complaint_suspensions s WHERE s.complaint_id = c.id AND s.to_day IS NULL)';
const CLOCK_FROM = '(SELECT max(s.clock_from) FROM complaint_suspensions s WHERE s.complaint_id = c.id)';
const FINISHED_SQL = `c.estado_cod IN (${FINISHED_STATES.join(', ')})`;

/** The (regime, extension) pairs a complaint's clock may run under, with the SQL that picks each. */
function clockBranches(withExtension: boolean) {
  const branches: { regime: DeadlineRegime; extension: number; sql: string }[] = [];
  const unclassified = 'NOT EXISTS (SELECT 1 FROM complaint_classifications k WHERE k.complaint_id = c.id)';
  if (withExtension) {
    branches.push({
      regime: 'queja',
      extension: 0,
      sql: `${unclassified} AND c.prorroga_queja IS DISTINCT FROM 1`,
    });
    branches.push({
      regime: 'queja',
      extension: COMPLAINT_EXTENSION_DAYS,
      sql: `${unclassified} AND c.prorroga_queja = 1`,
    });
  } else branches.push({ regime: 'queja', extension: 0, sql: unclassified });
  for (const regime of Object.keys(DEADLINE_REGIMES) as DeadlineRegime[]) {
    if (regime === 'queja') continue;
    // A regime is one of the engine's keys (identifiers): safe as a literal.
    branches.push({
      regime,
      extension: 0,
      sql: `EXISTS (SELECT 1 FROM complaint_classifications k WHERE k.complaint_id = c.id AND k.regime = '${regime}')`,
    });
  }
  return branches;
}

/**
 * SQL (over `c`) for running complaints (not finished, not suspended now) whose due day is from
 * `first` to `last` (either `null`: unbounded), under their regime and after their suspensions.
 */
export function dueBetweenSql(
  filter: SqlFilter,
  first: DayNumber | null,
  last: DayNumber | null,
  withExtension = true,
): string {
  const atLeast = (day: DayNumber) =>
    `((NOT ${SUSPENDED_EVER} AND c.fecha_creacion >= ${filter.param(bogotaDayStart(day))}) OR ${CLOCK_FROM} >= ${filter.param(isoDay(day))}::date)`;
  const below = (day: DayNumber) =>
    `((NOT ${SUSPENDED_EVER} AND c.fecha_creacion < ${filter.param(bogotaDayStart(day))}) OR ${CLOCK_FROM} < ${filter.param(isoDay(day))}::date)`;
  let filedBefore = Number.NEGATIVE_INFINITY;
  let filedFrom = Number.POSITIVE_INFINITY;
  const branches = clockBranches(withExtension).map((b) => {
    const range: string[] = [];
    if (first !== null) {
      const from = firstFilingDueAfter(first - 1, b.regime, b.extension);
      filedFrom = Math.min(filedFrom, from);
      range.push(atLeast(from));
    }
    if (last !== null) {
      const limit = firstFilingDueAfter(last, b.regime, b.extension);
      filedBefore = Math.max(filedBefore, limit);
      range.push(below(limit));
    }
    return `(${b.sql}${range.map((r) => ` AND ${r}`).join('')})`;
  });
  // No clock day is before the filing day: a bound on the filing day the index can use.
  const bound = last === null ? '' : ` AND c.fecha_creacion < ${filter.param(bogotaDayStart(filedBefore))}`;
  // A complaint never suspended is due from its filing day: filed before the earliest filing day
  // due from `first` on, it cannot match. A suspended one may be due later, so the bound is the
  // earlier of that day and the filing of the oldest running suspended complaint (one lookup,
  // done once): a plain range on the filing date that the index walks, so a scan skips every
  // older complaint instead of testing the branches on each (the deadline alerts over 1,000,000
  // complaints: 4.4 s before).
  const from =
    first === null
      ? ''
      : ` AND c.fecha_creacion >= LEAST(${filter.param(bogotaDayStart(filedFrom))}, (SELECT min(r.fecha_creacion) FROM complaint_suspensions s JOIN complaints r ON r.id = s.complaint_id WHERE NOT (r.estado_cod IN (${FINISHED_STATES.join(', ')}))))`;
  return `NOT (${FINISHED_SQL}) AND NOT ${SUSPENDED_NOW}${bound}${from} AND (${branches.join(' OR ')})`;
}

/** SQL (over `c`, the complaints row) for complaints whose deadline status is `status` at `now`. */
export function deadlineStatusSql(filter: SqlFilter, status: DeadlineStatus, now: Date): string {
  if (status === 'answered') return FINISHED_SQL;
  if (status === 'suspended') return `NOT (${FINISHED_SQL}) AND ${SUSPENDED_NOW}`;
  const today = bogotaDay(now);
  const soonLimit = addBusinessDays(today, DUE_SOON_BUSINESS_DAYS - (isBusinessDay(today) ? 1 : 0));
  if (status === 'overdue') return dueBetweenSql(filter, null, today - 1);
  if (status === 'due_soon') return dueBetweenSql(filter, today, soonLimit);
  return dueBetweenSql(filter, soonLimit + 1, null);
}
