import { describe, expect, it } from 'vitest';
import {
  countHidden,
  percent,
  protectBreakdown,
  protectSplits,
  splitHidden,
  UNDER_MIN,
  WITHHELD,
} from './suppression.js';

describe('disclosure control of the public statistics', () => {
  it.each([
    [0, UNDER_MIN],
    [9, UNDER_MIN],
    [10, null],
    [250, null],
  ])('a count of %i shows as %s', (n, hidden) => expect(countHidden(n)).toBe(hidden));

  it.each([
    // part, whole, hidden: both cells must hold 10 or more, or the share tells each consumer's outcome.
    [12, 12, UNDER_MIN],
    [0, 40, UNDER_MIN],
    [9, 40, UNDER_MIN],
    [31, 40, UNDER_MIN],
    [10, 20, null],
    [30, 40, null],
    [5, 8, UNDER_MIN],
  ])('a share of %i of %i: %s', (part, whole, hidden) => expect(splitHidden({ part, whole })).toBe(hidden));

  it.each([
    // values, shown total: which cells are hidden afterwards.
    [[50, 30, 4], true, [null, WITHHELD, UNDER_MIN]],
    [[50, 30, 4, 7], true, [null, null, UNDER_MIN, UNDER_MIN]],
    [[50, 30, 12], true, [null, null, null]],
    [[50, 30, 4], false, [null, null, UNDER_MIN]],
    [[3], true, [UNDER_MIN]],
  ] as [number[], boolean, (string | null)[]][])(
    'breakdown %j (total shown: %s) hides %j: the hidden cells add up to 0 or at least 10',
    (values, totalShown, expected) => {
      expect(protectBreakdown(values, values.map(countHidden), totalShown)).toEqual(expected);
    },
  );

  it('protects both cells of the splits across a breakdown: the late answers of the shown rows do not give the hidden one', () => {
    // On time / answered per row; the third row's late answers (3) are too few.
    const splits = [
      { part: 40, whole: 60 },
      { part: 30, whole: 45 },
      { part: 20, whole: 23 },
    ];
    expect(protectSplits(splits, [null, null, null], true)).toEqual([null, WITHHELD, UNDER_MIN]);
  });

  it('rounds shares to one decimal', () => {
    expect(percent({ part: 1, whole: 3 })).toBe(33.3);
    expect(percent({ part: 2, whole: 3 })).toBe(66.7);
  });
});
