import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  bogotaDay,
  bogotaDayStart,
  businessDaysBetween,
  colombianHolidays,
  dayOf,
  displayDay,
  isBusinessDay,
  isoDay,
} from './colombian-calendar.js';

const day = (iso: string) =>
  dayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
const holidays = (year: number) => [...colombianHolidays(year)].sort((a, b) => a - b).map(isoDay);

describe('Colombian calendar', () => {
  it('lists the 18 national holidays of 2026 as published (Ley 51 de 1983 moves most to Monday)', () => {
    expect(holidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-12',
      '2026-03-23',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-05-18',
      '2026-06-08',
      '2026-06-15',
      '2026-06-29',
      '2026-07-20',
      '2026-08-07',
      '2026-08-17',
      '2026-10-12',
      '2026-11-02',
      '2026-11-16',
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it('in 2025 San Pedro and the Sagrado Corazón both fall on Monday 30 June', () => {
    const list = holidays(2025);
    expect(list).toHaveLength(17);
    expect(list).toContain('2025-06-30');
    expect(list).toContain('2025-04-17');
    expect(list).toContain('2025-11-17');
  });

  // The official calendars (decrees and the Ministerio del Trabajo's published lists), observed dates.
  it.each([
    [
      2024,
      [
        '01-01',
        '01-08',
        '03-25',
        '03-28',
        '03-29',
        '05-01',
        '05-13',
        '06-03',
        '06-10',
        '07-01',
        '07-20',
        '08-07',
        '08-19',
        '10-14',
        '11-04',
        '11-11',
        '12-08',
        '12-25',
      ],
    ],
    [
      2025,
      [
        '01-01',
        '01-06',
        '03-24',
        '04-17',
        '04-18',
        '05-01',
        '06-02',
        '06-23',
        '06-30',
        '07-20',
        '08-07',
        '08-18',
        '10-13',
        '11-03',
        '11-17',
        '12-08',
        '12-25',
      ],
    ],
    [
      2027,
      [
        '01-01',
        '01-11',
        '03-22',
        '03-25',
        '03-26',
        '05-01',
        '05-10',
        '05-31',
        '06-07',
        '07-05',
        '07-20',
        '08-07',
        '08-16',
        '10-18',
        '11-01',
        '11-15',
        '12-08',
        '12-25',
      ],
    ],
  ])('lists the national holidays of %i as officially observed', (year, dates) => {
    expect(holidays(year)).toEqual(dates.map((date) => `${year}-${date}`));
  });

  it('knows no holidays outside the years the calendar covers, and never fails on them', () => {
    expect(colombianHolidays(1200).size).toBe(0);
    expect(colombianHolidays(10_000).size).toBe(0);
    expect(isBusinessDay(day('2026-01-01'))).toBe(false);
  });

  it.each([
    ['2026-11-20', true, 'a Friday'],
    ['2026-11-21', false, 'a Saturday'],
    ['2026-11-22', false, 'a Sunday'],
    ['2026-11-16', false, 'a Monday holiday'],
    ['2026-12-08', false, 'a Tuesday holiday'],
    ['2026-12-09', true, 'a Wednesday'],
  ])('%s is a business day: %s (%s)', (iso, expected) => {
    expect(isBusinessDay(day(iso))).toBe(expected);
  });

  it('counts business days forwards and between days, skipping weekends and holidays', () => {
    expect(isoDay(addBusinessDays(day('2026-11-13'), 1))).toBe('2026-11-17');
    expect(isoDay(addBusinessDays(day('2026-11-22'), 0))).toBe('2026-11-22');
    expect(isoDay(addBusinessDays(day('2026-12-04'), 3))).toBe('2026-12-10');
    expect(businessDaysBetween(day('2026-11-22'), day('2026-11-25'))).toBe(3);
    expect(businessDaysBetween(day('2026-11-13'), day('2026-11-17'))).toBe(1);
    expect(businessDaysBetween(day('2026-11-25'), day('2026-11-25'))).toBe(0);
    expect(businessDaysBetween(day('2026-11-25'), day('2026-11-20'))).toBe(0);
  });

  it('counts the same across years and the edges of the worked-out years (2000–2100) as day by day', () => {
    const oneByOne = (from: number, to: number) => {
      let n = 0;
      for (let d = from + 1; d <= to; d += 1) if (isBusinessDay(d)) n += 1;
      return n;
    };
    const ranges: [string, string][] = [
      ['1999-12-20', '2000-01-11'],
      ['1999-01-01', '2001-06-30'],
      ['2023-12-29', '2027-04-02'],
      ['2100-12-20', '2101-01-12'],
      ['2100-01-01', '2102-01-01'],
      ['1985-03-01', '1985-04-30'],
    ];
    for (const [from, to] of ranges) {
      expect(businessDaysBetween(day(from), day(to)), `${from} → ${to}`).toBe(oneByOne(day(from), day(to)));
    }
    // Three years of 2024–2026: 3 × 261 weekdays less the holidays not on weekends.
    const weekdayHolidays = [2024, 2025, 2026]
      .flatMap((year) => [...colombianHolidays(year)])
      .filter((d) => ![0, 6].includes(new Date(d * 86_400_000).getUTCDay()));
    expect(businessDaysBetween(day('2023-12-31'), day('2026-12-31'))).toBe(
      262 + 261 + 261 - new Set(weekdayHolidays).size,
    );
    // Weekdays agree with the calendar on both sides of 1970 and across the range.
    for (const iso of ['1969-12-31', '1970-01-01', '1999-12-31', '2000-01-01', '2100-12-31', '2101-01-01']) {
      const weekend = [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());
      if (weekend) expect(isBusinessDay(day(iso)), iso).toBe(false);
    }
  });

  it('places instants on Bogotá days (UTC−5) and back', () => {
    expect(isoDay(bogotaDay(new Date('2026-11-21T04:59:59Z')))).toBe('2026-11-20');
    expect(isoDay(bogotaDay(new Date('2026-11-21T05:00:00Z')))).toBe('2026-11-21');
    expect(bogotaDayStart(day('2026-11-21')).toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(displayDay(day('2026-03-09'))).toBe('03/09/2026');
  });
});
