import { describe, expect, it } from 'vitest';
import { addBogotaMonths, parseBogotaLocal, toBogotaLocal } from './dates.js';

describe('addBogotaMonths (the fraud report’s two months)', () => {
  it.each([
    ['2026-01-10T09:00:00', '2026-03-10T09:00:00'],
    ['2025-12-31T23:30:00', '2026-02-28T23:30:00'],
    ['2027-12-31T08:00:00', '2028-02-29T08:00:00'],
    ['2026-11-30T00:00:00', '2027-01-30T00:00:00'],
    // 21:00 in Bogotá is already the next day in UTC: the Bogotá day counts.
    ['2026-01-31T21:00:00', '2026-03-31T21:00:00'],
  ])('%s + 2 months = %s', (from, expected) => {
    expect(toBogotaLocal(addBogotaMonths(parseBogotaLocal(from)!, 2))).toBe(expected);
  });
});
