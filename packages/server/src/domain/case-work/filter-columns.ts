import { bogotaDayStart, type DayNumber } from '../alerts/colombian-calendar.js';
import { COMPLAINT_EXTENSION_DAYS, dueBetweenSql, firstFilingDueAfter } from '../deadlines/deadline-sql.js';
import type { SqlFilter } from '../staff-admin/listing.js';

/**
 * The filter builder's columns of the case workspace's views (docs/case-work-api.md, "Views with
 * counters"), as SQL over `c` (complaints): `due_day`, the legal due day of a running complaint
 * (the deadline engine's, through `dueBetweenSql`), and `waiting_on`, an open request to the
 * entity or to the consumer.
 */

/** The values of `waiting_on`: an open requerimiento to the entity, an open request to the consumer. */
export const WAITING_ON_VALUES = ['entity', 'consumer'] as const;

/** An open requerimiento to the complaint's entity. */
export const WAITING_ON_ENTITY = `EXISTS (SELECT 1 FROM entity_requests r
  WHERE r.complaint_id = c.id AND r.answered_at IS NULL AND r.cancelled_at IS NULL)`;

/** An open request to the consumer. */
export const WAITING_ON_CONSUMER = `EXISTS (SELECT 1 FROM consumer_requests q
  WHERE q.complaint_id = c.id AND q.answered_at IS NULL AND q.cancelled_at IS NULL)`;

/**
 * An index-friendly superset of "due from `first` to `last`": a complaint neither classified nor
 * ever suspended is due then only if filed in one of two short windows (its 15-day term, or 30
 * with `prorroga_queja`); the others (few) are named by id. ORed ranges and an id list are index
 * scans the planner can OR together; the engine's exact condition (`dueBetweenSql`) then needs to
 * look only at those rows instead of a month of filings («Vencen hoy» at 1,000,000 complaints).
 */
function dueWindowSql(filter: SqlFilter, first: DayNumber, last: DayNumber): string {
  const ranges = [0, COMPLAINT_EXTENSION_DAYS].map((extension) => {
    const from = firstFilingDueAfter(first - 1, 'queja', extension);
    const to = firstFilingDueAfter(last, 'queja', extension);
    return `(c.fecha_creacion >= ${filter.param(bogotaDayStart(from))} AND c.fecha_creacion < ${filter.param(bogotaDayStart(to))})`;
  });
  const others = `c.id = ANY(ARRAY(SELECT k.complaint_id FROM complaint_classifications k
    UNION SELECT s.complaint_id FROM complaint_suspensions s))`;
  return `(${ranges.join(' OR ')} OR ${others})`;
}

/** Due from `first` to `last` (both days included), exactly, with the window that finds them fast. */
function dueWithin(filter: SqlFilter, first: DayNumber, last: DayNumber): string {
  return `${dueWindowSql(filter, first, last)} AND ${dueBetweenSql(filter, first, last)}`;
}

/** SQL of a `due_day` condition (`value`: a day, or a pair for `between`). */
export function dueDaySql(filter: SqlFilter, operator: string, value: unknown): string {
  const running = () => dueBetweenSql(filter, null, null);
  switch (operator) {
    case 'equals':
      return dueWithin(filter, value as DayNumber, value as DayNumber);
    case 'before':
      return dueBetweenSql(filter, null, (value as DayNumber) - 1);
    case 'after':
      return dueBetweenSql(filter, (value as DayNumber) + 1, null);
    case 'between': {
      const [from, to] = value as [DayNumber, DayNumber];
      return dueWithin(filter, from, to);
    }
    case 'empty':
      return `NOT (${running()})`;
    default:
      return running();
  }
}

/** SQL of a `waiting_on` condition. */
export function waitingOnSql(operator: string, value: unknown): string {
  const one = (v: string) => (v === 'entity' ? WAITING_ON_ENTITY : WAITING_ON_CONSUMER);
  if (operator === 'empty') return `NOT (${WAITING_ON_ENTITY}) AND NOT (${WAITING_ON_CONSUMER})`;
  if (operator === 'not_empty') return `(${WAITING_ON_ENTITY} OR ${WAITING_ON_CONSUMER})`;
  const values = (Array.isArray(value) ? value : [value]) as string[];
  const any = values.map((v) => `(${one(v)})`).join(' OR ');
  return operator === 'not_equals' || operator === 'not_in' ? `NOT (${any})` : `(${any})`;
}
