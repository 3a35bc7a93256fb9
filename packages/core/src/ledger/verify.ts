import { ed25519 } from '@noble/curves/ed25519.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import {
  entryHash,
  keyId,
  leafHash,
  nodeHash,
  sthMessage,
  type LedgerEntryObject,
  type SignedTreeHead,
} from './hashing.js';

/**
 * Checks of the complaint ledger that anyone can run without trusting the server: RFC 9162's
 * inclusion (§2.1.3.2) and consistency (§2.1.4.2) proofs over its Merkle tree, the Ed25519
 * signature of a signed tree head, and a filing receipt as a whole. Pure functions over bytes
 * and hex, for the browser, the server and the offline example alike.
 */

/** The answer of `GET /api/ledger/receipts/{code}/?hash=`. */
export interface ReceiptAnswer {
  code: string;
  filed_at: string;
  leaf_index: number;
  entry_hash: string;
  content_hash: string;
  entry: LedgerEntryObject;
  sth: SignedTreeHead;
  inclusion_proof: string[];
}

/** A tree head without its signature: what a receipt PDF prints. */
export interface TreeHead {
  tree_size: number;
  root_hash: string;
}

/** Proof that the tree `from` is a prefix of the signed tree `to`. */
export interface ConsistencyCheck {
  from: TreeHead;
  to: SignedTreeHead;
  proof: string[];
}

/** Why a receipt did not verify. */
export type ReceiptFailure =
  /** The answer lacks a field or holds one of the wrong shape. */
  | 'malformed'
  /** The entry does not say what the receipt says (code, content hash, position) or hashes to another value. */
  | 'altered'
  /** The entry is not in the tree the head signs. */
  | 'inclusion'
  /** A head's signature does not verify with the key, or was made with another key. */
  | 'signature'
  /** The later tree does not extend the earlier one. */
  | 'consistency';

/** What `verifyReceipt` found. */
export type ReceiptVerification =
  | {
      ok: true;
      code: string;
      /** When the filing was recorded (ISO 8601, from the entry itself). */
      recordedAt: string;
      leafIndex: number;
      /** The newest signed head the receipt was checked against. */
      sth: SignedTreeHead;
    }
  | { ok: false; reason: ReceiptFailure };

const HEX_32 = /^[0-9a-f]{64}$/;
const HEX_8 = /^[0-9a-f]{16}$/;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}

/** 32 bytes from 64 lowercase hex digits, or null. */
function hash32(hex: unknown): Uint8Array | null {
  return typeof hex === 'string' && HEX_32.test(hex) ? hexToBytes(hex) : null;
}

function hashes(hexes: unknown): Uint8Array[] | null {
  if (!Array.isArray(hexes)) return null;
  const out: Uint8Array[] = [];
  for (const hex of hexes) {
    const bytes = hash32(hex);
    if (!bytes) return null;
    out.push(bytes);
  }
  return out;
}

const isSize = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/**
 * RFC 9162 §2.1.3.2: whether `proof` shows the leaf whose leaf hash is `leafHash`, at
 * `leafIndex`, in the tree of `treeSize` leaves whose root is `root`.
 */
export function verifyInclusion(
  leafIndex: number,
  treeSize: number,
  leafHash: Uint8Array,
  proof: readonly Uint8Array[],
  root: Uint8Array,
): boolean {
  if (!isSize(leafIndex) || !isSize(treeSize) || leafIndex >= treeSize) return false;
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = leafHash;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && sameBytes(r, root);
}

/**
 * RFC 9162 §2.1.4.2: whether `proof` shows the tree of `size1` leaves with root `root1` is a
 * prefix of the tree of `size2` leaves with root `root2`. Equal sizes need an empty proof and
 * equal roots; the empty tree is a prefix of any tree.
 */
export function verifyConsistency(
  size1: number,
  size2: number,
  root1: Uint8Array,
  root2: Uint8Array,
  proof: readonly Uint8Array[],
): boolean {
  if (!isSize(size1) || !isSize(size2) || size1 > size2) return false;
  if (size1 === size2) return proof.length === 0 && sameBytes(root1, root2);
  if (size1 === 0) return proof.length === 0;
  if (proof.length === 0) return false;
  const path = (size1 & (size1 - 1)) === 0 ? [root1, ...proof] : [...proof];
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0] as Uint8Array;
  let sr = fr;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && sameBytes(fr, root1) && sameBytes(sr, root2);
}

function base64Bytes(text: unknown): Uint8Array | null {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  // atob is in every runtime this runs in (browsers, Node ≥ 16); core's types name no DOM.
  const binary = (globalThis as unknown as { atob(data: string): string }).atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Whether `sth` is well formed, names the key `publicKey` (32 raw bytes) by its id and carries a
 * valid Ed25519 signature of that key over its size, time and root.
 */
export function verifySth(sth: SignedTreeHead, publicKey: Uint8Array): boolean {
  if (typeof sth !== 'object' || sth === null) return false;
  if (!isSize(sth.tree_size) || !Number.isSafeInteger(sth.timestamp)) return false;
  if (!hash32(sth.root_hash) || typeof sth.key_id !== 'string' || !HEX_8.test(sth.key_id)) return false;
  if (publicKey.length !== 32 || sth.key_id !== keyId(publicKey)) return false;
  const signature = base64Bytes(sth.signature);
  if (!signature || signature.length !== 64) return false;
  try {
    return ed25519.verify(signature, sthMessage(sth.tree_size, sth.timestamp, sth.root_hash), publicKey);
  } catch {
    return false;
  }
}

const ENTRY_FIELDS: Record<keyof LedgerEntryObject, 'string' | 'number'> = {
  v: 'number',
  seq: 'number',
  kind: 'string',
  complaint: 'string',
  content_hash: 'string',
  prev_hash: 'string',
  actor: 'string',
  at: 'string',
};

function isEntry(entry: unknown): entry is LedgerEntryObject {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
  const record = entry as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length !== Object.keys(ENTRY_FIELDS).length) return false;
  return keys.every((key) => {
    const type = ENTRY_FIELDS[key as keyof LedgerEntryObject];
    const value = record[key];
    return type === 'number' ? Number.isSafeInteger(value) : typeof value === type;
  });
}

/**
 * Checks a filing receipt end to end, as a person holding it would: the entry says what the
 * receipt says and hashes to its `entry_hash`; that hash is a leaf of the tree the head signs at
 * `leaf_index`; the head is signed by `publicKey`. With `consistency`, also that its later signed
 * head (also checked against `publicKey`) extends the earlier tree (e.g. the head printed on a
 * receipt, or the one of a saved answer), so the receipt was not rewritten since.
 */
export function verifyReceipt(
  receipt: ReceiptAnswer,
  publicKey: Uint8Array,
  consistency?: ConsistencyCheck,
): ReceiptVerification {
  const fail = (reason: ReceiptFailure): ReceiptVerification => ({ ok: false, reason });
  if (typeof receipt !== 'object' || receipt === null || !isEntry(receipt.entry)) return fail('malformed');
  const claimedHash = hash32(receipt.entry_hash);
  const proof = hashes(receipt.inclusion_proof);
  const sth = receipt.sth;
  if (!claimedHash || !proof || !hash32(receipt.content_hash) || !isSize(receipt.leaf_index)) {
    return fail('malformed');
  }
  if (typeof sth !== 'object' || sth === null || !hash32(sth.root_hash) || !isSize(sth.tree_size)) {
    return fail('malformed');
  }
  const { entry } = receipt;
  if (
    entry.complaint !== receipt.code ||
    entry.content_hash !== receipt.content_hash ||
    entry.seq !== receipt.leaf_index ||
    !sameBytes(entryHash(entry), claimedHash)
  ) {
    return fail('altered');
  }
  if (!verifySth(sth, publicKey)) return fail('signature');
  const root = hash32(sth.root_hash) as Uint8Array;
  if (!verifyInclusion(receipt.leaf_index, sth.tree_size, leafHash(claimedHash), proof, root)) {
    return fail('inclusion');
  }
  let newest = sth;
  if (consistency) {
    const fromRoot = hash32(consistency.from?.root_hash);
    const toRoot = hash32(consistency.to?.root_hash);
    const steps = hashes(consistency.proof);
    if (!fromRoot || !toRoot || !steps || !isSize(consistency.from.tree_size)) return fail('malformed');
    if (!verifySth(consistency.to, publicKey)) return fail('signature');
    const { from, to } = consistency;
    const sameHead = (head: TreeHead) => head.tree_size === sth.tree_size && head.root_hash === sth.root_hash;
    // The proof must start or end at the head the receipt was checked against.
    if (!sameHead(from) && !sameHead(to)) return fail('consistency');
    if (!verifyConsistency(from.tree_size, to.tree_size, fromRoot, toRoot, steps)) return fail('consistency');
    if (to.tree_size > newest.tree_size) newest = to;
  }
  return { ok: true, code: receipt.code, recordedAt: entry.at, leafIndex: receipt.leaf_index, sth: newest };
}

/** Reads 32-byte hashes in hex, as the ledger's answers carry them (null when one is not). */
export function ledgerHashesFromHex(hexes: unknown): Uint8Array[] | null {
  return hashes(hexes);
}
