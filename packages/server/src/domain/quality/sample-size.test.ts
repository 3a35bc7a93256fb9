import { describe, expect, it } from 'vitest';
import { allocateProportionally, sampleSize, zForConfidence } from './sample-size.js';

describe('zForConfidence', () => {
  it.each([
    [0.9, 1.6449],
    [0.95, 1.96],
    [0.99, 2.5758],
  ])('%s → %s', (confidence, z) => {
    expect(zForConfidence(confidence)).toBe(z);
  });
});

describe('sampleSize (finite population, p = 0.5)', () => {
  // Worked by hand: n = N·z²·p(1−p) / ((N−1)·e² + z²·p(1−p)), z = 1.96 → z²·0.25 = 0.9604.
  it.each([
    // N, confidence, margin, n (exact value before rounding up)
    [100, 0.95, 0.05, 80], // 96.04 / (0.2475 + 0.9604) = 79.51
    [500, 0.95, 0.05, 218], // 480.2 / (1.2475 + 0.9604) = 217.49
    [1000, 0.95, 0.05, 278], // 960.4 / (2.4975 + 0.9604) = 277.74
    [10_000, 0.95, 0.05, 370], // 9604 / (24.9975 + 0.9604) = 369.99
    [100_000, 0.95, 0.05, 383], // 96040 / (249.9975 + 0.9604) = 382.69
    [1000, 0.99, 0.05, 400], // z = 2.5758: 1658.6936 / (2.4975 + 1.6587) = 399.09
    [1000, 0.9, 0.05, 214], // z = 1.6449: 676.4 / (2.4975 + 0.6764) = 213.06
    [1000, 0.95, 0.03, 517], // 960.4 / (0.8991 + 0.9604) = 516.48
  ])('N = %i at %s / %s → %i', (population, confidence, margin, n) => {
    expect(sampleSize({ population, confidence, margin }).size).toBe(n);
  });

  it('never exceeds the population and is 0 for an empty one', () => {
    expect(sampleSize({ population: 3, confidence: 0.99, margin: 0.01 }).size).toBe(3);
    expect(sampleSize({ population: 0, confidence: 0.95, margin: 0.05 }).size).toBe(0);
  });

  it('tends to z²·p(1−p)/e² = 384.16 for a very large population', () => {
    expect(sampleSize({ population: 50_000_000, confidence: 0.95, margin: 0.05 }).size).toBe(385);
  });
});

describe('allocateProportionally', () => {
  it('splits in proportion to each stratum and adds up to n (largest remainder)', () => {
    const parts = allocateProportionally(
      [
        { stratum: 'a', population: 500 },
        { stratum: 'b', population: 300 },
        { stratum: 'c', population: 200 },
      ],
      278,
    );
    // Exact shares 139, 83.4, 55.6: c has the largest remainder and gets the leftover unit.
    expect(parts).toEqual([
      { stratum: 'a', population: 500, size: 139 },
      { stratum: 'b', population: 300, size: 83 },
      { stratum: 'c', population: 200, size: 56 },
    ]);
  });

  it('gives the same result whatever the order of the strata', () => {
    const strata = [
      { stratum: 'x', population: 1 },
      { stratum: 'y', population: 1 },
      { stratum: 'z', population: 1 },
    ];
    const sizes = (list: typeof strata) =>
      Object.fromEntries(allocateProportionally(list, 2).map((p) => [p.stratum, p.size]));
    expect(sizes(strata)).toEqual(sizes([...strata].reverse()));
    expect(Object.values(sizes(strata)).reduce((a, b) => a + b)).toBe(2);
  });

  it('never gives a stratum more than its population', () => {
    const parts = allocateProportionally(
      [
        { stratum: 'small', population: 1 },
        { stratum: 'big', population: 9 },
      ],
      10,
    );
    expect(parts.map((p) => p.size)).toEqual([1, 9]);
  });
});
