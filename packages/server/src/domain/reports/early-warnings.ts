/**
 * Early warnings per entity (docs/decisions/0018-dashboards-and-entity-alerts.md): is an
 * entity's number of complaints in a window far above what its own history predicts, once the
 * whole system's volume in that window is taken into account?
 *
 * The baseline is the entity's share of all complaints over the previous windows, p0 = b / B
 * (b: the entity's complaints, B: everyone's). In the current window, with N complaints in the
 * whole system, the entity is expected to receive λ = p0 · N (its own size and the market's
 * seasonality both cancel out: a big bank has a big share, a busy month a big N). The observed
 * count k is tested against a Poisson(λ) with the one-sided tail P(X ≥ k); a warning needs that
 * tail below {@link SIGNIFICANCE} and at least {@link MIN_COMPLAINTS} complaints, so tiny
 * entities do not alert on two complaints. An entity with no history (b = 0) has no baseline and
 * is never flagged.
 */

/** One-sided significance level of the test (about 3.1 standard deviations). */
export const SIGNIFICANCE = 0.001;

/** Fewest complaints in the window for a warning. */
export const MIN_COMPLAINTS = 5;

/** What the test needs about one entity and the whole system. */
export interface WarningInput {
  /** The entity's complaints in the baseline windows. */
  baseline: number;
  /** Everyone's complaints in the baseline windows. */
  baselineTotal: number;
  /** The entity's complaints in the current window. */
  current: number;
  /** Everyone's complaints in the current window. */
  currentTotal: number;
}

/** The test's outcome. */
export interface WarningResult {
  /** Complaints the baseline predicts for the current window (λ). */
  expected: number;
  /** Observed over expected (null without a baseline). */
  ratio: number | null;
  /** P(X ≥ k) under Poisson(λ) (1 without a baseline). */
  pValue: number;
  warning: boolean;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7; ~15 significant digits). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i += 1) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/**
 * P(X ≥ k) for X ~ Poisson(λ): 1 − P(X ≤ k − 1), summed in log space from the mode down so it
 * neither overflows nor loses the tiny tails that matter here.
 */
export function poissonUpperTail(k: number, lambda: number): number {
  if (k <= 0) return 1;
  if (lambda <= 0) return 0;
  // Sum the upper tail directly: terms k, k+1, … until they stop mattering.
  const logTerm = (i: number) => -lambda + i * Math.log(lambda) - logGamma(i + 1);
  const first = logTerm(k);
  let sum = 0;
  for (let i = k; i < k + 10_000; i += 1) {
    const term = Math.exp(logTerm(i) - first);
    sum += term;
    if (i > lambda && term < 1e-16 * sum) break;
  }
  return Math.min(1, Math.exp(first) * sum);
}

/** Runs the test on one entity. */
export function earlyWarning(input: WarningInput): WarningResult {
  if (input.baseline <= 0 || input.baselineTotal <= 0) {
    return { expected: 0, ratio: null, pValue: 1, warning: false };
  }
  const expected = (input.baseline / input.baselineTotal) * input.currentTotal;
  const pValue = poissonUpperTail(input.current, expected);
  return {
    expected,
    ratio: expected > 0 ? input.current / expected : null,
    pValue,
    warning: input.current >= MIN_COMPLAINTS && pValue < SIGNIFICANCE,
  };
}
