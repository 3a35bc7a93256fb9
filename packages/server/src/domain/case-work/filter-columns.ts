import type { DayNumber } from '../alerts/colombian-calendar.js';
import { dueBetweenSql } from '../deadlines/deadline-sql.js';
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

/** SQL of a `due_day` condition (`value`: a day, or a pair for `between`). */
export function dueDaySql(filter: SqlFilter, operator: string, value: unknown): string {
  const running = () => dueBetweenSql(filter, null, null);
  switch (operator) {
    case 'equals':
      return dueBetweenSql(filter, value as DayNumber, value as DayNumber);
    case 'before':
      return dueBetweenSql(filter, null, (value as DayNumber) - 1);
    case 'after':
      return dueBetweenSql(filter, (value as DayNumber) + 1, null);
    case 'between': {
      const [from, to] = value as [DayNumber, DayNumber];
      return dueBetweenSql(filter, from, to);
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
