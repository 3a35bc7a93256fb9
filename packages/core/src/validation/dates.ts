import { DATE_TEXTS } from '../messages/date-texts.js';

/** Options of the date formatters. */
export interface DateFormatOptions {
  /**
   * IANA time zone in which instants (Date objects, strings with "Z" or an offset) are shown.
   * Defaults to Bogotá, the portal's business time, so the output never depends on the
   * machine's own zone.
   */
  timeZone?: string;
}

/** The portal's business time zone (entity-api: dates are Bogotá local time). */
export const DEFAULT_TIME_ZONE = 'America/Bogota';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC keeps it zone-independent.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** §5: whether `value` is a real calendar date written YYYY-MM-DD ("2024-02-30" is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  return isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Colombia's clocks have been UTC−5 without summer time since 7 Feb 1993 (the IANA zone's last
 * change). From then on, Bogotá's wall clock is arithmetic: the page's first date then costs no
 * `Intl` formatter, whose first use in a page loads ICU's data (20–50 ms of the main thread in
 * Chromium, four times that on Lighthouse's phone; ADR 0059). Earlier instants, and every other
 * zone, go through `Intl`. `dates.test.ts` checks this rule against `Intl` over the years since.
 */
const BOGOTA_FIXED_SINCE = Date.UTC(1993, 1, 8);
const BOGOTA_OFFSET_MS = -5 * 3_600_000;

function wallClockIn(instant: Date, timeZone: string): WallClock {
  if (timeZone === DEFAULT_TIME_ZONE && instant.getTime() >= BOGOTA_FIXED_SINCE) {
    const local = new Date(instant.getTime() + BOGOTA_OFFSET_MS);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
    };
  }
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

function wallClockOf(value: Date | string, timeZone: string): WallClock | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : wallClockIn(value, timeZone);
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = match;
  const clock = { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi) };
  if (!isCalendarDate(clock.year, clock.month, clock.day) || clock.hour > 23 || clock.minute > 59)
    return null;
  if (Number(s) > 59) return null;
  // Without a zone the text already is local wall-clock time: shown as written.
  if (zone === undefined) return clock;
  const utc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, Number(s));
  return wallClockIn(new Date(utc - offsetMinutes(zone) * 60_000), timeZone);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * §5 display format "MM/DD/YYYY hh:mm", with a 24-hour, zero-padded hour.
 * Strings without a zone ("2024-03-05T14:07:00", "2024-03-05 14:07", "2024-03-05") are
 * local wall-clock times and are shown as written; Date objects and strings with "Z" or an
 * offset are shown in `timeZone` (Bogotá by default). Returns '' for anything unreadable.
 */
export function formatDisplayDateTime(
  value: Date | string,
  { timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions = {},
): string {
  const clock = wallClockOf(value, timeZone);
  if (!clock) return '';
  return `${pad(clock.month)}/${pad(clock.day)}/${pad(clock.year, 4)} ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * §5 display of a date without its time, "MM/DD/YYYY" (deadlines, days): the same order as
 * {@link formatDisplayDateTime}, read the same way; '' if invalid.
 */
export function formatDisplayDate(value: Date | string, options: DateFormatOptions = {}): string {
  return formatDisplayDateTime(value, options).slice(0, 10);
}

/**
 * The one rule for a date and time people read, on screens and in mails alike (docs/dates.md):
 * §5's "MM/DD/YYYY hh:mm" in Colombia's time, followed by the zone's name, "(hora de Colombia)".
 * '' if invalid.
 */
export function formatDisplayDateTimeWithZone(value: Date | string): string {
  const text = formatDisplayDateTime(value, { timeZone: DEFAULT_TIME_ZONE });
  return text ? DATE_TEXTS.withTimeZone(text) : '';
}

/** §5 data format YYYY-MM-DD of the calendar day `value` falls on in `timeZone`; '' if invalid. */
export function formatIsoDate(
  value: Date | string,
  { timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions = {},
): string {
  const clock = wallClockOf(value, timeZone);
  if (!clock) return '';
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}
