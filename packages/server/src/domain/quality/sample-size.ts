/**
 * Sample size and allocation of a complaint sample (docs/decisions/0015-samples-duplicates-productivity.md).
 *
 * Finite-population size for estimating a proportion:
 *
 *     n0 = z² · p · (1 − p) / e²                  (infinite population)
 *     n  = N · z² · p(1 − p) / ((N − 1) · e² + z² · p(1 − p))   (finite population N)
 *
 * with z the two-sided standard normal quantile of the confidence level (1.96 for 95 %), p the
 * expected proportion (0.5: the most conservative) and e the margin of error. n is rounded up
 * (never down: a smaller sample would not reach the margin) and is at most N.
 */

/** The expected proportion every sample uses (the most conservative value). */
export const DEFAULT_PROPORTION = 0.5;

/** Limits of the analyst's choices. */
export const CONFIDENCE_RANGE = { min: 0.8, max: 0.999 } as const;
export const MARGIN_RANGE = { min: 0.005, max: 0.2 } as const;

/**
 * The standard normal quantile Φ⁻¹(q), by Acklam's rational approximation (relative error below
 * 1.15e-9 over (0, 1)), enough for z to four decimals.
 */
export function normalQuantile(q: number): number {
  if (!(q > 0 && q < 1)) throw new RangeError(`quantile outside (0, 1): ${q}`);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (q < low) {
    const r = Math.sqrt(-2 * Math.log(q));
    return (
      (((((c[0]! * r + c[1]!) * r + c[2]!) * r + c[3]!) * r + c[4]!) * r + c[5]!) /
      ((((d[0]! * r + d[1]!) * r + d[2]!) * r + d[3]!) * r + 1)
    );
  }
  if (q > 1 - low) return -normalQuantile(1 - q);
  const r = q - 0.5;
  const s = r * r;
  return (
    ((((((a[0]! * s + a[1]!) * s + a[2]!) * s + a[3]!) * s + a[4]!) * s + a[5]!) * r) /
    (((((b[0]! * s + b[1]!) * s + b[2]!) * s + b[3]!) * s + b[4]!) * s + 1)
  );
}

/** The two-sided z of a confidence level (0.95 → 1.9600), rounded to 4 decimals as tables print it. */
export function zForConfidence(confidence: number): number {
  return Math.round(normalQuantile(1 - (1 - confidence) / 2) * 10_000) / 10_000;
}

/** The parameters of {@link sampleSize}. */
export interface SizeParameters {
  /** Population size N (closed complaints in scope). */
  population: number;
  /** Confidence level, e.g. 0.95. */
  confidence: number;
  /** Margin of error e, e.g. 0.05. */
  margin: number;
  /** Expected proportion p (default 0.5). */
  proportion?: number;
}

/** The finite-population sample size (see the module comment), with the z used. */
export function sampleSize({
  population,
  confidence,
  margin,
  proportion = DEFAULT_PROPORTION,
}: SizeParameters): {
  z: number;
  size: number;
} {
  const z = zForConfidence(confidence);
  if (population <= 0) return { z, size: 0 };
  const pq = z * z * proportion * (1 - proportion);
  const exact = (population * pq) / ((population - 1) * margin * margin + pq);
  // Round away float noise (277.99999999 is 278) before rounding up.
  const size = Math.ceil(Math.round(exact * 1e9) / 1e9);
  return { z, size: Math.min(population, size) };
}

/** One stratum's population and the part of the sample it gets. */
export interface Allocation {
  stratum: string;
  population: number;
  size: number;
}

/**
 * Proportional allocation of `size` among strata: n_h = n · N_h / N, rounded by the largest
 * remainder so the parts add up to n (ties go to the larger stratum, then the stratum key, so the
 * result does not depend on input order). A part never exceeds its stratum's population.
 */
export function allocateProportionally(
  strata: ReadonlyArray<{ stratum: string; population: number }>,
  size: number,
): Allocation[] {
  const total = strata.reduce((sum, s) => sum + s.population, 0);
  if (total === 0 || size <= 0) return strata.map((s) => ({ ...s, size: 0 }));
  const target = Math.min(size, total);
  const parts = strata.map((s) => {
    const exact = (target * s.population) / total;
    const base = Math.floor(exact + 1e-9);
    return { ...s, size: base, remainder: exact - base };
  });
  let left = target - parts.reduce((sum, p) => sum + p.size, 0);
  const order = [...parts].sort(
    (x, y) =>
      y.remainder - x.remainder ||
      y.population - x.population ||
      (x.stratum < y.stratum ? -1 : x.stratum > y.stratum ? 1 : 0),
  );
  for (const part of order) {
    if (left === 0) break;
    if (part.size < part.population) {
      part.size += 1;
      left -= 1;
    }
  }
  return parts.map(({ stratum, population, size: n }) => ({ stratum, population, size: n }));
}
