import { hmacSha256Hex } from './hmac-sha256.js';
import { bytesToHex, utf8Bytes } from './sha256.js';

/**
 * The two calls of WebCrypto's `SubtleCrypto` that signing makes, as signing makes them (core is
 * built without the DOM's types; tests pass their own).
 */
export interface HmacSubtle {
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: false,
    usages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: never, data: Uint8Array): Promise<ArrayBuffer>;
}

/**
 * Imported keys by secret. A page signs with the portal's one key (a new one only when the
 * portal's configuration changes), so the map stays as small as the secrets it was given.
 */
const importedKeys = new Map<string, Promise<unknown>>();

function importedKey(subtle: HmacSubtle, secret: string): Promise<unknown> {
  let key = importedKeys.get(secret);
  if (key === undefined) {
    key = subtle.importKey('raw', utf8Bytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    importedKeys.set(secret, key);
  }
  return key;
}

/**
 * {@link hmacSha256Hex}, computed by the platform's WebCrypto where it has one (secure contexts:
 * https and localhost pages, Node), natively and off the page's main thread; with @noble/hashes
 * otherwise (plain-http pages), or when WebCrypto refuses the key (an empty secret). The same
 * value either way: both encode text as UTF-8 with a lone surrogate as U+FFFD (ADR 0061).
 */
export async function hmacSha256HexAsync(
  secret: string,
  message: string,
  // The platform's WebCrypto, where it has one: secure pages (https, localhost) and Node.
  subtle = (globalThis as { crypto?: { subtle?: HmacSubtle } }).crypto?.subtle,
): Promise<string> {
  if (subtle === undefined) return hmacSha256Hex(secret, message);
  try {
    const key = await importedKey(subtle, secret);
    const mac = await subtle.sign('HMAC', key as never, utf8Bytes(message));
    return bytesToHex(new Uint8Array(mac)).toUpperCase();
  } catch {
    // A key WebCrypto refused stays refused (its rejection is kept): noble signs instead.
    return hmacSha256Hex(secret, message);
  }
}
