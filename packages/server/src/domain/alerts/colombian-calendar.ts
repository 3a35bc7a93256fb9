import { FIRST_HOLIDAY_YEAR, getHolidaysForYear, LAST_HOLIDAY_YEAR } from 'colombian-holidays';
import { formatDisplayDate } from '../../core.js';
import { BOGOTA_OFFSET_MINUTES } from '../complaints/dates.js';

/**
 * Calendar days in Bogotá and Colombia's business days (días hábiles): Monday to Friday except
 * the national holidays of Ley 51 de 1983 ("Ley Emiliani"). Days are whole numbers (days since
 * 1970-01-01), so arithmetic never meets a time zone or a daylight-saving jump.
 */

/** A calendar day: days since 1970-01-01. */
export type DayNumber = number;

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = BOGOTA_OFFSET_MINUTES * 60_000;

/** The day of `year`-`month`-`day` (month 1–12); also right for years below 100. */
export function dayOf(year: number, month: number, day: number): DayNumber {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / DAY_MS);
}

/** `YYYY-MM-DD` of a day. */
export function isoDay(day: DayNumber): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A day as the portal shows days everywhere, `MM/DD/YYYY` (core's formatDisplayDate, docs/dates.md). */
export function displayDay(day: DayNumber): string {
  return formatDisplayDate(isoDay(day));
}

/** The day in Bogotá at `instant`. */
export function bogotaDay(instant: Date): DayNumber {
  return Math.floor((instant.getTime() + OFFSET_MS) / DAY_MS);
}

/** The instant Bogotá's `day` begins (its midnight). */
export function bogotaDayStart(day: DayNumber): Date {
  return new Date(day * DAY_MS - OFFSET_MS);
}

/** 0 = Sunday … 6 = Saturday (1970-01-01, day 0, was a Thursday). */
function weekday(day: DayNumber): number {
  return (((day + 4) % 7) + 7) % 7;
}

const holidaysByYear = new Map<number, ReadonlySet<DayNumber>>();

/**
 * Colombia's national holidays of `year` as they are observed (18 dates; two may fall on one
 * Monday, as in 2025), from the maintained `colombian-holidays` package, which applies Ley 51 de
 * 1983 and the Easter-based dates (checked against the official calendars 2024–2027 in the test).
 * Outside the years it knows (1583–4099) there are none: such a date is refused before it gets here.
 */
export function colombianHolidays(year: number): ReadonlySet<DayNumber> {
  const cached = holidaysByYear.get(year);
  if (cached) return cached;
  const inRange = Number.isInteger(year) && year >= FIRST_HOLIDAY_YEAR && year <= LAST_HOLIDAY_YEAR;
  const observed = inRange ? getHolidaysForYear(year).map((holiday) => holiday.celebrationDate) : [];
  const days = new Set<DayNumber>(
    observed.map((iso) => dayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)))),
  );
  holidaysByYear.set(year, days);
  return days;
}

/** Whether `day` is a business day, from the weekday and that year's holidays. */
function computeIsBusinessDay(day: DayNumber): boolean {
  const w = weekday(day);
  if (w === 0 || w === 6) return false;
  return !colombianHolidays(new Date(day * DAY_MS).getUTCFullYear()).has(day);
}

/**
 * Every day from 2000 to 2100 worked out once: whether it is a business day, and how many
 * business days come before it in the range. Deadlines are computed for every complaint of every
 * list page (the consumer's list, the queue, the reports), so counting the business days between
 * filing and today walks no calendar: one subtraction. Days outside the range are worked out one
 * by one as before.
 */
const TABLE_FIRST_DAY = dayOf(2000, 1, 1);
const TABLE_END_DAY = dayOf(2101, 1, 1);

interface BusinessDayTable {
  isBusiness: Uint8Array;
  /** `before[i]`: business days in [TABLE_FIRST_DAY, TABLE_FIRST_DAY + i). */
  before: Int32Array;
}
let table: BusinessDayTable | null = null;

function businessDayTable(): BusinessDayTable {
  if (table) return table;
  const length = TABLE_END_DAY - TABLE_FIRST_DAY;
  const isBusiness = new Uint8Array(length);
  const before = new Int32Array(length + 1);
  for (let i = 0; i < length; i += 1) {
    isBusiness[i] = computeIsBusinessDay(TABLE_FIRST_DAY + i) ? 1 : 0;
    before[i + 1] = before[i]! + isBusiness[i]!;
  }
  table = { isBusiness, before };
  return table;
}

const inTable = (day: DayNumber) => day >= TABLE_FIRST_DAY && day < TABLE_END_DAY;

/** Whether `day` is a business day in Colombia (Monday–Friday, not a national holiday). */
export function isBusinessDay(day: DayNumber): boolean {
  if (inTable(day)) return businessDayTable().isBusiness[day - TABLE_FIRST_DAY] === 1;
  return computeIsBusinessDay(day);
}

/** The `count`-th business day after `day` (`day` itself when `count` is 0). */
export function addBusinessDays(day: DayNumber, count: number): DayNumber {
  let current = day;
  for (let left = count; left > 0;) {
    current += 1;
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** Business days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function businessDaysBetween(from: DayNumber, to: DayNumber): number {
  if (to <= from) return 0;
  if (inTable(from + 1) && inTable(to)) {
    const { before } = businessDayTable();
    return before[to + 1 - TABLE_FIRST_DAY]! - before[from + 1 - TABLE_FIRST_DAY]!;
  }
  let count = 0;
  for (let day = from + 1; day <= to; day += 1) if (isBusinessDay(day)) count += 1;
  return count;
}
