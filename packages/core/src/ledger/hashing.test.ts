import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import {
  contentHash,
  EMPTY_TREE_HASH,
  entryHashHex,
  jcs,
  keyId,
  leafHash,
  ledgerBytesToHex as hex,
  ledgerHexToBytes as fromHex,
  merkleRoot,
  nodeHash,
  receiptMarker,
  sthMessage,
} from './hashing.js';
import { nodeSha256Hex, nodeUtf8 } from '../signing/testing/node-digests.mjs';

const nodeSha = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return nodeSha256Hex(all);
};

// The leaves and roots of the RFC 6962/9162 reference test data (Certificate Transparency).
const LEAVES = [
  '',
  '00',
  '10',
  '2021',
  '3031',
  '40414243',
  '5051525354555657',
  '606162636465666768696a6b6c6d6e6f',
];
const ROOTS = [
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];

describe('ledger hashing', () => {
  it('hashes leaves and nodes with the RFC 9162 domain-separation prefixes', () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array(32).fill(7);
    expect(hex(leafHash(a))).toBe(nodeSha(new Uint8Array([0]), a));
    expect(hex(nodeHash(a, b))).toBe(nodeSha(new Uint8Array([1]), a, b));
    expect(hex(EMPTY_TREE_HASH)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it.each(ROOTS.map((root, i) => [i + 1, root] as const))(
    'gives the reference root for the first %i test leaves',
    (n, root) => {
      expect(hex(merkleRoot(LEAVES.slice(0, n).map((l) => fromHex(l))))).toBe(root);
    },
  );

  it('serialises RFC 8785 canonical JSON: sorted keys, no spaces, ECMAScript numbers and strings', () => {
    expect(jcs({ b: 1, a: 'x', c: [true, null, 1e21, 0.1, -0], '€': 'é\n' })).toBe(
      '{"a":"x","b":1,"c":[true,null,1e+21,0.1,0],"€":"é\\n"}',
    );
    // Keys compare by UTF-16 code units: U+1F600 (surrogates D83D…) sorts before U+FB33.
    expect(jcs({ '\ufb33': 1, '\u{1f600}': 2, '\u0080': 3 })).toBe('{"\u0080":3,"\u{1f600}":2,"\ufb33":1}');
    expect(() => jcs(Number.NaN)).toThrow(TypeError);
  });

  it('hashes the canonical entry object, whatever the key order it was built in', () => {
    const entry = {
      v: 1 as const,
      seq: 0,
      kind: 'filing',
      complaint: 'C-2026-000001',
      content_hash: contentHash({ text: 'hola' }),
      prev_hash: '0'.repeat(64),
      actor: 'consumer',
      at: '2026-11-27T23:59:01.123Z',
    };
    const expected = nodeSha(
      nodeUtf8(
        `{"actor":"consumer","at":"2026-11-27T23:59:01.123Z","complaint":"C-2026-000001","content_hash":"${entry.content_hash}","kind":"filing","prev_hash":"${'0'.repeat(64)}","seq":0,"v":1}`,
      ),
    );
    expect(entryHashHex(entry)).toBe(expected);
    expect(entryHashHex({ ...entry, seq: 1 })).not.toBe(expected);
  });

  it('builds the tree head message that an Ed25519 key signs and verifies', () => {
    const secret = new Uint8Array(32).fill(9);
    const pub = ed25519.getPublicKey(secret);
    const msg = sthMessage(3, 1764287941123, ROOTS[2]!);
    expect(msg).toEqual(nodeUtf8(`sfc-quejas-sth-v1\n3\n1764287941123\n${ROOTS[2]}`));
    expect(ed25519.verify(ed25519.sign(msg, secret), msg, pub)).toBe(true);
    expect(keyId(pub)).toBe(nodeSha(pub).slice(0, 16));
    expect(receiptMarker('C-1', 'ab', 3, 'cd')).toBe('SFC-CONSTANCIA:v1:C-1:ab:3:cd');
  });
});
