import { describe, expect, it } from 'vitest';
import { dayOf, isoDay } from './colombian-calendar.js';
import {
  RESPONSE_TERM_BUSINESS_DAYS,
  filedToBeDueIn,
  filingDaysDueWithin,
  responseDeadline,
} from './response-deadline.js';

const day = (iso: string) =>
  dayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));

describe('Response deadline: 15 business days after the filing day (Bogotá)', () => {
  it('is fifteen business days', () => {
    expect(RESPONSE_TERM_BUSINESS_DAYS).toBe(15);
  });

  it.each([
    ['2026-11-03T14:00:00Z', '2026-11-25', 'Tuesday; the 16 Nov holiday is skipped'],
    ['2026-11-20T15:00:00Z', '2026-12-14', 'Friday; 8 Dec is skipped'],
    ['2026-11-21T15:00:00Z', '2026-12-14', 'Saturday: the same as the Friday before'],
    ['2026-11-20T04:59:00Z', '2026-12-11', 'Thursday 23:59 in Bogotá although Friday in UTC'],
    ['2026-04-01T15:00:00Z', '2026-04-24', 'the day before Holy Thursday and Good Friday'],
  ])('filed at %s → due %s (%s)', (filedAt, due) => {
    expect(isoDay(responseDeadline(new Date(filedAt)))).toBe(due);
  });

  it('finds the filing days whose deadline falls within the next days_before business days', () => {
    // Sunday 22 Nov 2026, three business days: deadlines on 23, 24 or 25 Nov.
    const window = filingDaysDueWithin(day('2026-11-22'), 3);
    expect(window && [isoDay(window.first), isoDay(window.last)]).toEqual(['2026-10-29', '2026-11-03']);
  });

  it('with days_before 0 finds only complaints due that very day, and none on a Sunday', () => {
    const wednesday = filingDaysDueWithin(day('2026-11-25'), 0);
    expect(wednesday && [isoDay(wednesday.first), isoDay(wednesday.last)]).toEqual([
      '2026-11-03',
      '2026-11-03',
    ]);
    expect(filingDaysDueWithin(day('2026-11-22'), 0)).toBeNull();
  });

  it('every past filing day in the window is due from today to the limit, and the days around it are not', () => {
    const today = day('2026-04-01');
    const window = filingDaysDueWithin(today, 15)!;
    const limit = day('2026-04-24');
    for (let d = window.first - 5; d <= today; d += 1) {
      const due = responseDeadline(new Date((d * 86_400 + 18 * 3600) * 1000));
      const inside = d >= window.first && d <= window.last;
      expect(due >= today && due <= limit, isoDay(d)).toBe(inside);
    }
  });

  it('finds when a complaint must have been filed to be due in two business days (for demo data)', () => {
    const filedAt = filedToBeDueIn(new Date('2026-11-22T15:00:00Z'), 2);
    // 30 Oct to 2 Nov (a holiday) are all due on Tuesday 24 Nov; the latest is taken, at 10:00.
    expect(filedAt.toISOString()).toBe('2026-11-02T15:00:00.000Z');
    expect(isoDay(responseDeadline(filedAt))).toBe('2026-11-24');
  });
});
