import { ledgerBytesToHex, type ReceiptAnswer } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { entryObject, type LedgerEntryRow } from './append.js';
import { headCovering, latestTreeHead, type PublishedTreeHead } from './heads.js';
import type { LedgerSigner } from './signer.js';
import { consistencyRanges, inclusionRanges, rangeHashes } from './tree.js';

/** Thrown for proof parameters that do not name two published tree sizes in order. */
export class LedgerRangeError extends Error {
  override name = 'LedgerRangeError';
}

/** The public proof of a filing: no personal data, only hashes, code and times (the answer browsers verify). */
export interface FilingReceipt extends Omit<ReceiptAnswer, 'sth'> {
  sth: PublishedTreeHead;
}

const ENTRY_COLUMNS =
  'seq, kind, complaint_id, complaint_code, source_table, source_id, content_hash, prev_hash, entry_hash, actor, at';

/** The filing entry of a complaint (by id), or null. */
export async function filingEntry(db: Db, complaintId: number): Promise<LedgerEntryRow | null> {
  const { rows } = await db.query<LedgerEntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries WHERE complaint_id = $1 AND kind = 'filing' ORDER BY seq LIMIT 1`,
    [complaintId],
  );
  return rows[0] ? { ...rows[0], seq: Number(rows[0].seq), source_id: Number(rows[0].source_id) } : null;
}

/** The inclusion proof of leaf `seq` in the tree of `size` leaves, hex. */
export async function inclusionProof(db: Db, seq: number, size: number): Promise<string[]> {
  return (await rangeHashes(db, inclusionRanges(seq, size))).map((h) => ledgerBytesToHex(h));
}

/** The receipt of the filing entry `entry`, proven against a head that covers it. */
export async function receiptOf(db: Db, signer: LedgerSigner, entry: LedgerEntryRow): Promise<FilingReceipt> {
  const sth = await headCovering(db, signer, entry.seq);
  return {
    code: entry.complaint_code,
    filed_at: entry.at,
    leaf_index: entry.seq,
    entry_hash: entry.entry_hash,
    content_hash: entry.content_hash,
    entry: entryObject(entry),
    sth,
    inclusion_proof: await inclusionProof(db, entry.seq, sth.tree_size),
  };
}

/**
 * The public receipt of the filing of complaint `code` whose content hash is `hash`, or null
 * (nothing tells an unknown code from a wrong hash).
 */
export async function publicReceipt(
  db: Db,
  signer: LedgerSigner,
  code: string,
  hash: string,
): Promise<FilingReceipt | null> {
  // A NUL cannot be in a PostgreSQL text parameter: such a code names nothing.
  if (!/^[0-9a-f]{64}$/.test(hash) || code.length > 60 || code.includes('\u0000')) return null;
  const { rows } = await db.query<LedgerEntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries
      WHERE complaint_code = $1 AND content_hash = $2 AND kind = 'filing' ORDER BY seq LIMIT 1`,
    [code, hash],
  );
  const row = rows[0];
  if (!row) return null;
  return receiptOf(db, signer, { ...row, seq: Number(row.seq), source_id: Number(row.source_id) });
}

/** PROOF(first, D[second]) when 0 < first ≤ second ≤ the newest head's size. */
export async function consistencyProof(
  db: Db,
  first: number,
  second: number,
): Promise<{ first: number; second: number; proof: string[] }> {
  const latest = await latestTreeHead(db);
  if (!(Number.isSafeInteger(first) && Number.isSafeInteger(second)) || first <= 0 || first > second)
    throw new LedgerRangeError('order');
  if (!latest || second > latest.tree_size) throw new LedgerRangeError('size');
  const proof = (await rangeHashes(db, consistencyRanges(first, second))).map((h) => ledgerBytesToHex(h));
  return { first, second, proof };
}
