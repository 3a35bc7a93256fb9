import { bogotaDay, dayOf, isoDay, type DayNumber } from '../alerts/colombian-calendar.js';

/** Years before the current one the statistics cover (the current one and two more). */
export const YEARS_PUBLISHED = 3;

/** A Bogotá quarter: its label `YYYY-Tn` and its first and last days. */
export interface Quarter {
  label: string;
  year: number;
  first: DayNumber;
  last: DayNumber;
}

/** The quarter `n` (1–4) of `year`. */
export function quarter(year: number, n: number): Quarter {
  const first = dayOf(year, 3 * (n - 1) + 1, 1);
  const last = n === 4 ? dayOf(year, 12, 31) : dayOf(year, 3 * n + 1, 1) - 1;
  return { label: `${year}-T${n}`, year, first, last };
}

/** The quarters from the one of `from` to the one of `to`, in order. */
export function quartersBetween(from: DayNumber, to: DayNumber): Quarter[] {
  const yearOf = (day: DayNumber) => Number(isoDay(day).slice(0, 4));
  const quarterOf = (day: DayNumber) => Math.floor((Number(isoDay(day).slice(5, 7)) - 1) / 3) + 1;
  const out: Quarter[] = [];
  let [year, n] = [yearOf(from), quarterOf(from)];
  const end = `${yearOf(to)}-T${quarterOf(to)}`;
  for (;;) {
    const q = quarter(year, n);
    out.push(q);
    if (q.label === end) return out;
    n += 1;
    if (n > 4) [year, n] = [year + 1, 1];
  }
}

/** The last closed Bogotá day at `now` (yesterday), and the first day published. */
export function publishedDays(now: Date): { first: DayNumber; closed: DayNumber } {
  const closed = bogotaDay(now) - 1;
  const year = Number(isoDay(closed).slice(0, 4));
  return { first: dayOf(year - YEARS_PUBLISHED + 1, 1, 1), closed };
}
