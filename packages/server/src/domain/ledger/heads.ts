import { ledgerBytesToHex, sthMessage, type SignedTreeHead } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { LedgerSigner } from './signer.js';
import { extendTree, rootAt } from './tree.js';

/** A published signed tree head with its publication time. */
export interface PublishedTreeHead extends SignedTreeHead {
  published_at: string;
}

interface HeadRow {
  tree_size: string | number;
  root_hash: string;
  signed_at_ms: string | number;
  key_id: string;
  signature: string;
  published_at: Date | string;
}

const HEAD_COLUMNS = 'tree_size, root_hash, signed_at_ms, key_id, signature, published_at';

function headOf(row: HeadRow): PublishedTreeHead {
  return {
    tree_size: Number(row.tree_size),
    root_hash: row.root_hash,
    timestamp: Number(row.signed_at_ms),
    key_id: row.key_id,
    signature: row.signature,
    published_at: new Date(row.published_at).toISOString(),
  };
}

/** The newest published head, or null before the first. */
export async function latestTreeHead(db: Db): Promise<PublishedTreeHead | null> {
  const { rows } = await db.query<HeadRow>(
    `SELECT ${HEAD_COLUMNS} FROM ledger_tree_heads ORDER BY id DESC LIMIT 1`,
  );
  return rows[0] ? headOf(rows[0]) : null;
}

/** One page of the published heads, newest first, and how many there are. */
export async function treeHeadHistory(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ count: number; results: PublishedTreeHead[] }> {
  const [{ rows: count }, { rows }] = await Promise.all([
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_tree_heads'),
    db.query<HeadRow>(`SELECT ${HEAD_COLUMNS} FROM ledger_tree_heads ORDER BY id DESC LIMIT $1 OFFSET $2`, [
      limit,
      offset,
    ]),
  ]);
  return { count: count[0]?.n ?? 0, results: rows.map(headOf) };
}

/** Every head, oldest first (verify-ledger checks each). */
export async function allTreeHeads(db: Db): Promise<PublishedTreeHead[]> {
  const { rows } = await db.query<HeadRow>(`SELECT ${HEAD_COLUMNS} FROM ledger_tree_heads ORDER BY id`);
  return rows.map(headOf);
}

/**
 * Extends the tree over every appended entry and publishes a signed head of it, unless the newest
 * head already covers that size under the same key (then that head is the answer).
 */
export async function publishTreeHead(
  db: Db,
  signer: LedgerSigner,
  now: Date = new Date(),
): Promise<PublishedTreeHead> {
  const size = await extendTree(db);
  const latest = await latestTreeHead(db);
  if (latest && latest.tree_size === size && latest.key_id === signer.keyId) return latest;
  const root = ledgerBytesToHex(await rootAt(db, size));
  const timestamp = now.getTime();
  const signature = Buffer.from(signer.sign(sthMessage(size, timestamp, root))).toString('base64');
  const { rows } = await db.query<HeadRow>(
    `INSERT INTO ledger_tree_heads (tree_size, root_hash, signed_at_ms, key_id, signature, published_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${HEAD_COLUMNS}`,
    [size, root, timestamp, signer.keyId, signature, now],
  );
  return headOf(rows[0]!);
}

/** The newest head if it covers leaf `seq`, else a new one (published on demand). */
export async function headCovering(db: Db, signer: LedgerSigner, seq: number): Promise<PublishedTreeHead> {
  const latest = await latestTreeHead(db);
  if (latest && latest.tree_size > seq && latest.key_id === signer.keyId) return latest;
  return publishTreeHead(db, signer);
}
