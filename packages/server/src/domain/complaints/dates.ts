/**
 * Complaint dates travel as Bogotá local time without an offset, `YYYY-MM-DDTHH:MM:SS`
 * (entity-api "The complaint record"). Colombia has kept UTC−05:00 all year since 1993, so the
 * conversion is a fixed offset; the database keeps instants (timestamptz).
 */

/** Bogotá's offset from UTC in minutes (no daylight saving time). */
export const BOGOTA_OFFSET_MINUTES = -5 * 60;

const OFFSET_MS = BOGOTA_OFFSET_MINUTES * 60_000;

/** An instant as Bogotá local time, `YYYY-MM-DDTHH:MM:SS` (seconds truncated, never rounded up). */
export function toBogotaLocal(instant: Date | string | number): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19);
}

/** The calendar year in Bogotá at `instant`. */
export function bogotaYear(instant: Date): number {
  return Number(toBogotaLocal(instant).slice(0, 4));
}

// Date, then optionally time with optional seconds and fraction; an explicit offset or Z is allowed
// (clients that send one mean it), otherwise the text is Bogotá local time.
const LOCAL_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parses a date or date-time as clients send it. Without an offset the text is Bogotá local time;
 * `YYYY-MM-DD` alone is that day's midnight. Returns null for anything that is not a real
 * calendar date and time (2026-02-30, 24:00, free text).
 */
export function parseBogotaLocal(text: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(
    year,
    month - 1,
    day,
    hour,
    minute,
    second,
    Number(fraction.padEnd(3, '0').slice(0, 3)),
  );
  // Date.UTC rolls 2026-02-30 over into March: a date that does not round-trip does not exist.
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  let offsetMs = OFFSET_MS;
  if (zone === 'Z') offsetMs = 0;
  else if (zone !== undefined) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMs = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
  }
  return new Date(utc - offsetMs);
}

/**
 * `instant` plus `months` calendar months in Bogotá local time (10 January → 10 March); a day
 * the target month lacks becomes its last day (31 December + 2 months → 28 or 29 February).
 */
export function addBogotaMonths(instant: Date, months: number): Date {
  const offsetMs = BOGOTA_OFFSET_MINUTES * 60 * 1000;
  const local = new Date(instant.getTime() + offsetMs);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - offsetMs);
}
