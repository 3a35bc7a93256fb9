import { describe, expect, it } from 'vitest';
import { cuantiaOf, smmlvTimes } from './cuantia.js';

describe('cuantía (CGP art. 25) at its edges', () => {
  const smmlv2024 = 1_300_000;
  const smmlv2025 = 1_423_500;
  it.each([
    [0, smmlv2024, 'minima'],
    [40 * smmlv2024, smmlv2024, 'minima'],
    [40 * smmlv2024 + 1, smmlv2024, 'menor'],
    [150 * smmlv2024, smmlv2024, 'menor'],
    [150 * smmlv2024 + 1, smmlv2024, 'mayor'],
    [40 * smmlv2025, smmlv2025, 'minima'],
    [40 * smmlv2025 + 1, smmlv2025, 'menor'],
    [150 * smmlv2025, smmlv2025, 'menor'],
    [150 * smmlv2025 + 1, smmlv2025, 'mayor'],
    // 52.000.000 is 40 SMMLV of 2024 (mínima) but 36,5 of 2025: the filing year decides.
    [52_000_001, smmlv2024, 'menor'],
    [52_000_001, smmlv2025, 'minima'],
  ] as const)('%i pesos with SMMLV %i is %s', (amount, smmlv, expected) => {
    expect(cuantiaOf(amount, smmlv)).toBe(expected);
  });

  it('refuses amounts and wages that are not whole pesos', () => {
    expect(() => cuantiaOf(-1, smmlv2024)).toThrow(RangeError);
    expect(() => cuantiaOf(10.5, smmlv2024)).toThrow(RangeError);
    expect(() => cuantiaOf(10, 0)).toThrow(RangeError);
  });

  it('shows the amount in SMMLV with two decimals, never rounding up past an edge', () => {
    expect(smmlvTimes(40 * smmlv2024 - 1, smmlv2024)).toBe('39,99');
    expect(smmlvTimes(40 * smmlv2024, smmlv2024)).toBe('40,00');
  });
});
