import { describe, expect, it } from 'vitest';
import { firstRead, nextRead, readNewestMatches } from './read-plan.js';

const MILLION = 1_000_000;

describe('how a search reads its newest matches', () => {
  it('reads the newest window first, or the text index when the window is every complaint', () => {
    expect(firstRead(MILLION, 5_000)).toEqual({ after: MILLION - 5_000 });
    expect(firstRead(4_000, 5_000)).toBe('index');
    expect(firstRead(0, 5_000)).toBe('index');
  });

  it('turns to the text index for a word the window did not have', () => {
    expect(nextRead(0, 5_000, MILLION, 201)).toBe('index');
  });

  it('turns to the text index when its matches are fewer than the rows read back to find them', () => {
    // 10 in 5,000: 100,500 rows back against 2,000 matches.
    expect(nextRead(10, 5_000, MILLION, 201)).toBe('index');
  });

  it('reads further back when that costs fewer rows, up to four times what the share needs', () => {
    // 150 in 5,000 (3 %): 6,700 rows back against 30,000 matches.
    expect(nextRead(150, 5_000, MILLION, 201)).toEqual({ after: MILLION - 26_800 });
    // Four times the rows back reach the first complaint: every complaint (half of a small
    // window's were matches).
    expect(nextRead(2, 4, 10, 2)).toEqual({ after: 0 });
  });

  /** A reader over `ids` (the matching complaints' ids), counting its reads. */
  function reader(ids: number[], needed: number) {
    const reads: (number | null)[] = [];
    const read = async (after: number | null) => {
      reads.push(after);
      const hits = ids.filter((id) => after === null || id > after).sort((a, b) => b - a);
      return [{ matches: Math.min(hits.length, needed), newest: hits.slice(0, needed) }];
    };
    return { reads, read };
  }

  it('answers from the window when it holds enough matches', async () => {
    const ids = Array.from({ length: 1_000 }, (_, i) => MILLION - i * 10);
    const { reads, read } = reader(ids, 201);
    const rows = await readNewestMatches(read, MILLION, 5_000, 201);
    expect(reads).toEqual([MILLION - 5_000]);
    expect(rows[0]!.newest).toEqual(ids.slice(0, 201));
  });

  it('finds old matches of a rare word through the text index', async () => {
    const ids = [12, 500_000, 990_001];
    const { reads, read } = reader(ids, 201);
    const rows = await readNewestMatches(read, MILLION, 5_000, 201);
    expect(reads).toEqual([MILLION - 5_000, null]);
    expect(rows[0]).toEqual({ matches: 3, newest: [990_001, 500_000, 12] });
  });

  it('reads further back for a word the window had at 3 %, then the index if older complaints lack it', async () => {
    const recent = Array.from({ length: 150 }, (_, i) => MILLION - i * 33);
    const everyOld = Array.from({ length: 100 }, (_, i) => MILLION - 6_000 - i * 60);
    const { reads, read } = reader([...recent, ...everyOld], 201);
    const rows = await readNewestMatches(read, MILLION, 5_000, 201);
    expect(reads).toEqual([MILLION - 5_000, MILLION - 26_800]);
    expect(rows[0]!.newest).toEqual([...recent, ...everyOld].slice(0, 201));

    const scarceOld = reader([...recent, 5], 201);
    const all = await readNewestMatches(scarceOld.read, MILLION, 5_000, 201);
    expect(scarceOld.reads).toEqual([MILLION - 5_000, MILLION - 26_800, null]);
    expect(all[0]).toEqual({ matches: 151, newest: [...recent, 5] });
  });
});
