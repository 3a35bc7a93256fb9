import { createHash } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import {
  EMPTY_TREE_HASH,
  entryHashHex,
  GENESIS_PREV_HASH,
  leafHash,
  ledgerBytesToHex,
  ledgerHexToBytes,
  nodeHash,
  sthMessage,
} from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { StorageDriver } from '../../services/storage/storage-driver.js';
import { entryObject, type LedgerEntryRow } from './append.js';
import { allTreeHeads } from './heads.js';
import type { LedgerSigner } from './signer.js';
import { ledgerSource, sourceContentHash, LEDGER_SOURCES, type LedgerSource } from './sources.js';

/** Why a record does not match. */
export type MismatchReason = 'entry' | 'chain' | 'content' | 'missing' | 'file';

/** A record that does not match the ledger. */
export interface LedgerMismatch {
  seq: number;
  kind: string;
  complaint_id: number;
  complaint_code: string;
  source_table: string;
  source_id: number;
  reason: MismatchReason;
}

/** A tree head that does not match. */
export interface HeadMismatch {
  tree_size: number;
  reason: 'root' | 'signature' | 'beyond';
}

/** What verify-ledger found. */
export interface LedgerReport {
  entries: number;
  mismatches: LedgerMismatch[];
  heads: number;
  headMismatches: HeadMismatch[];
  /** Records of chained tables without any entry (a writer that bypassed the ledger). */
  unchained: number;
  checkedAt: Date;
}

const BATCH = 5_000;

interface EntryWithLatest extends LedgerEntryRow {
  latest: boolean;
}

async function currentRows(
  db: Db,
  source: LedgerSource,
  ids: number[],
): Promise<Map<number, Record<string, unknown>>> {
  const { rows } = await db.query<{ id: number; row: unknown }>(
    `SELECT t.${source.key} AS id, to_jsonb(t) AS row FROM ${source.table} t WHERE t.${source.key} = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      (typeof r.row === 'string' ? JSON.parse(r.row) : r.row) as Record<string, unknown>,
    ]),
  );
}

async function fileSha256(storage: StorageDriver, key: string): Promise<string | null> {
  try {
    const object = await storage.get(key);
    const hash = createHash('sha256');
    for await (const chunk of object.body) hash.update(chunk as Buffer);
    return hash.digest('hex');
  } catch {
    return null;
  }
}

/**
 * Walks the whole ledger (docs/decisions/0044): every entry's hash and link to the one before,
 * every chained record's current content (and stored file bytes) against its latest entry, the
 * root of every signed tree head (recomputed from the entries, not the stored nodes) and its
 * signature, and records without entries. Reads in batches; memory stays O(log n + batch).
 */
export async function verifyLedger(
  db: Db,
  deps: { storage?: StorageDriver; signer: LedgerSigner; onProgress?: (entries: number) => void },
): Promise<LedgerReport> {
  const heads = await allTreeHeads(db);
  const headsBySize = new Map<number, typeof heads>();
  for (const h of heads) headsBySize.set(h.tree_size, [...(headsBySize.get(h.tree_size) ?? []), h]);
  const headMismatches: HeadMismatch[] = [];
  const checkHeads = (size: number, root: Uint8Array) => {
    for (const h of headsBySize.get(size) ?? []) {
      const rootHex = ledgerBytesToHex(root);
      if (rootHex !== h.root_hash) headMismatches.push({ tree_size: size, reason: 'root' });
      else if (
        h.key_id !== deps.signer.keyId ||
        !ed25519.verify(
          new Uint8Array(Buffer.from(h.signature, 'base64')),
          sthMessage(h.tree_size, h.timestamp, h.root_hash),
          deps.signer.publicKey,
        )
      )
        headMismatches.push({ tree_size: size, reason: 'signature' });
    }
  };
  checkHeads(0, EMPTY_TREE_HASH);

  // Complete subtrees of the leaves seen so far, largest first (the tree's right frontier).
  const frontier: Array<{ size: number; hash: Uint8Array }> = [];
  const mismatches: LedgerMismatch[] = [];
  let expectedPrev = GENESIS_PREV_HASH;
  let seq = 0;
  for (;;) {
    const { rows } = await db.query<EntryWithLatest>(
      `SELECT e.seq, e.kind, e.complaint_id, e.complaint_code, e.source_table, e.source_id, e.content_hash,
              e.prev_hash, e.entry_hash, e.actor, e.at,
              NOT EXISTS (SELECT 1 FROM ledger_entries l
                           WHERE l.source_table = e.source_table AND l.source_id = e.source_id AND l.seq > e.seq) AS latest
         FROM ledger_entries e WHERE e.seq >= $1 ORDER BY e.seq LIMIT $2`,
      [seq, BATCH],
    );
    if (rows.length === 0) break;
    const bySource = new Map<string, number[]>();
    for (const r of rows) {
      if (!r.latest) continue;
      const ids = bySource.get(r.source_table) ?? [];
      ids.push(Number(r.source_id));
      bySource.set(r.source_table, ids);
    }
    const current = new Map<string, Map<number, Record<string, unknown>>>();
    for (const [table, ids] of bySource) {
      const source = ledgerSource(table);
      if (source) current.set(table, await currentRows(db, source, ids));
    }
    for (const raw of rows) {
      const e: LedgerEntryRow = { ...raw, seq: Number(raw.seq), source_id: Number(raw.source_id) };
      const mismatch = (reason: MismatchReason) =>
        mismatches.push({
          seq: e.seq,
          kind: e.kind,
          complaint_id: Number(e.complaint_id),
          complaint_code: e.complaint_code,
          source_table: e.source_table,
          source_id: e.source_id,
          reason,
        });
      if (e.seq !== seq) throw new Error(`Ledger entry ${seq} is missing`);
      if (entryHashHex(entryObject(e)) !== e.entry_hash) mismatch('entry');
      else if (e.prev_hash !== expectedPrev) mismatch('chain');
      else if (raw.latest) {
        const source = ledgerSource(e.source_table);
        const row = current.get(e.source_table)?.get(e.source_id);
        if (!source || !row) mismatch('missing');
        else if (sourceContentHash(source, row) !== e.content_hash) mismatch('content');
        else if (source.file && deps.storage) {
          const file = source.file(row);
          if ((await fileSha256(deps.storage, file.storageKey)) !== file.sha256) mismatch('file');
        }
      }
      expectedPrev = e.entry_hash;
      // Push the leaf and merge equal-sized subtrees: the frontier of a tree of seq + 1 leaves.
      let node = { size: 1, hash: leafHash(ledgerHexToBytes(e.entry_hash)) };
      while (frontier.length > 0 && frontier[frontier.length - 1]!.size === node.size) {
        const left = frontier.pop()!;
        node = { size: left.size * 2, hash: nodeHash(left.hash, node.hash) };
      }
      frontier.push(node);
      seq += 1;
      if (headsBySize.has(seq)) {
        let root = frontier[frontier.length - 1]!.hash;
        for (let i = frontier.length - 2; i >= 0; i -= 1) root = nodeHash(frontier[i]!.hash, root);
        checkHeads(seq, root);
      }
    }
    deps.onProgress?.(seq);
  }
  for (const h of heads)
    if (h.tree_size > seq) headMismatches.push({ tree_size: h.tree_size, reason: 'beyond' });

  let unchained = 0;
  for (const source of Object.values(LEDGER_SOURCES) as LedgerSource[]) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${source.table} t
        WHERE ${source.where ? `t.${source.where} AND ` : ''}NOT EXISTS
              (SELECT 1 FROM ledger_entries e WHERE e.source_table = $1 AND e.source_id = t.${source.key})`,
      [source.table],
    );
    unchained += rows[0]?.n ?? 0;
  }
  const report: LedgerReport = {
    entries: seq,
    mismatches,
    heads: heads.length,
    headMismatches,
    unchained,
    checkedAt: new Date(),
  };
  await recordVerdicts(db, report);
  return report;
}

/** Keeps the verdict per complaint: the first mismatch of each, else verified. */
async function recordVerdicts(db: Db, report: LedgerReport): Promise<void> {
  const first = new Map<number, LedgerMismatch>();
  for (const m of report.mismatches) if (!first.has(m.complaint_id)) first.set(m.complaint_id, m);
  const altered = [...first.values()];
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO ledger_verifications (complaint_id, status, checked_at, first_mismatch_seq, first_mismatch_kind)
       SELECT DISTINCT complaint_id, 'verificada', $1::timestamptz, NULL::bigint, NULL::text FROM ledger_entries
       ON CONFLICT (complaint_id) DO UPDATE
         SET status = 'verificada', checked_at = $1, first_mismatch_seq = NULL, first_mismatch_kind = NULL`,
      [report.checkedAt],
    );
    if (altered.length > 0)
      await tx.query(
        `UPDATE ledger_verifications v SET status = 'alterada', first_mismatch_seq = a.seq, first_mismatch_kind = a.kind
           FROM unnest($1::int[], $2::bigint[], $3::text[]) AS a(complaint_id, seq, kind)
          WHERE v.complaint_id = a.complaint_id`,
        [altered.map((m) => m.complaint_id), altered.map((m) => m.seq), altered.map((m) => m.kind)],
      );
  });
}

/** The last verification's verdict on one complaint. */
export async function complaintIntegrity(
  db: Db,
  complaintId: number,
): Promise<{
  status: 'verificada' | 'alterada' | 'pendiente';
  checked_at: string | null;
  first_mismatch: { seq: number; kind: string } | null;
}> {
  const { rows } = await db.query<{
    status: 'verificada' | 'alterada';
    checked_at: Date | string;
    first_mismatch_seq: string | number | null;
    first_mismatch_kind: string | null;
  }>(
    'SELECT status, checked_at, first_mismatch_seq, first_mismatch_kind FROM ledger_verifications WHERE complaint_id = $1',
    [complaintId],
  );
  const row = rows[0];
  if (!row) return { status: 'pendiente', checked_at: null, first_mismatch: null };
  return {
    status: row.status,
    checked_at: new Date(row.checked_at).toISOString(),
    first_mismatch:
      row.first_mismatch_seq === null
        ? null
        : { seq: Number(row.first_mismatch_seq), kind: row.first_mismatch_kind ?? '' },
  };
}
