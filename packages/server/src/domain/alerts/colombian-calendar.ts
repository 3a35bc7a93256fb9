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

/** 0 = Sunday … 6 = Saturday. */
function weekday(day: DayNumber): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** The day itself when it is a Monday, else the next Monday (how Ley 51 de 1983 moves holidays). */
function nextMonday(day: DayNumber): DayNumber {
  return day + ((8 - weekday(day)) % 7);
}

/** Easter Sunday of `year` (Gregorian; the anonymous "Meeus/Jones/Butcher" computation). */
export function easterSunday(year: number): DayNumber {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, day);
}

// [month, day] of the holidays kept on their date, and of those moved to the following Monday.
const FIXED: readonly [number, number][] = [
  [1, 1], // Año Nuevo
  [5, 1], // Día del Trabajo
  [7, 20], // Independencia
  [8, 7], // Batalla de Boyacá
  [12, 8], // Inmaculada Concepción
  [12, 25], // Navidad
];
const MOVED: readonly [number, number][] = [
  [1, 6], // Reyes Magos
  [3, 19], // San José
  [6, 29], // San Pedro y San Pablo
  [8, 15], // Asunción de la Virgen
  [10, 12], // Día de la Raza
  [11, 1], // Todos los Santos
  [11, 11], // Independencia de Cartagena
];

const holidaysByYear = new Map<number, ReadonlySet<DayNumber>>();

/** Colombia's national holidays of `year` (18 dates; two may fall on one Monday, as in 2025). */
export function colombianHolidays(year: number): ReadonlySet<DayNumber> {
  const cached = holidaysByYear.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const days = new Set<DayNumber>([
    ...FIXED.map(([month, day]) => dayOf(year, month, day)),
    ...MOVED.map(([month, day]) => nextMonday(dayOf(year, month, day))),
    easter - 3, // Jueves Santo
    easter - 2, // Viernes Santo
    nextMonday(easter + 39), // Ascensión del Señor
    nextMonday(easter + 60), // Corpus Christi
    nextMonday(easter + 68), // Sagrado Corazón
  ]);
  holidaysByYear.set(year, days);
  return days;
}

/** Whether `day` is a business day in Colombia (Monday–Friday, not a national holiday). */
export function isBusinessDay(day: DayNumber): boolean {
  const w = weekday(day);
  if (w === 0 || w === 6) return false;
  return !colombianHolidays(new Date(day * DAY_MS).getUTCFullYear()).has(day);
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
  let count = 0;
  for (let day = from + 1; day <= to; day += 1) if (isBusinessDay(day)) count += 1;
  return count;
}
