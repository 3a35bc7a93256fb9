/**
 * Statistical disclosure control of the public statistics (ADR 0043). Every published count is of
 * at least {@link MIN_CELL} complaints; a smaller one shows as {@link UNDER_MIN}. A share is a
 * split of a count into two cells (on time / late, favourable / not, escalated / not): it is
 * published only when both cells are of at least {@link MIN_CELL} (a 100 % of 12 would tell each
 * of the 12 consumers' outcome). Within a breakdown whose total is published, hidden cells must
 * add up to 0 or at least {@link MIN_CELL}, or the total minus the shown rows would give a small
 * cell back: the smallest shown cell is then hidden too ({@link WITHHELD}).
 */

/** Smallest number of complaints a published cell may hold. */
export const MIN_CELL = 10;

/** What a count under {@link MIN_CELL} shows. */
export const UNDER_MIN = 'menos de 10';

/** What a cell of {@link MIN_CELL} or more hidden to protect a small one shows. */
export const WITHHELD = 'reservado';

/** Why a figure is not shown: too small, or hidden to protect a small one. */
export type Hidden = typeof UNDER_MIN | typeof WITHHELD;

/** A published figure: a number, the reason it is hidden, or null (nothing to compute: no size, none answered). */
export type Figure = number | Hidden | null;

/** A split of `whole` complaints in `part` and `whole - part`. */
export interface Split {
  part: number;
  whole: number;
}

/**
 * Which cells of a breakdown stay hidden: `primary[i]` hides cell i (it is small, or its row is
 * hidden); then, when the breakdown's total is shown (`totalShown`), the smallest shown cells are
 * hidden while the hidden ones add up to between 1 and {@link MIN_CELL} − 1. Returns, per cell,
 * null (shown), or why it is hidden.
 */
export function protectBreakdown(
  values: readonly number[],
  primary: readonly (Hidden | null)[],
  totalShown: boolean,
): (Hidden | null)[] {
  const hidden = [...primary];
  if (!totalShown) return hidden;
  for (;;) {
    const sum = values.reduce((s, v, i) => s + (hidden[i] !== null ? v : 0), 0);
    if (sum === 0 || sum >= MIN_CELL) return hidden;
    let next = -1;
    values.forEach((v, i) => {
      if (hidden[i] === null && v > 0 && (next === -1 || v < values[next]!)) next = i;
    });
    if (next === -1) return hidden;
    hidden[next] = WITHHELD;
  }
}

/** Why a count is hidden on its own (null: it may be shown). */
export function countHidden(n: number): Hidden | null {
  return n < MIN_CELL ? UNDER_MIN : null;
}

/** Why a split is hidden on its own: either of its two cells is small (null: it may be shown). */
export function splitHidden({ part, whole }: Split): Hidden | null {
  if (whole < MIN_CELL) return UNDER_MIN;
  return part < MIN_CELL || whole - part < MIN_CELL ? UNDER_MIN : null;
}

/**
 * Hides the splits of a breakdown: each row's own rule, its row hidden, then both of its cells
 * protected across the breakdown ({@link protectBreakdown}) when the total's split is shown.
 */
export function protectSplits(
  splits: readonly Split[],
  rowHidden: readonly (Hidden | null)[],
  totalShown: boolean,
): (Hidden | null)[] {
  const primary = splits.map((s, i) => rowHidden[i] ?? splitHidden(s));
  const byPart = protectBreakdown(
    splits.map((s) => s.part),
    primary,
    totalShown,
  );
  return protectBreakdown(
    splits.map((s) => s.whole - s.part),
    byPart,
    totalShown,
  );
}

/** A percentage with one decimal. */
export function percent({ part, whole }: Split): number {
  return Math.round((1000 * part) / whole) / 10;
}
