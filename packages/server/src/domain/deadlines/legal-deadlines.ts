import { RESPONSE_TERM_BUSINESS_DAYS } from '../../core.js';
import { businessDaysBetween, isBusinessDay, isoDay, type DayNumber } from '../alerts/colombian-calendar.js';

/**
 * The one engine of legal deadlines (términos legales) in business days, on the one Colombian
 * calendar (src/domain/alerts/colombian-calendar.ts). The term starts the business day after the
 * filing day (Bogotá); the due day is the day the term's last business day is used. The clock
 * stops while the case waits for the consumer (suspensions): a business day inside a suspension
 * (after its first day, up to and including its last) is not counted. An extension (prórroga) is
 * granted once and adds business days to the term, up to the regime's limit.
 */

/** Every regime the authority applies (docs/staff-complaints-api.md, "Legal deadlines"). */
export const DEADLINE_REGIMES = {
  /** A complaint to a supervised entity: 15 business days, the general term of petitions; `prorroga_queja` adds one term. */
  queja: { termDays: RESPONSE_TERM_BUSINESS_DAYS, maxExtensionDays: RESPONSE_TERM_BUSINESS_DAYS },
  /** Right of petition, general (Ley 1755 de 2015, art. 14). Extensions up to twice the term. */
  peticion_general: { termDays: 15, maxExtensionDays: 30 },
  /** Right of petition: documents or information. */
  peticion_documentos: { termDays: 10, maxExtensionDays: 20 },
  /** Right of petition: consultations. */
  peticion_consulta: { termDays: 30, maxExtensionDays: 60 },
  /** Habeas data claim (Ley 1266 de 2008, art. 16): 15, extendable once by 8. */
  habeas_data_reclamo: { termDays: 15, maxExtensionDays: 8 },
  /** Habeas data query: 10, extendable once by 5. */
  habeas_data_consulta: { termDays: 10, maxExtensionDays: 5 },
} as const;

/** A regime's name. */
export type DeadlineRegime = keyof typeof DEADLINE_REGIMES;

/** Whether `value` names a regime. */
export function isDeadlineRegime(value: unknown): value is DeadlineRegime {
  return typeof value === 'string' && Object.hasOwn(DEADLINE_REGIMES, value);
}

/** A stop of the clock: from its first day to its last (`null` = still waiting for the consumer). */
export interface Suspension {
  from: DayNumber;
  to: DayNumber | null;
}

/** Everything that decides one case's deadline. */
export interface DeadlineCase {
  regime: DeadlineRegime;
  /** The filing day (Bogotá). */
  filingDay: DayNumber;
  /** Business days of the one extension granted (0 = none). */
  extensionDays?: number;
  suspensions?: readonly Suspension[];
  /** The day the case was answered (closed or desisted): the clock stops for good. */
  answeredDay?: DayNumber | null;
}

/** A deadline status, as the queue shows and filters it. */
export type DeadlineStatus = 'on_time' | 'due_soon' | 'overdue' | 'answered' | 'suspended';

/** Every status, in the order of the value lists. */
export const DEADLINE_STATUSES: readonly DeadlineStatus[] = [
  'on_time',
  'due_soon',
  'overdue',
  'answered',
  'suspended',
];

/** Business days left (today included) at which a case is "due soon". */
export const DUE_SOON_BUSINESS_DAYS = 3;

/** A case's deadline on one day. */
export interface Deadline {
  regime: DeadlineRegime;
  term_days: number;
  extension_days: number;
  start_day: string;
  due_day: string;
  days_used: number;
  days_left: number;
  suspended: boolean;
  suspended_days: number;
  status: DeadlineStatus;
}

/** A case the engine cannot compute (an extension over the limit, a suspension that ends before it starts). */
export class DeadlineInputError extends RangeError {
  override name = 'DeadlineInputError';
}

function checkCase(c: DeadlineCase): number {
  const extension = c.extensionDays ?? 0;
  const limit = DEADLINE_REGIMES[c.regime].maxExtensionDays;
  if (!Number.isInteger(extension) || extension < 0 || extension > limit) {
    throw new DeadlineInputError(
      `extension of ${extension} business days outside 0–${limit} for ${c.regime}`,
    );
  }
  for (const s of c.suspensions ?? []) {
    if (s.to !== null && s.to < s.from) throw new DeadlineInputError('a suspension ends before it starts');
  }
  return extension;
}

/** Whether the clock is stopped on `day` (`openEnd` stands for the last day of a still-open suspension). */
function isSuspended(day: DayNumber, suspensions: readonly Suspension[], openEnd: DayNumber): boolean {
  return suspensions.some((s) => day > s.from && day <= (s.to ?? openEnd));
}

/** Whether `day` counts towards the term. */
function counts(day: DayNumber, suspensions: readonly Suspension[], openEnd: DayNumber): boolean {
  return isBusinessDay(day) && !isSuspended(day, suspensions, openEnd);
}

/**
 * The due day of `c`: the day its `term + extension`-th counted business day is used. An open
 * suspension is taken to end on `today` (the clock would restart tomorrow).
 */
export function dueDay(c: DeadlineCase, today: DayNumber = c.filingDay): DayNumber {
  const total = DEADLINE_REGIMES[c.regime].termDays + checkCase(c);
  const suspensions = c.suspensions ?? [];
  let day = c.filingDay;
  for (let left = total; left > 0;) {
    day += 1;
    if (counts(day, suspensions, today)) left -= 1;
  }
  return day;
}

/** Counted business days after `from` up to and including `to`. */
function countedBetween(
  from: DayNumber,
  to: DayNumber,
  suspensions: readonly Suspension[],
  openEnd: DayNumber,
) {
  let n = 0;
  for (let day = from + 1; day <= to; day += 1) if (counts(day, suspensions, openEnd)) n += 1;
  return n;
}

/** The deadline of `c` as seen on `today`. */
export function computeDeadline(c: DeadlineCase, today: DayNumber): Deadline {
  const extension = checkCase(c);
  const suspensions = c.suspensions ?? [];
  const term = DEADLINE_REGIMES[c.regime].termDays;
  const due = dueDay(c, today);
  const stopped = c.answeredDay ?? today;
  const used = countedBetween(c.filingDay, stopped, suspensions, today);
  const suspendedDays = businessDaysBetween(c.filingDay, stopped) - used;
  const open = c.answeredDay == null && suspensions.some((s) => s.to === null && s.from <= today);
  const daysLeft = term + extension - used;
  let status: DeadlineStatus;
  if (c.answeredDay != null) status = 'answered';
  else if (open) status = 'suspended';
  else if (today > due) status = 'overdue';
  // Business days left counting today when today is one: due soon at DUE_SOON_BUSINESS_DAYS or fewer.
  else if (daysLeft + (isBusinessDay(today) ? 1 : 0) <= DUE_SOON_BUSINESS_DAYS) status = 'due_soon';
  else status = 'on_time';
  return {
    regime: c.regime,
    term_days: term,
    extension_days: extension,
    start_day: isoDay(nextBusinessDay(c.filingDay)),
    due_day: isoDay(due),
    days_used: used,
    days_left: daysLeft,
    suspended: open,
    suspended_days: suspendedDays,
    status,
  };
}

/** The first business day after `day`. */
export function nextBusinessDay(day: DayNumber): DayNumber {
  let d = day + 1;
  while (!isBusinessDay(d)) d += 1;
  return d;
}
