import { RESPONSE_TERM_BUSINESS_DAYS } from '../../core.js';
import { dueDay } from '../deadlines/legal-deadlines.js';
import { addBusinessDays, bogotaDay, bogotaDayStart, type DayNumber } from './colombian-calendar.js';

/**
 * The one definition of a complaint's response deadline (the spec gives none). A supervised
 * entity must answer within {@link RESPONSE_TERM_BUSINESS_DAYS} business days (días hábiles)
 * following the day the complaint was filed, Bogotá time: the general term of petitions in
 * Colombia (Ley 1755 de 2015, art. 14), which the SFC applies to quejas. The term starts the next
 * day, so a complaint filed on a Saturday or a holiday gets the same deadline as one filed on the
 * business day before the next one. The computation is the legal-deadline engine's, regime
 * `queja` (src/domain/deadlines/legal-deadlines.ts), for a complaint neither classified nor
 * suspended (the filing receipt); screens, alerts and reports read a stored complaint's deadline
 * through src/domain/deadlines/deadline-sql.ts, which adds its regime and suspensions.
 */

/** Business days an entity has to answer a complaint (core's, which the portal's texts state). */
export { RESPONSE_TERM_BUSINESS_DAYS };

/** The last day (Bogotá) on which the answer is on time, for a complaint filed at `filedAt`. */
export function responseDeadline(filedAt: Date): DayNumber {
  return deadlineOfDay(bogotaDay(filedAt));
}

/** The deadline of a complaint filed on `filingDay`. */
function deadlineOfDay(filingDay: DayNumber): DayNumber {
  return dueDay({ regime: 'queja', filingDay });
}

// Fifteen business days never span more than this many calendar days (weekends and holidays
// included, Holy Week and a Monday holiday the worst case), with room to spare.
const LONGEST_TERM_CALENDAR_DAYS = 45;

/**
 * The filing days, `[first, last]`, of complaints whose deadline falls from `today` up to the
 * `daysBefore`-th business day after it: the complaints whose deadline is approaching. `null`
 * when no filing day qualifies. Deadlines never decrease as filing days advance, so the days form
 * one range and the database can pick the complaints by `fecha_creacion` alone.
 */
export function filingDaysDueWithin(
  today: DayNumber,
  daysBefore: number,
): { first: DayNumber; last: DayNumber } | null {
  const limit = addBusinessDays(today, daysBefore);
  let first: DayNumber | null = null;
  let last: DayNumber | null = null;
  for (let day = today - LONGEST_TERM_CALENDAR_DAYS; day <= today; day += 1) {
    const deadline = deadlineOfDay(day);
    if (deadline < today || deadline > limit) continue;
    first ??= day;
    last = day;
  }
  return first === null || last === null ? null : { first, last };
}

/**
 * When a complaint filed at 10:00 (Bogotá) would be due `businessDays` business days after
 * `now`'s day: the latest such filing day (demo data uses it to show a deadline alert). For
 * fewer than {@link RESPONSE_TERM_BUSINESS_DAYS} business days the day is before today.
 */
export function filedToBeDueIn(now: Date, businessDays: number): Date {
  const today = bogotaDay(now);
  const target = addBusinessDays(today, businessDays);
  let day = today;
  while (day > today - LONGEST_TERM_CALENDAR_DAYS && deadlineOfDay(day) > target) day -= 1;
  return new Date(bogotaDayStart(day).getTime() + 10 * 60 * 60 * 1000);
}
