// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ed25519 } from '@noble/curves/ed25519.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contentHash,
  entryHash,
  keyId,
  leafHash,
  ledgerBytesToHex as hex,
  nodeHash,
  splitPoint,
  sthMessage,
  type LedgerEntryObject,
  type SignedTreeHead,
} from '@sfc/core';
import { type ReceiptAnswer } from '@sfc/core/ledger/verify';

const SCRIPT = fileURLToPath(
  new URL('../../../../../examples/verify-receipt/verify-receipt.mjs', import.meta.url),
);
const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'verify-receipt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A ledger of 1,005 filings: a receipt saved at 5 entries, a head signed after 1,000 more.
const entries: LedgerEntryObject[] = [];
for (let seq = 0; seq < 1005; seq++) {
  entries.push({
    v: 1,
    seq,
    kind: 'filing',
    complaint: `1720260${String(seq).padStart(5, '0')}`,
    content_hash: contentHash({ filing: seq }),
    prev_hash: seq === 0 ? '0'.repeat(64) : hex(entryHash(entries[seq - 1]!)),
    actor: 'consumer',
    at: new Date(Date.UTC(2026, 10, 27, 12, 0, seq)).toISOString(),
  });
}
const leaves = entries.map((e) => leafHash(entryHash(e)));
const memo = new Map<string, Uint8Array>();
const root = (lo: number, n: number): Uint8Array => {
  const key = `${lo}:${n}`;
  if (!memo.has(key)) {
    const k = splitPoint(n);
    memo.set(key, n === 1 ? leaves[lo]! : nodeHash(root(lo, k), root(lo + k, n - k)));
  }
  return memo.get(key)!;
};
const inclusion = (m: number, lo: number, n: number): Uint8Array[] => {
  if (n <= 1) return [];
  const k = splitPoint(n);
  return m < k
    ? [...inclusion(m, lo, k), root(lo + k, n - k)]
    : [...inclusion(m - k, lo + k, n - k), root(lo, k)];
};
const subproof = (m: number, lo: number, n: number, whole: boolean): Uint8Array[] => {
  if (m === n) return whole ? [] : [root(lo, n)];
  const k = splitPoint(n);
  return m <= k
    ? [...subproof(m, lo, k, whole), root(lo + k, n - k)]
    : [...subproof(m - k, lo + k, n - k, false), root(lo, k)];
};

const secret = ed25519.utils.randomSecretKey();
const publicKey = ed25519.getPublicKey(secret);
const sign = (size: number, timestamp: number, key = secret): SignedTreeHead => ({
  tree_size: size,
  root_hash: hex(root(0, size)),
  timestamp,
  key_id: keyId(ed25519.getPublicKey(key)),
  signature: btoa(String.fromCharCode(...ed25519.sign(sthMessage(size, timestamp, hex(root(0, size))), key))),
});

const receipt: ReceiptAnswer = {
  code: entries[3]!.complaint,
  filed_at: entries[3]!.at,
  leaf_index: 3,
  entry_hash: hex(entryHash(entries[3]!)),
  content_hash: entries[3]!.content_hash,
  entry: entries[3]!,
  sth: sign(5, Date.UTC(2026, 10, 27, 13)),
  inclusion_proof: inclusion(3, 0, 5).map(hex),
};
const later = sign(1005, Date.UTC(2026, 10, 28, 13));
const consistency = { first: 5, second: 1005, proof: subproof(5, 0, 1005, true).map(hex) };
const key = { algorithm: 'Ed25519', key_id: keyId(publicKey), public_key: hex(publicKey), development: true };

function save(name: string, value: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
}

async function verify(files: { receipt?: unknown; key?: unknown; sth?: unknown; consistency?: unknown }) {
  const args = [
    SCRIPT,
    '--receipt',
    save('constancia.json', files.receipt ?? receipt),
    '--key',
    save('clave.json', files.key ?? key),
  ];
  if (files.sth !== null) args.push('--sth', save('cabecera.json', files.sth ?? later));
  if (files.consistency !== null)
    args.push('--consistency', save('consistencia.json', files.consistency ?? consistency));
  try {
    const { stdout } = await run(process.execPath, args);
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout.trim() };
  }
}

describe('examples/verify-receipt, offline', () => {
  it('verifies a receipt saved 1,000 filings ago against a later head and its consistency proof', async () => {
    const result = await verify({});
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      `VERIFICA: la constancia ${receipt.code} corresponde a una radicación registrada el ${receipt.entry.at}`,
    );
    expect(result.out).toContain('cabecera de 1005 registros');
  });

  it('verifies the receipt alone against its own head', async () => {
    const result = await verify({ sth: null, consistency: null });
    expect(result).toMatchObject({ code: 0, out: expect.stringContaining('cabecera de 5 registros') });
  });

  it.each<[string, Parameters<typeof verify>[0], string]>([
    [
      'a changed filing time',
      { receipt: { ...receipt, entry: { ...receipt.entry, at: '2026-11-27T12:00:04.000Z' } } },
      'su huella no coincide',
    ],
    [
      'another content hash',
      { receipt: { ...receipt, content_hash: contentHash({ filing: 99 }) } },
      'código, huella o posición',
    ],
    [
      'a changed proof step',
      { receipt: { ...receipt, inclusion_proof: [hex(leaves[9]!), ...receipt.inclusion_proof.slice(1)] } },
      'no está en el árbol',
    ],
    [
      'a head signed by another key',
      { sth: sign(1005, later.timestamp, ed25519.utils.randomSecretKey()) },
      'cabecera posterior no es válida',
    ],
    [
      'another key',
      { key: hex(ed25519.getPublicKey(ed25519.utils.randomSecretKey())) },
      'no es válida con esta clave',
    ],
    [
      'a consistency proof with a step changed',
      { consistency: { ...consistency, proof: [hex(leaves[0]!), ...consistency.proof.slice(1)] } },
      'fue reescrito',
    ],
  ])('refuses %s', async (_what, files, reason) => {
    const result = await verify(files);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^NO VERIFICA: /);
    expect(result.out).toContain(reason);
  });
});
