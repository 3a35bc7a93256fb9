/**
 * SHA-256 and HMAC-SHA256 (FIPS 180-4, RFC 2104) in plain synchronous JS, so signing runs the
 * same in Node and in any browser page (WebCrypto is asynchronous and missing on plain-http
 * origins). Small on purpose: it ships in the runtime every embeddable element loads
 * (docs/decisions/0005). Checked against Node's crypto in sha256.test.ts.
 */

const BLOCK_BYTES = 64;

interface Tables {
  /** Round constants K0..K63. */
  k: Int32Array;
  /** Initial hash value H0..H7. */
  h: Int32Array;
}

let tables: Tables | null = null;

/** The first 32 bits of the fractional part of `x`. */
function fractionBits(x: number): number {
  return ((x - Math.floor(x)) * 0x100000000) | 0;
}

/**
 * FIPS 180-4 §4.2.2 and §5.3.3 define the constants as the fractional bits of the cube roots of
 * the first 64 primes and of the square roots of the first 8: derived on first use instead of
 * spelled out (any other value would fail the standard's examples in sha256.test.ts).
 */
function sha256Tables(): Tables {
  if (tables) return tables;
  const primes: number[] = [];
  for (let n = 2; primes.length < 64; n++) if (primes.every((p) => n % p !== 0)) primes.push(n);
  tables = {
    k: Int32Array.from(primes, (p) => fractionBits(Math.cbrt(p))),
    h: Int32Array.from(primes.slice(0, 8), (p) => fractionBits(Math.sqrt(p))),
  };
  return tables;
}

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));
/** `array[index]` for indexes known to be in range. */
const at = (array: Int32Array, index: number): number => array[index] as number;
/** The message schedule, reused by every call (hashing is synchronous). */
const w = /* @__PURE__ */ new Int32Array(64);

/** The SHA-256 digest of `data` (32 bytes). */
export function sha256(data: Uint8Array): Uint8Array {
  const { k, h: initial } = sha256Tables();
  const hash = initial.slice();
  // Message, 0x80, zeros, then the length in bits as a 64-bit big-endian number.
  const padded = new Uint8Array(Math.ceil((data.length + 9) / BLOCK_BYTES) * BLOCK_BYTES);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(data.length / 0x20000000));
  view.setUint32(padded.length - 4, (data.length * 8) >>> 0);

  for (let offset = 0; offset < padded.length; offset += BLOCK_BYTES) {
    for (let t = 0; t < 16; t++) w[t] = view.getInt32(offset + t * 4);
    for (let t = 16; t < 64; t++) {
      const a = at(w, t - 15);
      const b = at(w, t - 2);
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[t] = at(w, t - 16) + s0 + at(w, t - 7) + s1;
    }
    let a = at(hash, 0);
    let b = at(hash, 1);
    let c = at(hash, 2);
    let d = at(hash, 3);
    let e = at(hash, 4);
    let f = at(hash, 5);
    let g = at(hash, 6);
    let h = at(hash, 7);
    for (let t = 0; t < 64; t++) {
      const t1 =
        (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + at(k, t) + at(w, t)) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    // Int32Array stores each sum modulo 2^32.
    hash[0] = at(hash, 0) + a;
    hash[1] = at(hash, 1) + b;
    hash[2] = at(hash, 2) + c;
    hash[3] = at(hash, 3) + d;
    hash[4] = at(hash, 4) + e;
    hash[5] = at(hash, 5) + f;
    hash[6] = at(hash, 6) + g;
    hash[7] = at(hash, 7) + h;
  }
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  hash.forEach((word, i) => out.setInt32(i * 4, word));
  return digest;
}

/** HMAC-SHA256 of `message` under `key` (RFC 2104; keys longer than a block are hashed first). */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(BLOCK_BYTES);
  block.set(key.length > BLOCK_BYTES ? sha256(key) : key);
  const inner = new Uint8Array(BLOCK_BYTES + message.length);
  const outer = new Uint8Array(BLOCK_BYTES + 32);
  for (let i = 0; i < BLOCK_BYTES; i++) {
    const byte = block[i] as number;
    inner[i] = byte ^ 0x36;
    outer[i] = byte ^ 0x5c;
  }
  inner.set(message, BLOCK_BYTES);
  outer.set(sha256(inner), BLOCK_BYTES);
  return sha256(outer);
}

let encoder: { encode(text: string): Uint8Array } | null = null;

/** The UTF-8 bytes of `text`; a lone surrogate becomes U+FFFD, as TextEncoder does. */
export function utf8Bytes(text: string): Uint8Array {
  // TextEncoder is a global of every browser and of Node; core compiles without DOM types.
  const { TextEncoder } = globalThis as unknown as {
    TextEncoder: new () => { encode(text: string): Uint8Array };
  };
  encoder ??= new TextEncoder();
  return encoder.encode(text);
}

/** `bytes` as lowercase hexadecimal, two digits per byte. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
