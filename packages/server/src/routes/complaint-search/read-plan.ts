/**
 * How a complaint search finds its newest matches (ADRs 0028, 0060). It first reads the newest
 * complaints in filing order (the primary key backwards), a window of `SEARCH_RECENT_WINDOW`; a
 * common word has all it needs there. When the window holds too few, the share of matches it saw
 * says which read costs fewer rows:
 * - further back in filing order (about `needed / share` rows);
 * - the recent text index (ADR 0060), which holds only the complaints above its bound (about
 *   `share × complaints above it` matches), when at that share it should hold at least half the
 *   `needed` (the whole text index answers when it holds too few);
 * - every match through the whole text index, sorted (about `share × complaints`).
 * The planner cannot make this choice: it does not know how many complaints have a word it has no
 * statistics for, and read every complaint backwards to find none of "hipoteca" (0.5 s at
 * 1,000,000). When older complaints have the words as often as the newest, the read taken costs
 * at most about √(needed × complaints) rows (14,000 at 1,000,000); reading back stops at four
 * times what it expects, and a recent read that found too few, and then the whole text index
 * answers.
 */

/**
 * Where the next read looks: the matches above `after`, found by reading complaints in filing
 * order (`order`) or through the recent text index whose bound `after` is (`recent`); or every
 * match through the whole text index (`'index'`).
 */
export type SearchRead = { after: number; via: 'order' | 'recent' } | 'index';

/** The first read: the newest `window` complaints, or the text index if that is every complaint. */
export function firstRead(newestId: number, window: number): SearchRead {
  return newestId > window ? { after: newestId - window, via: 'order' } : 'index';
}

/**
 * The read after one that found `found` matches among the `read` newest complaints, fewer than
 * `needed`; `recentAfter` is the bound of the recent text index (`null`: there is none). Further
 * back in filing order, when at that share it costs fewer rows than the others, up to four times
 * the rows that share needs (a word may be rarer in older complaints); the recent text index,
 * when at that share it holds at least half the `needed` matches and they are fewer than the rows
 * back; else the whole text index. `{ after: 0 }` in order reads every complaint.
 */
export function nextRead(
  found: number,
  read: number,
  newestId: number,
  needed: number,
  recentAfter: number | null = null,
): SearchRead {
  if (found === 0 || read <= 0) return 'index';
  const share = found / read;
  const rowsBack = needed / share;
  const recentRows =
    recentAfter !== null && recentAfter < newestId - read ? share * (newestId - recentAfter) : 0;
  // The share of a few dozen matches is a rough guess, and a recent read that falls short costs
  // little next to the whole index's: tried when it should hold half of what is needed.
  const recentLikely = recentRows * 2 >= needed;
  const indexRows = recentLikely ? recentRows : share * newestId;
  if (rowsBack >= indexRows) return recentLikely ? { after: recentAfter!, via: 'recent' } : 'index';
  return { after: Math.max(0, Math.floor(newestId - 4 * rowsBack)), via: 'order' };
}

/**
 * The rows of the read that has the newest `needed` matches (or all of them): `readThrough(read)`
 * answers rows that carry the number of matches it found (`matches`, at most `needed`).
 */
export async function readNewestMatches<Row extends { matches: number }>(
  readThrough: (read: SearchRead) => Promise<Row[]>,
  newestId: number,
  window: number,
  needed: number,
  recentAfter: number | null = null,
): Promise<Row[]> {
  const matches = (rows: Row[]) => Number(rows[0]?.matches ?? 0);
  const first = firstRead(newestId, window);
  if (first === 'index') return readThrough('index');
  const newest = await readThrough(first);
  if (matches(newest) >= needed) return newest;
  const next = nextRead(matches(newest), newestId - first.after, newestId, needed, recentAfter);
  if (next === 'index') return readThrough('index');
  const further = await readThrough(next);
  // Every complaint read, or enough matches found.
  if (next.after === 0 || matches(further) >= needed) return further;
  return readThrough('index');
}
