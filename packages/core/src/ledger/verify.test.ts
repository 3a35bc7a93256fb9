import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import type { LedgerEntryObject, SignedTreeHead } from './hashing.js';
import {
  verifyConsistency,
  verifyInclusion,
  verifyReceipt,
  verifySth,
  type ReceiptAnswer,
} from './verify.js';

type LedgerEntry = { -readonly [K in keyof LedgerEntryObject]: LedgerEntryObject[K] };

// The tree of RFC 9162 §2.1, written here from the RFC's recursive definitions (MTH, PATH, PROOF)
// over SHA-256 alone, so the verifier is checked against an independent construction.
const sha = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (all.set(p, at), at + p.length), 0);
  return sha256(all);
};
const hex = bytesToHex;
const { btoa, atob } = globalThis as unknown as { btoa(s: string): string; atob(s: string): string };
const base64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));
const unbase64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const leafData = (i: number) => utf8ToBytes(`hoja ${i}`);
const leafHashOf = (d: Uint8Array) => sha(Uint8Array.of(0), d);

/** Largest power of two strictly below n (n > 1). */
const split = (n: number) => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};

const memo = new Map<string, Uint8Array>();
/** MTH(D[lo:lo+n]). */
function mth(lo: number, n: number): Uint8Array {
  const key = `${lo}:${n}`;
  const known = memo.get(key);
  if (known) return known;
  const out =
    n === 0
      ? sha()
      : n === 1
        ? leafHashOf(leafData(lo))
        : sha(Uint8Array.of(1), mth(lo, split(n)), mth(lo + split(n), n - split(n)));
  memo.set(key, out);
  return out;
}

/** PATH(m, D[lo:lo+n]). */
function path(m: number, lo: number, n: number): Uint8Array[] {
  if (n <= 1) return [];
  const k = split(n);
  return m < k ? [...path(m, lo, k), mth(lo + k, n - k)] : [...path(m - k, lo + k, n - k), mth(lo, k)];
}

/** SUBPROOF(m, D[lo:lo+n], b). */
function subproof(m: number, lo: number, n: number, b: boolean): Uint8Array[] {
  if (m === n) return b ? [] : [mth(lo, n)];
  const k = split(n);
  return m <= k
    ? [...subproof(m, lo, k, b), mth(lo + k, n - k)]
    : [...subproof(m - k, lo + k, n - k, false), mth(lo, k)];
}
const proof = (m: number, n: number) => subproof(m, 0, n, true);

const flip = (b: Uint8Array) => {
  const c = Uint8Array.from(b);
  c[c.length - 1]! ^= 1;
  return c;
};

const SIZES = Array.from({ length: 40 }, (_, i) => i + 1);

describe('inclusion proofs (RFC 9162 §2.1.3.2)', () => {
  it.each(SIZES)('every leaf of a tree of %i leaves verifies, and nothing else does', (n) => {
    const root = mth(0, n);
    for (let i = 0; i < n; i++) {
      const leaf = leafHashOf(leafData(i));
      const p = path(i, 0, n);
      expect(verifyInclusion(i, n, leaf, p, root), `leaf ${i}`).toBe(true);
      // Another leaf, another position, another root, a changed step, a step short or extra.
      expect(verifyInclusion(i, n, leafHashOf(leafData(i + 1000)), p, root)).toBe(false);
      if (n > 1) expect(verifyInclusion((i + 1) % n, n, leaf, p, root)).toBe(false);
      expect(verifyInclusion(i, n, leaf, p, flip(root))).toBe(false);
      expect(verifyInclusion(i, n, leaf, [...p, root], root)).toBe(false);
      expect(verifyInclusion(i, n + 1, leaf, p, mth(0, n + 1))).toBe(false);
      p.forEach((_, s) => {
        const bad = p.map((step, t) => (t === s ? flip(step) : step));
        expect(verifyInclusion(i, n, leaf, bad, root), `step ${s}`).toBe(false);
      });
      if (p.length > 0) expect(verifyInclusion(i, n, leaf, p.slice(0, -1), root)).toBe(false);
    }
    expect(verifyInclusion(n, n, leafHashOf(leafData(n)), [], root)).toBe(false);
  });
});

describe('consistency proofs (RFC 9162 §2.1.4.2)', () => {
  it.each(SIZES)('every earlier size of a tree of %i leaves is consistent with it, tampering is not', (n) => {
    for (let m = 1; m <= n; m++) {
      const p = proof(m, n);
      const [r1, r2] = [mth(0, m), mth(0, n)];
      expect(verifyConsistency(m, n, r1, r2, p), `${m} → ${n}`).toBe(true);
      expect(verifyConsistency(m, n, flip(r1), r2, p)).toBe(false);
      expect(verifyConsistency(m, n, r1, flip(r2), p)).toBe(false);
      expect(verifyConsistency(n, m, r2, r1, p)).toBe(m === n);
      p.forEach((_, s) => {
        const bad = p.map((step, t) => (t === s ? flip(step) : step));
        expect(verifyConsistency(m, n, r1, r2, bad), `${m} → ${n}, step ${s}`).toBe(false);
      });
      if (p.length > 0) {
        expect(verifyConsistency(m, n, r1, r2, p.slice(0, -1))).toBe(false);
        expect(verifyConsistency(m, n, r1, r2, [...p, r1])).toBe(false);
      }
      // A tree of another history with the same sizes.
      if (m < n) expect(verifyConsistency(m, n, mth(1, m), r2, p)).toBe(false);
    }
  });

  it('refuses an empty proof between different sizes and a later size smaller than the earlier', () => {
    expect(verifyConsistency(3, 7, mth(0, 3), mth(0, 7), [])).toBe(false);
    expect(verifyConsistency(8, 4, mth(0, 8), mth(0, 4), proof(4, 8))).toBe(false);
  });
});

// A signing key made in the test; the head is signed the way the contract words the message.
const secret = ed25519.utils.randomSecretKey();
const publicKey = ed25519.getPublicKey(secret);
const keyId = hex(sha(publicKey).slice(0, 8));

function signHead(
  treeSize: number,
  root: Uint8Array,
  timestamp = 1_795_000_000_000,
  key = secret,
): SignedTreeHead {
  const rootHash = hex(root);
  const message = utf8ToBytes(`sfc-quejas-sth-v1\n${treeSize}\n${timestamp}\n${rootHash}`);
  return {
    tree_size: treeSize,
    root_hash: rootHash,
    timestamp,
    key_id: hex(sha(ed25519.getPublicKey(key)).slice(0, 8)),
    signature: base64(ed25519.sign(message, key)),
  };
}

describe('signed tree heads', () => {
  const sth = signHead(17, mth(0, 17));

  it('verify with the ledger key', () => {
    expect(sth.key_id).toBe(keyId);
    expect(verifySth(sth, publicKey)).toBe(true);
  });

  it.each([
    ['another size', { tree_size: 18 }],
    ['another time', { timestamp: sth.timestamp + 1 }],
    ['another root', { root_hash: hex(mth(0, 16)) }],
    ['another key id', { key_id: '0000000000000000' }],
    ['a changed signature', { signature: base64(flip(unbase64(sth.signature))) }],
    ['a signature that is not base64', { signature: '***' }],
    ['a short signature', { signature: 'AAAA' }],
  ] as const)('are refused with %s', (_what, change) => {
    expect(verifySth({ ...sth, ...change }, publicKey)).toBe(false);
  });

  it('are refused when signed by another key, even naming it', () => {
    const other = ed25519.utils.randomSecretKey();
    const forged = signHead(17, mth(0, 17), sth.timestamp, other);
    expect(verifySth(forged, publicKey)).toBe(false);
    expect(verifySth({ ...forged, key_id: keyId }, publicKey)).toBe(false);
  });
});

// A ledger of 40 entries, leaf data = entry hash, entry hash = SHA-256 of the entry's JCS.
const jcs = (o: Record<string, string | number>) =>
  `{${Object.keys(o)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${JSON.stringify(o[k])}`)
    .join(',')}}`;
const entries: LedgerEntry[] = [];
const entryHashes: Uint8Array[] = [];
for (let seq = 0; seq < 40; seq++) {
  const entry: LedgerEntry = {
    v: 1,
    seq,
    kind: seq % 3 === 0 ? 'filing' : 'version',
    complaint: `1720260000${String(40 + seq).padStart(2, '0')}`,
    content_hash: hex(sha(utf8ToBytes(`contenido ${seq} «ñ»`))),
    prev_hash: seq === 0 ? '0'.repeat(64) : hex(entryHashes[seq - 1]!),
    actor: seq % 2 ? 'consumer:7' : 'staff:3',
    at: new Date(Date.UTC(2026, 10, 27, 23, 59, seq, 123)).toISOString(),
  };
  entries.push(entry);
  entryHashes.push(sha(utf8ToBytes(jcs(entry as unknown as Record<string, string | number>))));
}
const lmemo = new Map<string, Uint8Array>();
function ledgerRoot(lo: number, n: number): Uint8Array {
  const key = `${lo}:${n}`;
  if (!lmemo.has(key)) {
    lmemo.set(
      key,
      n === 1
        ? leafHashOf(entryHashes[lo]!)
        : sha(Uint8Array.of(1), ledgerRoot(lo, split(n)), ledgerRoot(lo + split(n), n - split(n))),
    );
  }
  return lmemo.get(key)!;
}
function ledgerPath(m: number, lo: number, n: number): Uint8Array[] {
  if (n <= 1) return [];
  const k = split(n);
  return m < k
    ? [...ledgerPath(m, lo, k), ledgerRoot(lo + k, n - k)]
    : [...ledgerPath(m - k, lo + k, n - k), ledgerRoot(lo, k)];
}
function ledgerProof(m: number, lo: number, n: number, b: boolean): Uint8Array[] {
  if (m === n) return b ? [] : [ledgerRoot(lo, n)];
  const k = split(n);
  return m <= k
    ? [...ledgerProof(m, lo, k, b), ledgerRoot(lo + k, n - k)]
    : [...ledgerProof(m - k, lo + k, n - k, false), ledgerRoot(lo, k)];
}

function receiptOf(seq: number, size: number): ReceiptAnswer {
  const entry = entries[seq]!;
  return {
    code: entry.complaint,
    filed_at: entry.at,
    leaf_index: seq,
    entry_hash: hex(entryHashes[seq]!),
    content_hash: entry.content_hash,
    entry: { ...entry } as LedgerEntryObject,
    sth: signHead(size, ledgerRoot(0, size)),
    inclusion_proof: ledgerPath(seq, 0, size).map(hex),
  };
}

describe('a filing receipt', () => {
  it('verifies for every entry against later heads of several shapes', () => {
    for (const size of [1, 2, 3, 5, 8, 13, 21, 32, 40]) {
      for (let seq = 0; seq < size; seq++) {
        const result = verifyReceipt(receiptOf(seq, size), publicKey);
        expect(result, `${seq} in ${size}`).toMatchObject({
          ok: true,
          leafIndex: seq,
          code: entries[seq]!.complaint,
        });
      }
    }
    expect(verifyReceipt(receiptOf(12, 30), publicKey)).toMatchObject({
      recordedAt: '2026-11-27T23:59:12.123Z',
    });
  });

  it('issued at one size still verifies against a later head with the consistency proof', () => {
    const saved = receiptOf(5, 9);
    const later = signHead(40, ledgerRoot(0, 40), saved.sth.timestamp + 3_600_000);
    const consistency = { from: saved.sth, to: later, proof: ledgerProof(9, 0, 40, true).map(hex) };
    expect(verifyReceipt(saved, publicKey, consistency)).toMatchObject({ ok: true, sth: later });
    // The head a receipt prints, up to the newest head the server answers with.
    const answer = receiptOf(5, 40);
    const printed = { tree_size: 9, root_hash: hex(ledgerRoot(0, 9)) };
    expect(
      verifyReceipt(answer, publicKey, { from: printed, to: answer.sth, proof: consistency.proof }),
    ).toMatchObject({
      ok: true,
    });
  });

  it.each<[string, (r: ReceiptAnswer) => void, string]>([
    [
      'a changed content hash in the entry',
      (r) => ((r.entry as LedgerEntry).content_hash = '0'.repeat(64)),
      'altered',
    ],
    ['a receipt of another code', (r) => (r.code = '172026999999'), 'altered'],
    ['a changed filing time', (r) => ((r.entry as LedgerEntry).at = '2026-11-27T23:59:05.124Z'), 'altered'],
    ['an entry hash that is not the entry’s', (r) => (r.entry_hash = hex(entryHashes[6]!)), 'altered'],
    ['another position', (r) => (r.leaf_index = 6), 'altered'],
    ['a changed proof step', (r) => (r.inclusion_proof[1] = '1'.repeat(64)), 'inclusion'],
    ['a missing proof step', (r) => r.inclusion_proof.pop(), 'inclusion'],
    [
      'a head re-signed by another key',
      (r) => (r.sth = { ...signHead(20, ledgerRoot(0, 20), 1, ed25519.utils.randomSecretKey()) }),
      'signature',
    ],
    [
      'a head whose root was changed',
      (r) => (r.sth = { ...r.sth, root_hash: hex(ledgerRoot(0, 19)) }),
      'signature',
    ],
    ['a proof step that is not hex', (r) => (r.inclusion_proof[0] = 'zz'), 'malformed'],
    ['an entry with a field too many', (r) => Object.assign(r.entry, { nombre: 'Ana' }), 'malformed'],
  ])('is refused with %s', (_what, change, reason) => {
    const receipt = receiptOf(5, 20);
    change(receipt);
    expect(verifyReceipt(receipt, publicKey)).toEqual({ ok: false, reason });
  });

  it('is refused when the later tree does not extend the printed one', () => {
    const answer = receiptOf(5, 40);
    const proof = ledgerProof(9, 0, 40, true).map(hex);
    const otherRoot = { tree_size: 9, root_hash: hex(ledgerRoot(1, 9)) };
    expect(verifyReceipt(answer, publicKey, { from: otherRoot, to: answer.sth, proof })).toEqual({
      ok: false,
      reason: 'consistency',
    });
    const unsigned = { ...answer.sth, timestamp: answer.sth.timestamp + 1 };
    const printed = { tree_size: 9, root_hash: hex(ledgerRoot(0, 9)) };
    expect(verifyReceipt(answer, publicKey, { from: printed, to: unsigned, proof })).toEqual({
      ok: false,
      reason: 'signature',
    });
  });
});
