import { API_ERROR_TEXTS, REPORTS_API_TEXTS, SERVER_TEXTS } from '../../core.js';
import { dayOf, type DayNumber } from '../alerts/colombian-calendar.js';
import type { FieldProblems } from '../../http/field-problems.js';

/**
 * The body both dashboard reports take, `{"fecha_inicio", "fecha_fin", "entidades"?}`, checked
 * beyond its JSON schema: real calendar dates `YYYY-MM-DD` (Bogotá days, both included) within
 * {@link REPORT_DAYS}, the start not after the end, and a range of at most {@link MAX_RANGE_YEARS} years (a month per
 * row must stay a readable report).
 */

/** The longest range a report covers. */
export const MAX_RANGE_YEARS = 10;

/** The first and last days a report may name (wider than any complaint's date could be). */
export const REPORT_DAYS = { min: '1900-01-01', max: '2999-12-31' } as const;

/** What the route's JSON schema already guarantees about the body. */
export interface ReportBody {
  fecha_inicio?: unknown;
  fecha_fin?: unknown;
  entidades?: number[];
}

/** A checked report request. */
export interface ReportRequest {
  /** First Bogotá day counted. */
  from: DayNumber;
  /** Last Bogotá day counted. */
  to: DayNumber;
  /** Ids of `GET /api/company/`; empty = every entity the user may see. */
  entityIds: number[];
}

/** The body breaks a rule; `problems` is the 400 body's `message`. */
export class ReportRequestError extends Error {
  override name = 'ReportRequestError';

  constructor(readonly problems: FieldProblems) {
    super(Object.values(problems).flat().join(' '));
  }
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day `YYYY-MM-DD` names, or null when it is not a real calendar date. */
export function parseIsoDay(text: unknown): DayNumber | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const result = dayOf(year, month, day);
  // 2026-02-30 rolls over into March: a day that does not come back as written does not exist.
  return result < dayOf(year, month + 1, 1) ? result : null;
}

/** Checks `body`; throws {@link ReportRequestError} with every problem found. */
export function parseReportRequest(body: ReportBody): ReportRequest {
  const problems: FieldProblems = {};
  const day = (field: 'fecha_inicio' | 'fecha_fin'): DayNumber | null => {
    if (body[field] === undefined || body[field] === null) {
      problems[field] = [body[field] === null ? SERVER_TEXTS.fieldNotNull : API_ERROR_TEXTS.fieldRequired];
      return null;
    }
    const parsed = parseIsoDay(body[field]);
    if (parsed === null) problems[field] = [REPORTS_API_TEXTS.dateFormat];
    else if (
      parsed < (parseIsoDay(REPORT_DAYS.min) as DayNumber) ||
      parsed > (parseIsoDay(REPORT_DAYS.max) as DayNumber)
    ) {
      problems[field] = [REPORTS_API_TEXTS.dateOutOfRange(REPORT_DAYS.min, REPORT_DAYS.max)];
      return null;
    }
    return parsed;
  };
  const from = day('fecha_inicio');
  const to = day('fecha_fin');
  if (from !== null && to !== null) {
    if (to < from) problems.fecha_fin = [REPORTS_API_TEXTS.endBeforeStart];
    else if (to - from >= MAX_RANGE_YEARS * 366) {
      problems.fecha_fin = [REPORTS_API_TEXTS.rangeTooLong(MAX_RANGE_YEARS)];
    }
  }
  if (Object.keys(problems).length > 0 || from === null || to === null) {
    throw new ReportRequestError(problems);
  }
  return { from, to, entityIds: [...new Set(body.entidades ?? [])] };
}
