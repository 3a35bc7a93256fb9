import {
  EMPTY_TREE_HASH,
  leafHash,
  ledgerBytesToHex,
  ledgerHexToBytes,
  nodeHash,
  splitPoint,
} from '../../core.js';
import type { Db } from '../../db/driver.js';

/**
 * The RFC 9162 Merkle tree over the ledger, kept as its complete subtrees (ADR 0045): node
 * (level, idx) is the hash of leaves [idx·2^level, (idx+1)·2^level). Any range hash a proof needs
 * is the right fold of at most log2(n) such nodes, so a proof reads O(log n) rows in one query.
 */

/** Lock key of the tree builder (one builder at a time across nodes). */
const TREE_BUILD_LOCK = 0x5346_4354_5245; // "SFCTRE"

/** Leaves folded per batch while the tree is extended. */
const BUILD_BATCH = 5_000;

/** A complete subtree: leaves [idx·2^level, (idx+1)·2^level). */
export interface NodeRef {
  level: number;
  idx: number;
}

const nodeKey = (n: NodeRef) => `${n.level}:${n.idx}`;

/** The complete subtrees covering [lo, hi), left to right (largest aligned block first). */
export function rangeNodes(lo: number, hi: number): NodeRef[] {
  const out: NodeRef[] = [];
  let a = lo;
  while (a < hi) {
    let level = 0;
    while (a % 2 ** (level + 1) === 0 && a + 2 ** (level + 1) <= hi) level += 1;
    out.push({ level, idx: a / 2 ** level });
    a += 2 ** level;
  }
  return out;
}

/** Reads stored nodes (one query); throws when one is missing (the tree is not built that far). */
export async function readNodes(db: Db, refs: readonly NodeRef[]): Promise<Map<string, Uint8Array>> {
  const unique = new Map(refs.map((r) => [nodeKey(r), r]));
  const out = new Map<string, Uint8Array>();
  if (unique.size === 0) return out;
  const list = [...unique.values()];
  const { rows } = await db.query<{ level: number; idx: string | number; hash: string }>(
    `SELECT n.level, n.idx, encode(n.hash, 'hex') AS hash FROM ledger_nodes n
       JOIN unnest($1::smallint[], $2::bigint[]) AS w(level, idx) ON n.level = w.level AND n.idx = w.idx`,
    [list.map((r) => r.level), list.map((r) => r.idx)],
  );
  for (const r of rows) out.set(`${r.level}:${Number(r.idx)}`, ledgerHexToBytes(r.hash));
  for (const key of unique.keys()) if (!out.has(key)) throw new Error(`Ledger tree node ${key} is not built`);
  return out;
}

/** MTH(D[lo:hi]) from the complete subtrees in `nodes`. */
function rangeHash(nodes: Map<string, Uint8Array>, lo: number, hi: number): Uint8Array {
  if (hi <= lo) return EMPTY_TREE_HASH;
  const parts = rangeNodes(lo, hi).map((r) => nodes.get(nodeKey(r))!);
  let acc = parts[parts.length - 1]!;
  for (let i = parts.length - 2; i >= 0; i -= 1) acc = nodeHash(parts[i]!, acc);
  return acc;
}

/** The ranges (of D[0:n]) whose hashes form PATH(m, D[0:n]), RFC 9162 §2.1.3.1, leaf to root. */
export function inclusionRanges(m: number, n: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const walk = (lo: number, hi: number) => {
    if (hi - lo <= 1) return;
    const k = splitPoint(hi - lo);
    if (m - lo < k) {
      walk(lo, lo + k);
      out.push([lo + k, hi]);
    } else {
      walk(lo + k, hi);
      out.push([lo, lo + k]);
    }
  };
  walk(0, n);
  return out;
}

/** The ranges whose hashes form PROOF(m, D[0:n]), RFC 9162 §2.1.4.1 (0 < m ≤ n). */
export function consistencyRanges(m: number, n: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const sub = (mm: number, lo: number, hi: number, complete: boolean) => {
    if (mm === hi - lo) {
      if (!complete) out.push([lo, hi]);
      return;
    }
    const k = splitPoint(hi - lo);
    if (mm <= k) {
      sub(mm, lo, lo + k, complete);
      out.push([lo + k, hi]);
    } else {
      sub(mm - k, lo + k, hi, false);
      out.push([lo, lo + k]);
    }
  };
  if (m < n) sub(m, 0, n, true);
  return out;
}

/** The hashes of `ranges`, read from the stored nodes in one query. */
export async function rangeHashes(db: Db, ranges: ReadonlyArray<[number, number]>): Promise<Uint8Array[]> {
  const nodes = await readNodes(
    db,
    ranges.flatMap(([lo, hi]) => rangeNodes(lo, hi)),
  );
  return ranges.map(([lo, hi]) => rangeHash(nodes, lo, hi));
}

/** The root of the first `size` leaves (the tree must be built that far). */
export async function rootAt(db: Db, size: number): Promise<Uint8Array> {
  if (size === 0) return EMPTY_TREE_HASH;
  const [root] = await rangeHashes(db, [[0, size]]);
  return root!;
}

/** Leaves the stored nodes cover. */
export async function builtSize(db: Db): Promise<number> {
  const { rows } = await db.query<{ built_size: string | number }>(
    'SELECT built_size FROM ledger_tree_state',
  );
  return Number(rows[0]?.built_size ?? 0);
}

/**
 * Extends the stored nodes over every entry appended since the last build; returns the size
 * they cover. One builder at a time (a transaction-scoped lock); appends are never blocked.
 */
export async function extendTree(db: Db, options: { limit?: number } = {}): Promise<number> {
  for (;;) {
    const { size, done } = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [TREE_BUILD_LOCK]);
      const from = await builtSize(tx);
      const { rows } = await tx.query<{ seq: string | number; entry_hash: string }>(
        'SELECT seq, entry_hash FROM ledger_entries WHERE seq >= $1 ORDER BY seq LIMIT $2',
        [from, options.limit ?? BUILD_BATCH],
      );
      if (rows.length === 0) return { size: from, done: true };
      // The left siblings the new leaves need are the complete subtrees of [0, from).
      const known = await readNodes(tx, rangeNodes(0, from));
      const levels: number[] = [];
      const idxs: number[] = [];
      const hashes: Uint8Array[] = [];
      const put = (level: number, idx: number, hash: Uint8Array) => {
        known.set(`${level}:${idx}`, hash);
        levels.push(level);
        idxs.push(idx);
        hashes.push(hash);
      };
      rows.forEach((row, i) => {
        const leaf = from + i;
        if (Number(row.seq) !== leaf) throw new Error(`Ledger entry ${leaf} is missing`);
        let level = 0;
        let idx = leaf;
        let hash = leafHash(ledgerHexToBytes(row.entry_hash));
        put(level, idx, hash);
        while (idx % 2 === 1) {
          hash = nodeHash(known.get(`${level}:${idx - 1}`)!, hash);
          level += 1;
          idx = (idx - 1) / 2;
          put(level, idx, hash);
        }
      });
      await tx.query(
        `INSERT INTO ledger_nodes (level, idx, hash)
         SELECT l, i, decode(h, 'hex') FROM unnest($1::smallint[], $2::bigint[], $3::text[]) AS t(l, i, h)
         ON CONFLICT DO NOTHING`,
        [levels, idxs, hashes.map((h) => ledgerBytesToHex(h))],
      );
      const size = from + rows.length;
      await tx.query('UPDATE ledger_tree_state SET built_size = $1', [size]);
      return { size, done: rows.length < (options.limit ?? BUILD_BATCH) };
    });
    if (done) return size;
  }
}
