import { LIMITS } from '../messages/constants.js';
import { MESSAGES } from '../messages/messages.js';
import { isEmptyValue } from './required.js';

/** Per-field messages of the hours:minutes input (`null` when that field is fine). */
export interface HoursMinutesErrors {
  hours: string | null;
  minutes: string | null;
}

/** A duration as the hours:minutes input edits it. */
export interface DurationParts {
  /** Folded into hours by {@link toDuration}, because the emitted days are always 0. */
  days?: number;
  hours: number;
  minutes: number;
  seconds?: number;
}

/** Thrown by {@link toDuration} for parts that cannot be written as "0 hh:mm:ss". */
export class DurationError extends Error {
  override name = 'DurationError';
}

const WHOLE_NUMBER = /^\d+$/;

function fieldError(value: unknown, max: number): string | null {
  if (isEmptyValue(value)) return null;
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && WHOLE_NUMBER.test(value.trim())) n = Number(value.trim());
  else return MESSAGES.invalidNumber;
  return Number.isInteger(n) && n >= 0 && n <= max ? null : MESSAGES.invalidNumber;
}

/**
 * §5 hours:minutes input: hours 0–999, minutes 0–59. Anything that is not a whole number,
 * and any number out of range, gets "Número inválido" (out-of-range values are reported, not
 * clamped, so the user's entry is never changed behind their back). An empty field passes:
 * emptiness is the `required` rule's business.
 */
export function validateHoursMinutes(hours: unknown, minutes: unknown): HoursMinutesErrors {
  return { hours: fieldError(hours, LIMITS.hoursMax), minutes: fieldError(minutes, LIMITS.minutesMax) };
}

function whole(name: string, value: number, max: number): number {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new DurationError(`${name} must be a whole number from 0 to ${max}, got ${value}`);
  }
  return value;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * §3 duration value: "0 hh:mm:ss". Days are always written as 0, so given days are folded
 * into hours (total hours 0–999, zero-padded to two digits, three when needed); minutes and
 * seconds 0–59. Throws {@link DurationError} otherwise.
 */
export function toDuration({ days = 0, hours, minutes, seconds = 0 }: DurationParts): string {
  const totalHours =
    whole('days', days, Number.MAX_SAFE_INTEGER) * 24 + whole('hours', hours, Number.MAX_SAFE_INTEGER);
  whole('hours', totalHours, LIMITS.hoursMax);
  whole('minutes', minutes, LIMITS.minutesMax);
  whole('seconds', seconds, 59);
  return `0 ${pad2(totalHours)}:${pad2(minutes)}:${pad2(seconds)}`;
}

// "[days ]h:mm[:ss[.ffffff]]": the server may echo the value without the day part or with
// fractional seconds; both still describe the same duration.
const DURATION_TEXT = /^(?:(\d+) )?(\d+):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?$/;

/**
 * Reads a duration written as "D hh:mm:ss" (also "hh:mm:ss" or "hh:mm"), folding days into
 * hours and dropping fractions of a second. Returns `null` when the text is not a duration.
 */
export function parseDuration(text: string): { hours: number; minutes: number; seconds: number } | null {
  const match = DURATION_TEXT.exec(text.trim());
  if (!match) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return { hours: Number(days) * 24 + Number(hours), minutes: Number(minutes), seconds: Number(seconds) };
}
