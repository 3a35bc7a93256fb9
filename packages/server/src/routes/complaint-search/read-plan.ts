/**
 * How a complaint search finds its newest matches (ADR 0028). It first reads the newest
 * complaints in filing order (the primary key backwards), a window of `SEARCH_RECENT_WINDOW`; a
 * common word has all it needs there. When the window holds too few, the share of matches it saw
 * says which of two reads costs fewer rows: further back in filing order (about `needed / share`
 * rows), or every match through the text index, sorted (about `share × complaints` rows). The
 * planner cannot make this choice: it does not know how many complaints have a word it has no
 * statistics for, and read every complaint backwards to find none of "hipoteca" (0.5 s at
 * 1,000,000). When older complaints have the words as often as the newest, the read taken costs
 * at most about √(needed × complaints) rows (14,000 at 1,000,000); reading back stops at four
 * times what it expects, and then the text index answers.
 */

/** Where the next read starts: complaints with an id above `after`, in filing order; or `'index'`. */
export type SearchRead = { after: number } | 'index';

/** The first read: the newest `window` complaints, or the text index if that is every complaint. */
export function firstRead(newestId: number, window: number): SearchRead {
  return newestId > window ? { after: newestId - window } : 'index';
}

/**
 * The read after one that found `found` matches among the `read` newest complaints, fewer than
 * `needed`: further back in filing order, when at that share it costs fewer rows than the text
 * index's matches, up to four times the rows that share needs (a word may be rarer in older
 * complaints); else the text index. `{ after: 0 }` reads every complaint.
 */
export function nextRead(found: number, read: number, newestId: number, needed: number): SearchRead {
  if (found === 0 || read <= 0) return 'index';
  const share = found / read;
  const rowsBack = needed / share;
  const indexRows = share * newestId;
  if (rowsBack >= indexRows) return 'index';
  return { after: Math.max(0, Math.floor(newestId - 4 * rowsBack)) };
}

/**
 * The rows of the read that has the newest `needed` matches (or all of them): `readAfter(id)`
 * reads the complaints with an id above `id` in filing order, `readAfter(null)` the text index;
 * each answers rows that carry the number of matches it found (`matches`, at most `needed`).
 */
export async function readNewestMatches<Row extends { matches: number }>(
  readAfter: (after: number | null) => Promise<Row[]>,
  newestId: number,
  window: number,
  needed: number,
): Promise<Row[]> {
  const matches = (rows: Row[]) => Number(rows[0]?.matches ?? 0);
  const first = firstRead(newestId, window);
  if (first === 'index') return readAfter(null);
  const newest = await readAfter(first.after);
  if (matches(newest) >= needed) return newest;
  const next = nextRead(matches(newest), newestId - first.after, newestId, needed);
  if (next === 'index') return readAfter(null);
  const further = await readAfter(next.after);
  // Every complaint read, or enough matches found.
  if (next.after === 0 || matches(further) >= needed) return further;
  return readAfter(null);
}
