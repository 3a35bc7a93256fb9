import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The byte formats of the complaint ledger: RFC 9162 §2.1 Merkle tree hashes, the canonical
 * entry object and its hash, and the signed tree head message (docs/decisions/0044).
 * Shared by the server that appends and signs and the pages and scripts that verify.
 */

/** Hash of the empty tree (RFC 9162 §2.1.1): SHA-256 of the empty string. */
export const EMPTY_TREE_HASH: Uint8Array = sha256(new Uint8Array(0));

/** 64 zeros: the `prev_hash` of the first entry. */
export const GENESIS_PREV_HASH = '0'.repeat(64);

/** Leaf hash of RFC 9162: SHA-256(0x00 || data). */
export function leafHash(data: Uint8Array): Uint8Array {
  const buf = new Uint8Array(1 + data.length);
  buf[0] = 0;
  buf.set(data, 1);
  return sha256(buf);
}

/** Interior node hash of RFC 9162: SHA-256(0x01 || left || right). */
export function nodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
  const buf = new Uint8Array(1 + left.length + right.length);
  buf[0] = 1;
  buf.set(left, 1);
  buf.set(right, 1 + left.length);
  return sha256(buf);
}

/** Largest power of two strictly smaller than `n` (n ≥ 2): where RFC 9162 splits a tree. */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * Root of the Merkle tree over `leaves` (their data, not yet leaf-hashed), RFC 9162 §2.1.1.
 * Linear in the number of leaves: meant for tests and small trees.
 */
export function merkleRoot(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 0) return EMPTY_TREE_HASH;
  if (leaves.length === 1) return leafHash(leaves[0]!);
  const k = splitPoint(leaves.length);
  return nodeHash(merkleRoot(leaves.slice(0, k)), merkleRoot(leaves.slice(k)));
}

/** A JSON value as the ledger hashes it (no undefined, no non-finite numbers). */
export type LedgerJson =
  string | number | boolean | null | readonly LedgerJson[] | { readonly [key: string]: LedgerJson };

/**
 * RFC 8785 (JCS) serialisation. Keys sorted by UTF-16 code units (JavaScript's default string
 * order), strings and numbers as ECMAScript's JSON.stringify writes them, which is what JCS
 * prescribes; no whitespace.
 *
 * @throws {TypeError} for non-finite numbers, undefined, or values that are not plain JSON.
 */
export function jcs(value: LedgerJson): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('JCS: non-finite number');
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((item: LedgerJson) => jcs(item)).join(',')}]`;
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) throw new TypeError('JCS: not a plain object');
      const obj = value as { readonly [key: string]: LedgerJson };
      const keys = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${jcs(obj[k]!)}`).join(',')}}`;
    }
    default:
      throw new TypeError(`JCS: unsupported ${typeof value}`);
  }
}

/** SHA-256 of the JCS of `value`, lowercase hex: every `content_hash`. */
export function contentHash(value: LedgerJson): string {
  return bytesToHex(sha256(utf8ToBytes(jcs(value))));
}

/** The canonical object of one ledger entry; `entry_hash` is SHA-256 of its JCS. */
export interface LedgerEntryObject {
  readonly v: 1;
  /** 0-based position in the log: the Merkle leaf index. */
  readonly seq: number;
  readonly kind: string;
  /** The complaint's code (radicado). */
  readonly complaint: string;
  readonly content_hash: string;
  /** `entry_hash` of entry seq − 1, or 64 zeros for seq 0. */
  readonly prev_hash: string;
  readonly actor: string;
  /** ISO 8601 UTC with milliseconds, e.g. 2026-11-27T23:59:01.123Z. */
  readonly at: string;
}

/** The entry hash (32 bytes) of `entry`: SHA-256 of the JCS of the entry object. */
export function entryHash(entry: LedgerEntryObject): Uint8Array {
  return sha256(utf8ToBytes(jcs({ ...entry })));
}

/** The entry hash as lowercase hex. */
export function entryHashHex(entry: LedgerEntryObject): string {
  return bytesToHex(entryHash(entry));
}

/** A signed tree head as published. */
export interface SignedTreeHead {
  readonly tree_size: number;
  /** Lowercase hex of the 32-byte root. */
  readonly root_hash: string;
  /** Milliseconds since the epoch. */
  readonly timestamp: number;
  /** Hex of the first 8 bytes of SHA-256 of the raw 32-byte public key. */
  readonly key_id: string;
  /** Base64 of the 64-byte Ed25519 signature over {@link sthMessage}. */
  readonly signature: string;
}

/** The bytes an STH's Ed25519 signature covers. */
export function sthMessage(treeSize: number, timestamp: number, rootHashHex: string): Uint8Array {
  return utf8ToBytes(`sfc-quejas-sth-v1\n${treeSize}\n${timestamp}\n${rootHashHex}`);
}

/** Key id of a raw 32-byte Ed25519 public key: hex of the first 8 bytes of its SHA-256. */
export function keyId(publicKey: Uint8Array): string {
  return bytesToHex(sha256(publicKey).subarray(0, 8));
}

/** The text marker a receipt PDF carries so it can be read without a PDF library. */
export function receiptMarker(
  code: string,
  contentHashHex: string,
  treeSize: number,
  rootHashHex: string,
): string {
  return `SFC-CONSTANCIA:v1:${code}:${contentHashHex}:${treeSize}:${rootHashHex}`;
}

export { bytesToHex as ledgerBytesToHex, hexToBytes as ledgerHexToBytes };
