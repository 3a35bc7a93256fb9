import { ed25519 } from '@noble/curves/ed25519.js';
import {
  contentHash,
  entryHash,
  keyId,
  leafHash,
  ledgerBytesToHex,
  nodeHash,
  sthMessage,
  type LedgerEntryObject,
  type SignedTreeHead,
} from '@sfc/core';
import { type ReceiptAnswer } from '@sfc/core/ledger/verify';

// A ledger of three entries signed with a key made for the stories, so the page really verifies.
const SECRET = Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + 3) % 256);
const PUBLIC = ed25519.getPublicKey(SECRET);
const hex = ledgerBytesToHex;
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

const entry = (seq: number, prev: string, complaint: string, at: string): LedgerEntryObject => ({
  v: 1,
  seq,
  kind: 'filing',
  complaint,
  content_hash: contentHash({ complaint, text: `Queja ${seq} de la historia`, at }),
  prev_hash: prev,
  actor: 'consumer',
  at,
});

const e0 = entry(0, '0'.repeat(64), '172026000040', '2026-11-27T14:02:11.204Z');
const e1 = entry(1, hex(entryHash(e0)), '172026000041', '2026-11-27T15:31:45.120Z');
const e2 = entry(2, hex(entryHash(e1)), '172026000042', '2026-11-27T16:10:03.950Z');
const [l0, l1, l2] = [e0, e1, e2].map((e) => leafHash(entryHash(e))) as [Uint8Array, Uint8Array, Uint8Array];

function signed(size: number, root: Uint8Array, timestamp: number): SignedTreeHead {
  const rootHash = hex(root);
  return {
    tree_size: size,
    root_hash: rootHash,
    timestamp,
    key_id: keyId(PUBLIC),
    signature: base64(ed25519.sign(sthMessage(size, timestamp, rootHash), SECRET)),
  };
}

/** The heads: two leaves at 10:00 Bogotá, three at 11:00 (newest first). */
export const STORY_HEADS: SignedTreeHead[] = [
  signed(3, nodeHash(nodeHash(l0, l1), l2), Date.UTC(2026, 10, 27, 17, 0)),
  signed(2, nodeHash(l0, l1), Date.UTC(2026, 10, 27, 16, 0)),
];

/** The receipt answer of the second filing, proved against the newest head. */
export const STORY_RECEIPT: ReceiptAnswer = {
  code: e1.complaint,
  filed_at: e1.at,
  leaf_index: 1,
  entry_hash: hex(entryHash(e1)),
  content_hash: e1.content_hash,
  entry: e1,
  sth: STORY_HEADS[0]!,
  inclusion_proof: [hex(l0), hex(l2)],
};

/** The story key as `GET /ledger/key/` answers it. */
export const STORY_KEY = {
  algorithm: 'Ed25519',
  key_id: keyId(PUBLIC),
  public_key: hex(PUBLIC),
  development: true,
};

/** PROOF(2, D[3]): the tree of two entries is kept in the tree of three. */
export const STORY_CONSISTENCY_2_3 = [hex(l2)];

/** The same receipt proved against the older head of two entries. */
export const STORY_RECEIPT_AT_2: ReceiptAnswer = {
  ...STORY_RECEIPT,
  sth: STORY_HEADS[1]!,
  inclusion_proof: [hex(l0)],
};
