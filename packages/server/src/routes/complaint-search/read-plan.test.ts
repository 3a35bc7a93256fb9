import { describe, expect, it } from 'vitest';
import { firstRead, nextRead, readNewestMatches, type SearchRead } from './read-plan.js';

const MILLION = 1_000_000;
/** The bound of a recent text index over the newest 100,000 complaints of a million. */
const RECENT = MILLION - 100_000;

describe('how a search reads its newest matches', () => {
  it('reads the newest window first, or the text index when the window is every complaint', () => {
    expect(firstRead(MILLION, 5_000)).toEqual({ after: MILLION - 5_000, via: 'order' });
    expect(firstRead(4_000, 5_000)).toBe('index');
    expect(firstRead(0, 5_000)).toBe('index');
  });

  it('turns to the text index for a word the window did not have', () => {
    expect(nextRead(0, 5_000, MILLION, 201)).toBe('index');
    expect(nextRead(0, 5_000, MILLION, 201, RECENT)).toBe('index');
  });

  it('turns to the text index when its matches are fewer than the rows read back to find them', () => {
    // 10 in 5,000: 100,500 rows back against 2,000 matches.
    expect(nextRead(10, 5_000, MILLION, 201)).toBe('index');
  });

  it('turns to the recent text index when at the share seen it holds the matches needed', () => {
    // 15 in 5,000 (0.3 %, "juan perez"): 67,000 rows back against 300 recent matches.
    expect(nextRead(15, 5_000, MILLION, 201, RECENT)).toEqual({ after: RECENT, via: 'recent' });
    // 6 in 5,000: it should hold 120, over half the 201; 5 in 5,000 (0.1 %): only 100.
    expect(nextRead(6, 5_000, MILLION, 201, RECENT)).toEqual({ after: RECENT, via: 'recent' });
    expect(nextRead(5, 5_000, MILLION, 201, RECENT)).toBe('index');
    // An index over fewer complaints than the window read is of no use.
    expect(nextRead(15, 5_000, MILLION, 201, MILLION - 4_000)).toBe('index');
  });

  it('reads further back when that costs fewer rows, up to four times what the share needs', () => {
    // 150 in 5,000 (3 %): 6,700 rows back against 30,000 matches.
    expect(nextRead(150, 5_000, MILLION, 201)).toEqual({ after: MILLION - 26_800, via: 'order' });
    // 1,000 in 5,000 (20 % of the newest, too few for 2,001 needed): 10,005 rows back against the
    // recent index's 20,000 matches.
    expect(nextRead(1_000, 5_000, MILLION, 2_001, RECENT)).toEqual({ after: MILLION - 40_020, via: 'order' });
    // Four times the rows back reach the first complaint: every complaint (half of a small
    // window's were matches).
    expect(nextRead(2, 4, 10, 2)).toEqual({ after: 0, via: 'order' });
  });

  /** A reader over `ids` (the matching complaints' ids), recording its reads. */
  function reader(ids: number[], needed: number) {
    const reads: SearchRead[] = [];
    const read = async (through: SearchRead) => {
      reads.push(through);
      const after = through === 'index' ? null : through.after;
      const hits = ids.filter((id) => after === null || id > after).sort((a, b) => b - a);
      return [{ matches: Math.min(hits.length, needed), newest: hits.slice(0, needed) }];
    };
    return { reads, read };
  }
  const window = { after: MILLION - 5_000, via: 'order' };

  it('answers from the window when it holds enough matches', async () => {
    const ids = Array.from({ length: 1_000 }, (_, i) => MILLION - i * 10);
    const { reads, read } = reader(ids, 201);
    const rows = await readNewestMatches(read, MILLION, 5_000, 201, RECENT);
    expect(reads).toEqual([window]);
    expect(rows[0]!.newest).toEqual(ids.slice(0, 201));
  });

  it('finds old matches of a rare word through the text index', async () => {
    const ids = [12, 500_000, 990_001];
    const { reads, read } = reader(ids, 201);
    const rows = await readNewestMatches(read, MILLION, 5_000, 201, RECENT);
    expect(reads).toEqual([window, 'index']);
    expect(rows[0]).toEqual({ matches: 3, newest: [990_001, 500_000, 12] });
  });

  it('reads further back for a word the window had at 3 %, then the index if older complaints lack it', async () => {
    const recent = Array.from({ length: 150 }, (_, i) => MILLION - i * 33);
    const everyOld = Array.from({ length: 100 }, (_, i) => MILLION - 6_000 - i * 60);
    const { reads, read } = reader([...recent, ...everyOld], 201);
    const rows = await readNewestMatches(read, MILLION, 5_000, 201);
    expect(reads).toEqual([window, { after: MILLION - 26_800, via: 'order' }]);
    expect(rows[0]!.newest).toEqual([...recent, ...everyOld].slice(0, 201));

    const scarceOld = reader([...recent, 5], 201);
    const all = await readNewestMatches(scarceOld.read, MILLION, 5_000, 201);
    expect(scarceOld.reads).toEqual([window, { after: MILLION - 26_800, via: 'order' }, 'index']);
    expect(all[0]).toEqual({ matches: 151, newest: [...recent, 5] });
  });

  it('answers words seldom together from the recent text index, and from the whole one when it holds too few', async () => {
    // One complaint in 300 has both words, evenly: the recent index holds 333 of them.
    const even = Array.from({ length: 3_333 }, (_, i) => MILLION - i * 300);
    const { reads, read } = reader(even, 201);
    const rows = await readNewestMatches(read, MILLION, 5_000, 201, RECENT);
    expect(reads).toEqual([window, { after: RECENT, via: 'recent' }]);
    expect(rows[0]!.newest).toEqual(even.slice(0, 201));

    // The same share among the newest 5,000, then none until much older complaints.
    const gap = [...even.slice(0, 17), ...even.slice(2_000)];
    const older = reader(gap, 201);
    const all = await readNewestMatches(older.read, MILLION, 5_000, 201, RECENT);
    expect(older.reads).toEqual([window, { after: RECENT, via: 'recent' }, 'index']);
    expect(all[0]!.newest).toEqual(gap.slice(0, 201));
  });
});
