import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayDateTimeWithZone,
  formatIsoDate,
  isIsoDate,
} from './dates.js';

describe('isIsoDate', () => {
  it.each<[string, boolean]>([
    ['2024-03-05', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-3-5', false],
    ['05/03/2024', false],
    ['2024-03-05T10:00', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('formatDisplayDateTime', () => {
  it.each<[string, Date | string, string | undefined, string]>([
    ['naive string shown as written', '2024-03-05T14:07:00', undefined, '03/05/2024 14:07'],
    ['naive with space and no seconds', '2024-03-05 09:05', undefined, '03/05/2024 09:05'],
    ['naive with microseconds', '2024-12-31T23:59:59.123456', undefined, '12/31/2024 23:59'],
    ['date only is midnight', '2024-03-05', undefined, '03/05/2024 00:00'],
    ['naive string ignores the zone option', '2024-03-05T14:07:00', 'Asia/Tokyo', '03/05/2024 14:07'],
    ['UTC instant shown in Bogotá (UTC-5)', '2024-03-05T03:30:00Z', undefined, '03/04/2024 22:30'],
    ['offset instant shown in Bogotá', '2024-03-05T14:07:00+02:00', undefined, '03/05/2024 07:07'],
    ['Date shown in Bogotá', new Date(Date.UTC(2024, 0, 1, 12, 0)), undefined, '01/01/2024 07:00'],
    ['Date in an explicit zone', new Date(Date.UTC(2024, 0, 1, 12, 0)), 'UTC', '01/01/2024 12:00'],
    ['midnight uses 00, not 24', new Date(Date.UTC(2024, 0, 1, 5, 0)), undefined, '01/01/2024 00:00'],
    ['invalid calendar date', '2024-02-30T10:00:00', undefined, ''],
    ['invalid hour', '2024-02-10T24:00:00', undefined, ''],
    ['unreadable text', 'ayer', undefined, ''],
    ['invalid Date', new Date(Number.NaN), undefined, ''],
  ])('%s', (_case, value, timeZone, expected) => {
    expect(formatDisplayDateTime(value, timeZone ? { timeZone } : {})).toBe(expected);
  });
});

describe("Bogotá's wall clock", () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Bogota',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const byIntl = (instant: Date) => {
    const p = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
    return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute}`;
  };

  it('reads as the time zone database says, every 7 hours and 13 minutes from 1990 to 2040', () => {
    const differing: string[] = [];
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += 7 * 3_600_000 + 13 * 60_000) {
      const instant = new Date(t);
      if (formatDisplayDateTime(instant) !== byIntl(instant)) differing.push(instant.toISOString());
    }
    expect(differing).toEqual([]);
  });

  it("keeps Colombia's 1992 summer time (UTC−4) and the days around its end", () => {
    expect(formatDisplayDateTime(new Date(Date.UTC(1992, 7, 1, 12, 0)))).toBe('08/01/1992 08:00');
    expect(formatDisplayDateTime(new Date(Date.UTC(1993, 1, 6, 12, 0)))).toBe('02/06/1993 08:00');
    expect(formatDisplayDateTime(new Date(Date.UTC(1993, 1, 8, 12, 0)))).toBe('02/08/1993 07:00');
  });
});

describe('formatIsoDate', () => {
  it.each<[Date | string, string | undefined, string]>([
    [new Date(Date.UTC(2024, 0, 1, 3, 0)), undefined, '2023-12-31'],
    [new Date(Date.UTC(2024, 0, 1, 3, 0)), 'UTC', '2024-01-01'],
    ['2024-03-05T23:59:00', undefined, '2024-03-05'],
    ['nope', undefined, ''],
  ])('%j in %j → %j', (value, timeZone, expected) => {
    expect(formatIsoDate(value, timeZone ? { timeZone } : {})).toBe(expected);
  });
});

describe('the one display rule for screens and mails', () => {
  it('shows a date and time month first, in Colombia, naming the zone', () => {
    // 23 November 2026, 19:05 UTC is 14:05 in Bogotá.
    expect(formatDisplayDateTimeWithZone(new Date(Date.UTC(2026, 10, 23, 19, 5)))).toBe(
      '11/23/2026 14:05 (hora de Colombia)',
    );
    expect(formatDisplayDateTimeWithZone('2026-11-23T14:05:00')).toBe('11/23/2026 14:05 (hora de Colombia)');
    expect(formatDisplayDateTimeWithZone('ayer')).toBe('');
  });

  it('shows a day alone as MM/DD/YYYY, never day first', () => {
    expect(formatDisplayDate('2026-11-23')).toBe('11/23/2026');
    expect(formatDisplayDate('2026-03-09')).toBe('03/09/2026');
    expect(formatDisplayDate(new Date(Date.UTC(2026, 0, 1, 3, 0)))).toBe('12/31/2025');
  });
});
