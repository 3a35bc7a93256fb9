/** Node's SHA-256 of `data`, lowercase hex. */
export function nodeSha256Hex(data: Uint8Array): string;
/** Node's HMAC-SHA256 of `data` under `key`, lowercase hex. */
export function nodeHmacSha256Hex(key: Uint8Array, data: Uint8Array): string;
/** Node's UTF-8 encoding of `text`. */
export function nodeUtf8(text: string): Uint8Array;
