import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex as nobleBytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 and HMAC-SHA256 (FIPS 180-4, RFC 2104) from @noble/hashes: audited, synchronous pure
 * JS, so signing runs the same in Node and in any browser page (WebCrypto is asynchronous and
 * missing on plain-http origins). It ships in the runtime every embeddable element loads
 * (docs/decisions/0005). Checked against Node's crypto and the standards' vectors in sha256.test.ts.
 */

/** SHA-256 digest of `data` (32 bytes). */
export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/** HMAC-SHA256 of `message` under `key` (RFC 2104; keys longer than a block are hashed first). */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
}

/** The UTF-8 bytes of `text`; a lone surrogate becomes U+FFFD, as TextEncoder does. */
export function utf8Bytes(text: string): Uint8Array {
  return utf8ToBytes(text);
}

/** `bytes` as lowercase hexadecimal, two digits per byte. */
export function bytesToHex(bytes: Uint8Array): string {
  return nobleBytesToHex(bytes);
}
