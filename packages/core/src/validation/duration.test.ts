import { describe, expect, it } from 'vitest';
import { DurationError, parseDuration, toDuration, validateHoursMinutes } from './duration.js';

describe('validateHoursMinutes', () => {
  it.each<[unknown, unknown, string | null, string | null]>([
    ['0', '0', null, null],
    ['999', '59', null, null],
    [12, 30, null, null],
    ['', '', null, null],
    ['1000', '0', 'Número inválido', null],
    ['5', '60', null, 'Número inválido'],
    ['-1', '5', 'Número inválido', null],
    ['abc', '5', 'Número inválido', null],
    ['5', '1.5', null, 'Número inválido'],
    [Number.NaN, 'x', 'Número inválido', 'Número inválido'],
  ])('%j:%j', (hours, minutes, hoursError, minutesError) => {
    expect(validateHoursMinutes(hours, minutes)).toEqual({ hours: hoursError, minutes: minutesError });
  });
});

describe('toDuration', () => {
  it.each<[Parameters<typeof toDuration>[0], string]>([
    [{ hours: 0, minutes: 0 }, '0 00:00:00'],
    [{ hours: 5, minutes: 7 }, '0 05:07:00'],
    [{ hours: 48, minutes: 30, seconds: 15 }, '0 48:30:15'],
    [{ hours: 999, minutes: 59 }, '0 999:59:00'],
    [{ days: 2, hours: 3, minutes: 0 }, '0 51:00:00'],
  ])('%j → %j', (parts, expected) => {
    expect(toDuration(parts)).toBe(expected);
  });

  it.each<[Parameters<typeof toDuration>[0]]>([
    [{ hours: 1000, minutes: 0 }],
    [{ days: 42, hours: 0, minutes: 0 }],
    [{ hours: 1, minutes: 60 }],
    [{ hours: -1, minutes: 0 }],
    [{ hours: 1.5, minutes: 0 }],
    [{ hours: 1, minutes: 0, seconds: 60 }],
  ])('refuses %j', (parts) => {
    expect(() => toDuration(parts)).toThrow(DurationError);
  });
});

describe('parseDuration', () => {
  it.each<[string, ReturnType<typeof parseDuration>]>([
    ['0 05:07:00', { hours: 5, minutes: 7, seconds: 0 }],
    ['0 999:59:00', { hours: 999, minutes: 59, seconds: 0 }],
    ['1 02:00:30', { hours: 26, minutes: 0, seconds: 30 }],
    ['05:07:00', { hours: 5, minutes: 7, seconds: 0 }],
    ['5:07', { hours: 5, minutes: 7, seconds: 0 }],
    ['0 01:00:00.250000', { hours: 1, minutes: 0, seconds: 0 }],
    ['0 01:60:00', null],
    ['hola', null],
    ['', null],
  ])('%j', (text, expected) => {
    expect(parseDuration(text)).toEqual(expected);
  });

  it('reads back what toDuration writes', () => {
    for (const parts of [
      { hours: 0, minutes: 0, seconds: 0 },
      { hours: 123, minutes: 45, seconds: 6 },
    ]) {
      expect(parseDuration(toDuration(parts))).toEqual(parts);
    }
  });
});
