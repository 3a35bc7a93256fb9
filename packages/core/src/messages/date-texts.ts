/**
 * How the portal names its time zone next to a date and time, in screens and mails alike
 * (docs/dates.md). Every time the portal shows is Colombia's (America/Bogota, UTC-5, no daylight
 * saving).
 */
export const DATE_TEXTS = {
  /** The zone's name as readers know it. */
  timeZoneName: 'hora de Colombia',
  /** A formatted date and time followed by its zone: "11/23/2026 14:05 (hora de Colombia)". */
  withTimeZone: (formatted: string) => `${formatted} (hora de Colombia)`,
} as const;
