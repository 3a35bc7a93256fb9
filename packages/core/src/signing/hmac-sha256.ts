import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * HMAC-SHA256 of `message` under `secret`, both UTF-8 encoded, as 64 UPPERCASE hex
 * characters: the `X-SFC-Signature` header value. Synchronous and pure JS (no WebCrypto), so it
 * runs the same in Node and in the browser. A lone surrogate is encoded as U+FFFD (what
 * TextEncoder does); Python clients cannot sign such text at all, so no interoperability is lost.
 */
export function hmacSha256Hex(secret: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(message))).toUpperCase();
}
