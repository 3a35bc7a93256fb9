import { COMPLAINT_STATE } from '../../core.js';
import type { SqlFilter } from '../staff-admin/listing.js';
import {
  addBusinessDays,
  bogotaDay,
  bogotaDayStart,
  isBusinessDay,
  type DayNumber,
} from '../alerts/colombian-calendar.js';
import {
  DUE_SOON_BUSINESS_DAYS,
  computeDeadline,
  dueDay,
  type Deadline,
  type DeadlineStatus,
} from './legal-deadlines.js';

/**
 * The complaint deadline (regime `queja`) of a stored complaint, and the same status as an SQL
 * condition for the queue's filter. Both come from the engine: the SQL compares `fecha_creacion`
 * with the filing days where the status changes, computed here for today, so the filter is a
 * range over an indexed column (migration 090) and agrees with the column row by row.
 * `prorroga_queja` = 1 is the one extension of one more term.
 */

/** Business days one `prorroga_queja` adds. */
export const COMPLAINT_EXTENSION_DAYS = 15;

/** States in which the entity has answered or the consumer desisted: the clock no longer runs. */
const FINISHED_STATES = [COMPLAINT_STATE.closed, COMPLAINT_STATE.desisted];

/** What the deadline of a stored complaint depends on. */
export interface ComplaintClock {
  fecha_creacion: Date;
  estado_cod: number;
  prorroga_queja: number | null;
  fecha_cierre: Date | null;
  updated_at: Date;
}

/** The deadline of `c` as seen at `now`. */
export function complaintDeadline(c: ComplaintClock, now: Date): Deadline {
  const finished = (FINISHED_STATES as readonly number[]).includes(c.estado_cod);
  return computeDeadline(
    {
      regime: 'queja',
      filingDay: bogotaDay(c.fecha_creacion),
      extensionDays: c.prorroga_queja === 1 ? COMPLAINT_EXTENSION_DAYS : 0,
      answeredDay: finished ? bogotaDay(c.fecha_cierre ?? c.updated_at) : null,
    },
    bogotaDay(now),
  );
}

/**
 * The first filing day whose due day (with `extensionDays`) is after `limit`: with `today - 1`,
 * complaints filed before it and still open are overdue today (also the response-time report's rule).
 */
export function firstFilingDueAfter(limit: DayNumber, extensionDays: number): DayNumber {
  // Due days never decrease as filing days advance; 45 terms of calendar days is far enough back.
  let day = limit - 200;
  while (dueDay({ regime: 'queja', filingDay: day, extensionDays }) <= limit) day += 1;
  return day;
}

/** SQL (over `c`, the complaints row) for complaints whose deadline status is `status` at `now`. */
export function deadlineStatusSql(filter: SqlFilter, status: DeadlineStatus, now: Date): string {
  const finished = `c.estado_cod IN (${FINISHED_STATES.join(', ')})`;
  if (status === 'answered') return finished;
  // Suspensions are not stored yet (docs/staff-complaints-api.md): no complaint is suspended.
  if (status === 'suspended') return 'FALSE';
  const today = bogotaDay(now);
  const soonLimit = addBusinessDays(today, DUE_SOON_BUSINESS_DAYS - (isBusinessDay(today) ? 1 : 0));
  const branches = [0, COMPLAINT_EXTENSION_DAYS].map((extension) => {
    // Parameters are made only when used: PostgreSQL cannot type a parameter no clause reads.
    const notOverdueFrom = () => filter.param(bogotaDayStart(firstFilingDueAfter(today - 1, extension)));
    const onTimeFrom = () => filter.param(bogotaDayStart(firstFilingDueAfter(soonLimit, extension)));
    const extended = extension === 0 ? 'c.prorroga_queja IS DISTINCT FROM 1' : 'c.prorroga_queja = 1';
    const range =
      status === 'overdue'
        ? `c.fecha_creacion < ${notOverdueFrom()}`
        : status === 'due_soon'
          ? `c.fecha_creacion >= ${notOverdueFrom()} AND c.fecha_creacion < ${onTimeFrom()}`
          : `c.fecha_creacion >= ${onTimeFrom()}`;
    return `(${extended} AND ${range})`;
  });
  return `NOT (${finished}) AND (${branches.join(' OR ')})`;
}
