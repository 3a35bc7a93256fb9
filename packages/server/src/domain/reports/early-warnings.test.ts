import { describe, expect, it } from 'vitest';
import { earlyWarning, MIN_COMPLAINTS, poissonUpperTail, SIGNIFICANCE } from './early-warnings.js';

describe('Poisson upper tail P(X ≥ k)', () => {
  it.each([
    // Reference values: 1 − Σ_{i<k} e^−λ λ^i / i!, computed exactly with Python's fractions-free floats.
    [0, 3, 1],
    [1, 3, 1 - Math.exp(-3)],
    [3, 3, 0.5768099188731565],
    [10, 3, 0.0011024881301154],
    [25, 10, 0.000046949381426686],
  ])('k = %i, λ = %f', (k, lambda, expected) => {
    expect(poissonUpperTail(k, lambda)).toBeCloseTo(expected, 10);
  });

  it('stays finite and tiny far in the tail, and is 0 for λ = 0', () => {
    const p = poissonUpperTail(400, 100);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1e-60);
    expect(poissonUpperTail(1, 0)).toBe(0);
  });
});

describe('early warning of an entity against its own share of complaints', () => {
  it('does not warn when an entity grows with the whole system (a busy month)', () => {
    // 10 % of the baseline; the market doubles, so does the entity.
    const result = earlyWarning({ baseline: 1000, baselineTotal: 10_000, current: 200, currentTotal: 2000 });
    expect(result.expected).toBeCloseTo(200, 6);
    expect(result.warning).toBe(false);
  });

  it('warns when a big entity rises far above its share', () => {
    const result = earlyWarning({ baseline: 1000, baselineTotal: 10_000, current: 160, currentTotal: 1000 });
    expect(result.ratio).toBeCloseTo(1.6, 6);
    expect(result.pValue).toBeLessThan(SIGNIFICANCE);
    expect(result.warning).toBe(true);
  });

  it('normalises by size: the same rise is noise for a small entity', () => {
    // A small entity: 1 % share, expected 1 complaint, observes 3 (3×, but p ≈ 0.08).
    const small = earlyWarning({ baseline: 100, baselineTotal: 10_000, current: 3, currentTotal: 100 });
    expect(small.ratio).toBeCloseTo(3, 6);
    expect(small.warning).toBe(false);
  });

  it(`needs at least ${MIN_COMPLAINTS} complaints and a history`, () => {
    expect(
      earlyWarning({ baseline: 1, baselineTotal: 100_000, current: 4, currentTotal: 1000 }).warning,
    ).toBe(false);
    expect(earlyWarning({ baseline: 0, baselineTotal: 1000, current: 50, currentTotal: 100 })).toEqual({
      expected: 0,
      ratio: null,
      pValue: 1,
      warning: false,
    });
  });
});
