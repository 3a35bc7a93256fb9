import { bytesToHex, hmacSha256, utf8Bytes } from './sha256.js';

/**
 * HMAC-SHA256 of `message` under `secret`, both UTF-8 encoded, as 64 UPPERCASE hex
 * characters: the `X-SFC-Signature` header value. Synchronous and pure JS (no WebCrypto), so it
 * runs the same in Node and in the browser. A lone surrogate is encoded as U+FFFD (what
 * TextEncoder does); Python clients cannot sign such text at all, so no interoperability is lost.
 */
export function hmacSha256Hex(secret: string, message: string): string {
  return bytesToHex(hmacSha256(utf8Bytes(secret), utf8Bytes(message))).toUpperCase();
}
