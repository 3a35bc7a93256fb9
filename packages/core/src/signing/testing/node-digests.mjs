// Node's own SHA-256, HMAC and UTF-8, the reference sha256.test.ts compares core's against
// (plain JS with a declaration file: core compiles without Node's types).
import { Buffer } from 'node:buffer';
import { createHash, createHmac } from 'node:crypto';

/** Node's SHA-256 of `data`, lowercase hex. */
export function nodeSha256Hex(data) {
  return createHash('sha256').update(data).digest('hex');
}

/** Node's HMAC-SHA256 of `data` under `key`, lowercase hex. */
export function nodeHmacSha256Hex(key, data) {
  return createHmac('sha256', key).update(data).digest('hex');
}

/** Node's UTF-8 encoding of `text`. */
export function nodeUtf8(text) {
  return new Uint8Array(Buffer.from(text, 'utf8'));
}
