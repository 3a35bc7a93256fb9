import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hmacSha256, sha256, utf8Bytes } from './sha256.js';
import { nodeHmacSha256Hex, nodeSha256Hex, nodeUtf8 } from './testing/node-digests.mjs';

const hex = (bytes: Uint8Array) => bytesToHex(bytes);

describe('sha256', () => {
  // FIPS 180-4 examples (NIST CSRC "SHA-256" example values).
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j as the standard says', (text, digest) => {
    expect(hex(sha256(utf8Bytes(text)))).toBe(digest);
  });

  it('hashes a million "a" (the standard\'s long example)', () => {
    expect(hex(sha256(new Uint8Array(1_000_000).fill(0x61)))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with Node at every length around the block and padding boundaries', () => {
    for (let length = 0; length <= 200; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(hex(sha256(data)), `length ${length}`).toBe(nodeSha256Hex(data));
    }
  });

  it('agrees with Node on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (data) => hex(sha256(data)) === nodeSha256Hex(data)),
      { numRuns: 300 },
    );
  });
});

describe('hmacSha256', () => {
  // RFC 4231 test cases 1, 2 and 6 (a key longer than a block).
  it.each([
    [
      new Uint8Array(20).fill(0x0b),
      utf8Bytes('Hi There'),
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    ],
    [
      utf8Bytes('Jefe'),
      utf8Bytes('what do ya want for nothing?'),
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    [
      new Uint8Array(131).fill(0xaa),
      utf8Bytes('Test Using Larger Than Block-Size Key - Hash Key First'),
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
  ])('matches RFC 4231 (%#)', (key, data, mac) => {
    expect(hex(hmacSha256(key, data))).toBe(mac);
  });

  it('agrees with Node on any key and message', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 150 }),
        fc.uint8Array({ maxLength: 300 }),
        (key, data) => hex(hmacSha256(key, data)) === nodeHmacSha256Hex(key, data),
      ),
      { numRuns: 300 },
    );
  });
});

describe('utf8Bytes', () => {
  it('encodes like Node, a lone surrogate as U+FFFD', () => {
    for (const text of ['Río Magdalena', 'ñandú €', '😀', '\ud800x'])
      expect([...utf8Bytes(text)]).toEqual([...nodeUtf8(text)]);
  });
});
